import { JOB_MESSAGES, JOB_NEW_DAYS, trashConfirm } from '@mnch/shared';
import { expect, expectAccessible, test } from './support/fixtures';
import {
  apiJson,
  closeChangedForm,
  deleteAfterCancel,
  expectPhoneLayout,
  filterToOne,
  searchList,
  typeInEditor,
  unique,
  openSectionDialog,
} from './support/admin-helpers';
import { createJob, daysFromNow } from './support/content';

interface Job {
  id: number;
  title: string;
  state: string;
  isNew: boolean;
  applyEmail: string | null;
  applyUrl: string | null;
  description: string;
  requirements: string;
}
interface ListBody {
  jobs: Job[];
  pagination: { total: number };
}

/** A date input's value `days` from today. */
const day = (days: number) => daysFromNow(days).slice(0, 10);

test.describe('admin jobs', () => {
  test('an editor adds a job closing in seven days: /jobs shows it NEW with Apply; edits, views and deletes it', async ({
    page,
    token,
    request,
  }) => {
    test.setTimeout(90_000);
    const title = unique('Biostatistician');
    const dialog = await openSectionDialog(page, '/admin/jobs', { heading: 'Jobs', button: 'Add Job' });
    await expect(dialog.getByLabel('Status')).toHaveValue('draft');
    await expect(dialog.getByLabel('Posted date')).not.toHaveValue('');
    await dialog.getByLabel('Job title').fill(title);
    await dialog.getByLabel('Pathway').selectOption('research-data');
    await dialog.getByLabel('Employment type').selectOption('full-time');
    await dialog.getByLabel('Location').fill('Kampala');
    await dialog.getByLabel('Level').fill('Mid level');
    await dialog.getByLabel('Salary range').fill('UGX 4,000,000 - 5,500,000 per month');
    await dialog.getByLabel('Status').selectOption('published');
    await dialog.getByLabel('Deadline').fill(day(7));
    await dialog.getByLabel('Summary').fill('Analyse the data of our newborn studies.');
    await typeInEditor(page, 'Description', 'Run the analyses of three cohort studies.');
    await typeInEditor(page, 'Requirements', 'A masters degree in biostatistics.');
    await dialog.getByLabel('Apply to (email address)').fill('careers@e2e.example.org');
    await expectAccessible(page, 'job form');
    await dialog.getByRole('button', { name: 'Create Job' }).click();
    await expect(page.getByText(JOB_MESSAGES.created)).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Research Assistants & Data Analysts');
    await expect(row).toContainText('Open');
    await expect(row).toContainText('NEW');

    const saved = (await apiJson<ListBody>(request, token, 'get', `/api/jobs?search=${encodeURIComponent(title)}`)).jobs[0]!;
    expect(saved).toMatchObject({ state: 'open', isNew: true, applyEmail: 'careers@e2e.example.org', applyUrl: null });
    expect(saved.description).toContain('Run the analyses of three cohort studies.');

    // The careers page lists it, NEW, with Apply.
    const pub = await page.context().newPage();
    await pub.goto('/jobs');
    const card = pub.locator('#jobs li', { has: pub.getByRole('heading', { name: title }) });
    await expect(card.getByText('NEW', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: `Apply Now: ${title}` })).toHaveAttribute(
      'href',
      /^mailto:careers@e2e\.example\.org\?subject=/,
    );
    await pub.close();

    // View.
    await row.getByRole('button', { name: `View Details: ${title}` }).click();
    const view = page.getByRole('dialog', { name: title });
    await expect(view.getByText('A masters degree in biostatistics.')).toBeVisible();
    await expect(view.getByRole('link', { name: 'careers@e2e.example.org' })).toBeVisible();
    await expectAccessible(page, 'job view');
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();

    // Edit: apply at a web address instead.
    await row.getByRole('button', { name: `Edit Job: ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Job' });
    await expect(edit.getByLabel('Job title')).toHaveValue(title);
    await expect(edit.getByLabel('Deadline')).toHaveValue(day(7));
    await edit.getByLabel('Apply by').selectOption('link');
    await edit.getByLabel('Apply at (web address)').fill('javascript:alert(1)');
    await edit.getByRole('button', { name: 'Update Job' }).click();
    await expect(edit.getByText(JOB_MESSAGES.applyUrlInvalid)).toBeVisible();
    await edit.getByLabel('Apply at (web address)').fill('https://jobs.e2e.example.org/biostatistician');
    await edit.getByRole('button', { name: 'Update Job' }).click();
    await expect(page.getByText(JOB_MESSAGES.updated)).toBeVisible();
    const updated = (await apiJson<{ job: Job }>(request, token, 'get', `/api/jobs/${saved.id}`)).job;
    expect(updated).toMatchObject({ applyEmail: null, applyUrl: 'https://jobs.e2e.example.org/biostatistician' });

    // Delete, after a confirmation.
    await deleteAfterCancel(page, row, {
      button: `Delete Job: ${title}`,
      dialog: 'Delete job',
      says: trashConfirm('this job'),
      axe: 'delete confirmation',
    });
    await expect(page.getByText(JOB_MESSAGES.deleted)).toBeVisible();
    await expect(row).toBeHidden();
    expect((await request.get(`/api/jobs/${saved.id}`)).status()).toBe(404);
  });

  test('validation messages; ?new=1 opens the form and Escape closes it', async ({ page, signIn }) => {
    await signIn(page);
    await page.goto('/admin/jobs?new=1');
    const dialog = page.getByRole('dialog', { name: 'Add Job' });
    await dialog.getByLabel('Deadline').fill(day(-400));
    await dialog.getByRole('button', { name: 'Create Job' }).click();
    for (const message of [
      JOB_MESSAGES.titleRequired,
      JOB_MESSAGES.pathwayRequired,
      JOB_MESSAGES.typeRequired,
      JOB_MESSAGES.locationRequired,
      JOB_MESSAGES.summaryRequired,
      JOB_MESSAGES.descriptionRequired,
      JOB_MESSAGES.requirementsRequired,
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await expect(dialog.getByLabel('Job title')).toBeFocused();
    // The rules across fields, once each field is right on its own.
    await dialog.getByLabel('Job title').fill('Nurse researcher');
    await dialog.getByLabel('Pathway').selectOption('research-data');
    await dialog.getByLabel('Employment type').selectOption('contract');
    await dialog.getByLabel('Location').fill('Jinja');
    await dialog.getByLabel('Summary').fill('Run a study.');
    await typeInEditor(page, 'Description', 'About the role.');
    await typeInEditor(page, 'Requirements', 'A nursing degree.');
    await dialog.getByRole('button', { name: 'Create Job' }).click();
    await expect(dialog.getByText(JOB_MESSAGES.deadlineBeforePosted)).toBeVisible();
    await expect(dialog.getByText(JOB_MESSAGES.applyRequired)).toBeVisible();
    await expect(dialog.getByLabel('Posted date')).toHaveAccessibleDescription(new RegExp(`${JOB_NEW_DAYS} days`));
    await expectAccessible(page, 'job form errors');
    await closeChangedForm(page);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
  });

  test('searches, filters by state (open, closed, draft) and pathway, and pages on the server', async ({ page, token, request }) => {
    test.setTimeout(90_000);
    const tag = unique('Jobtoken').replace(' ', '');
    await createJob(request, token, { title: `${tag} open analyst` });
    await createJob(request, token, {
      title: `${tag} closed fellow`,
      pathway: 'young-professionals',
      employmentType: 'fellowship',
      postedDate: daysFromNow(-40),
      deadline: daysFromNow(-2),
    });
    await createJob(request, token, {
      title: `${tag} draft intern`,
      pathway: 'internships',
      employmentType: 'internship',
      status: 'draft',
    });

    const rows = await searchList(page, { path: '/admin/jobs', search: 'Search jobs', region: 'Jobs', tag });
    await expect(rows).toHaveCount(3);
    await filterToOne(page, rows, 'Filter by state', 'closed', 'closed fellow');
    await expect(rows.first()).toContainText('Closed');
    await filterToOne(page, rows, 'Filter by state', 'draft', 'Draft');
    await filterToOne(page, rows, 'Filter by state', 'open', 'open analyst');
    await page.getByLabel('Filter by state').selectOption('');
    await filterToOne(page, rows, 'Filter by pathway', 'internships', 'draft intern');
    await page.getByLabel('Filter by pathway').selectOption('coordination-field');
    await expect(page.getByRole('heading', { name: JOB_MESSAGES.emptyTitle })).toBeVisible();
    await expect(page.getByText(JOB_MESSAGES.emptySearchHint)).toBeVisible();
    await expectAccessible(page, 'jobs filtered empty');

    // Paging: ten a page.
    const many = unique('Jobpage').replace(' ', '');
    for (let i = 0; i < 11; i += 1) await createJob(request, token, { title: `${many} ${i}`, status: 'draft' });
    await page.goto(`/admin/jobs?search=${many}`);
    await expect(rows).toHaveCount(10);
    await expect(page.getByText('Showing 1–10 of 11 jobs')).toBeVisible();
    // By keyboard.
    await page.getByRole('navigation', { name: 'Job pages' }).getByRole('button', { name: 'Page 2' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=2/);
    await expect(rows).toHaveCount(1);
    await expect(page.getByText('Showing 11–11 of 11 jobs')).toBeVisible();
  });

  test('phone width: the list fits the screen as cards, the form passes axe', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page);
    await expectPhoneLayout(page, {
      path: '/admin/jobs',
      add: 'Add Job',
      dialog: 'Add Job',
      context: 'jobs phone',
      formContext: 'job form phone',
    });
  });
});
