import type { APIRequestContext, Page } from '@playwright/test';
import { JOB_PATHWAYS, JOB_PATHWAY_LABELS, jobApplyHref, type JobPathway } from '@mnch/shared';
import { howToApply, internshipCopy, jobsCopy, pathways as PATHWAYS, pathwaysCopy, applyHref } from '../app/content/careers';
import { formatJobDate } from '../app/features/careers/format-date';
import {
  accountsNamed,
  adminToken,
  subscribersNamed,
  createJob,
  daysFromNow,
  marker,
  siteSettings,
  type CreatedJob,
} from './support/content';
import { expect, expectAccessible, test } from './support/fixtures';

// The jobs are the test's own, created through the API (tests share one server: every title carries
// this run's marker, and the lists are checked for these titles). No test creates a Field Service job,
// so that filter shows the empty state.
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const RUN = marker('Careers');
const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);
/** The pathway whose filter has no opening. */
const EMPTY_PATHWAY: JobPathway = 'field-service';

interface Jobs {
  /** Open, in the order the page lists them (newest posted first). */
  open: CreatedJob[];
  /** Not on the page: a draft, and a published job whose deadline has passed. */
  hidden: CreatedJob[];
}
let jobs: Jobs;

async function createJobs(request: APIRequestContext): Promise<Jobs> {
  const token = await adminToken(request);
  const job = (title: string, data: Record<string, unknown>) => createJob(request, token, { title: `${title} ${RUN}`, ...data });
  // Created oldest first; the page lists the newest posted first.
  const analyst = await job('Data Analyst', { postedDate: daysFromNow(-30), deadline: daysFromNow(20), salary: 'UGX 4,000,000 per month' });
  const coordinator = await job('Project Coordinator', { pathway: 'coordination-field', postedDate: daysFromNow(-3) });
  const intern = await job('Communications Intern', {
    pathway: 'internships',
    employmentType: 'internship',
    postedDate: daysFromNow(-2),
    applyEmail: null,
    applyUrl: 'https://jobs.e2e.example.org/intern',
  });
  const assistant = await job('Research Assistant', {
    postedDate: daysFromNow(-1),
    deadline: daysFromNow(7),
    requirements: '<ul><li>Experience with ODK forms</li></ul>',
  });
  const draft = await job('Draft position', { status: 'draft' });
  const closed = await job('Closed position', { postedDate: daysFromNow(-40), deadline: daysFromNow(-1) });
  return { open: [assistant, intern, coordinator, analyst], hidden: [draft, closed] };
}

// The tests of this file run one after another in one worker and share the file's jobs: with `fullyParallel`
// each test would otherwise be a group of its own, and beforeAll would run again for every test.
test.describe.configure({ mode: 'default' });
test.beforeAll(async ({ request }) => {
  jobs = await createJobs(request);
});

const mine = (list: readonly CreatedJob[], pathway?: string) => list.filter((job) => !pathway || job.pathway === pathway);
/** The list's titles of this run's jobs. */
const ownTitles = (page: Page) => page.locator('#jobs li h3', { hasText: RUN });
/** A pathway whose dialog offers View openings, with some of this run's jobs. */
const pathwayWithJobs = () => PATHWAYS.find((p) => p.filter && mine(jobs.open, p.filter).length > 0)!;

/** React has hydrated the page (the filters respond in place). */
async function gotoCareers(page: Page, path = '/jobs') {
  await page.goto(path);
  await page.waitForFunction(() => {
    const filter = document.querySelector('#jobs nav a');
    return !!filter && Object.keys(filter).some((k) => k.startsWith('__reactFiber'));
  });
}

test.describe('careers page', () => {
  test('renders accessibly; the hero buttons go to the pathways and the openings', async ({ page }) => {
    await gotoCareers(page);
    await expectAccessible(page, 'careers desktop');
    await page.getByRole('link', { name: 'View Current Openings' }).click();
    await expect(page).toHaveURL(/\/jobs#jobs$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Open Positions' })).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'Explore Career Pathways' }).click();
    await expect(page).toHaveURL(/\/jobs#pathways$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Find your path with us' })).toBeInViewport();

    const steps = page.locator(`#${howToApply('').id} li`);
    await expect(steps).toHaveCount(howToApply('').steps.length);

    await page.setViewportSize({ width: 375, height: 740 });
    await gotoCareers(page);
    await expectAccessible(page, 'careers phone');
  });

  test('pathway cards open a Learn More dialog that locks the page scroll', async ({ page }) => {
    await gotoCareers(page);
    const pathways = page.locator('#pathways');
    await expect(pathways.getByRole('link', { name: /^Learn More:/ })).toHaveCount(PATHWAYS.length);
    const pathway = PATHWAYS.at(-1)!;
    const learnMore = pathways.getByRole('link', { name: `Learn More: ${pathway.title}` });
    await learnMore.click();
    const dialog = page.getByRole('dialog', { name: pathway.title });
    await expect(dialog).toBeVisible();
    const { labels } = pathwaysCopy;
    for (const text of [
      pathway.level,
      pathway.fullDescription,
      labels.benefits,
      pathway.benefits[0]!,
      labels.skills,
      labels.activities,
      pathway.duration,
      labels.targetAudience,
      pathway.targetAudience,
      pathway.location,
    ]) {
      await expect(dialog).toContainText(text);
    }
    expect(await bodyOverflow(page)).toBe('hidden');
    await expectAccessible(page, 'pathway dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(learnMore).toBeFocused();
    expect(await bodyOverflow(page)).not.toBe('hidden');

    // View openings filters the list to the pathway.
    const withJobs = pathwayWithJobs();
    await pathways.getByRole('link', { name: `Learn More: ${withJobs.title}` }).click();
    await page.getByRole('dialog').getByRole('link', { name: pathwaysCopy.viewOpenings }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('#jobs a[aria-current="true"]', { hasText: JOB_PATHWAY_LABELS[withJobs.filter!] })).toBeVisible();
    await expect(ownTitles(page)).toHaveText(mine(jobs.open, withJobs.filter).map((job) => job.title));
    await expect(page.getByRole('heading', { level: 2, name: 'Open Positions' })).toBeInViewport();
  });

  test('the open positions filter by pathway, with NEW from the posted date and an empty state', async ({ page }) => {
    await gotoCareers(page);
    const list = page.locator('#jobs');
    const titles = ownTitles(page);
    await expect(titles).toHaveText(jobs.open.map((job) => job.title));
    // Drafts and jobs past their deadline are not listed.
    for (const job of jobs.hidden) await expect(list.getByRole('heading', { name: job.title })).toHaveCount(0);
    // NEW: posted within the last days; the analyst was posted a month ago.
    for (const job of jobs.open) {
      const card = list.locator('li', { has: page.getByRole('heading', { name: job.title, exact: true }) });
      await expect(card.getByText(jobsCopy.newBadge, { exact: true })).toHaveCount(job.isNew ? 1 : 0);
    }
    expect(jobs.open.find((job) => job.title.startsWith('Data Analyst'))!.isNew).toBe(false);
    await expect(list.locator('a[aria-current="true"]', { hasText: jobsCopy.allLabel })).toBeVisible();

    // Every pathway with openings shows exactly its own; the count says how many are listed.
    for (const pathway of JOB_PATHWAYS.filter((p) => mine(jobs.open, p).length > 0)) {
      await list.getByRole('link', { name: new RegExp(escape(JOB_PATHWAY_LABELS[pathway])) }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('pathway')).toBe(pathway);
      await expect(titles).toHaveText(mine(jobs.open, pathway).map((job) => job.title));
      const shown = await list.locator('li h3').count();
      await expect(list.getByRole('status')).toHaveText(jobsCopy.resultsLabel(shown));
    }

    // A pathway with no opening shows the empty state.
    await list.getByRole('link', { name: new RegExp(escape(JOB_PATHWAY_LABELS[EMPTY_PATHWAY])) }).click();
    await expect(list.locator('li h3')).toHaveCount(0);
    await expect(list.getByRole('heading', { name: jobsCopy.empty.title })).toBeVisible();
    await expect(list.getByText(jobsCopy.empty.text)).toBeVisible();
    await expectAccessible(page, 'no positions');

    // The filter lives in the URL: a reload keeps it.
    await page.reload();
    await expect(list.locator('li h3')).toHaveCount(0);
    await gotoCareers(page, page.url());
    await list.getByRole('link', { name: jobsCopy.empty.reset, exact: true }).click();
    await expect(titles).toHaveText(jobs.open.map((job) => job.title));
    await expect(page).not.toHaveURL(/pathway=/);
  });

  test('View Details opens the job in a dialog with its way to apply', async ({ page }) => {
    await gotoCareers(page);
    const job = jobs.open[0]!;
    const title = job.title;
    const list = page.locator('#jobs');
    await expect(list.getByRole('link', { name: `Apply Now: ${title}` })).toHaveAttribute('href', jobApplyHref(job));
    expect(jobApplyHref(job)).toMatch(/^mailto:careers@e2e\.example\.org\?subject=/);
    const details = list.getByRole('link', { name: `View Details: ${title}` });
    await details.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    const { labels } = jobsCopy;
    for (const text of [
      job.salary!,
      labels.description,
      'About the role.',
      labels.requirements,
      'Experience with ODK forms',
      formatJobDate(job.postedDate),
      formatJobDate(job.deadline),
      jobsCopy.newBadge,
    ]) {
      await expect(dialog).toContainText(text);
    }
    await expect(dialog.getByRole('link', { name: jobsCopy.apply })).toHaveAttribute('href', jobApplyHref(job));
    expect(await bodyOverflow(page)).toBe('hidden');
    // The page behind does not scroll.
    const y = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
    await expectAccessible(page, 'job dialog');
    await dialog.getByRole('link', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(details).toBeFocused();
    expect(await bodyOverflow(page)).not.toBe('hidden');

    // A job applied to at a web address links there.
    const online = jobs.open.find((j) => j.applyUrl)!;
    await expect(list.getByRole('link', { name: `Apply Now: ${online.title}` })).toHaveAttribute('href', online.applyUrl!);
    await list.getByRole('link', { name: `View Details: ${online.title}` }).click();
    await expect(page.getByRole('dialog', { name: online.title }).getByRole('link', { name: online.applyUrl! })).toBeVisible();
  });

  test('the internships dialog gives the terms', async ({ page, request }) => {
    const careersEmail = (await siteSettings(request)).emails.careers;
    await gotoCareers(page);
    await page.getByRole('link', { name: internshipCopy.button }).click();
    const dialog = page.getByRole('dialog', { name: internshipCopy.dialogTitle });
    for (const fact of internshipCopy.facts) await expect(dialog).toContainText(fact.value);
    await expect(dialog.getByRole('link', { name: internshipCopy.apply })).toHaveAttribute(
      'href',
      applyHref(internshipCopy.applySubject, careersEmail),
    );
    await expectAccessible(page, 'internship dialog');
    await page.mouse.click(8, 8);
    await expect(dialog).toBeHidden();
  });

  test('Browse All Positions goes to the list; Join Our Talent Network subscribes through the API', async ({ page, request }) => {
    await gotoCareers(page);
    await page.getByRole('link', { name: 'Browse All Positions' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Open Positions' })).toBeInViewport();

    await page.getByRole('link', { name: 'Join Our Talent Network' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join Our Talent Network' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'talent network dialog');
    const local = `talent-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
    const email = `${local}@e2e.example.org`;
    await dialog.getByLabel('Email address').fill(email);
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(
      dialog.getByText('Almost done: check your inbox and follow the link in our email to confirm your subscription.'),
    ).toBeVisible();
    // Stored by the server, not just claimed.
    expect(await subscribersNamed(request, local)).toEqual([expect.objectContaining({ email, status: 'pending', source: 'careers' })]);
    expect(await accountsNamed(request, local)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('phone: filters, job dialog and pathway dialog work and are accessible', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoCareers(page);
    const list = page.locator('#jobs');
    const pathway = JOB_PATHWAYS.filter((p) => mine(jobs.open, p).length > 0).at(-1)!;
    const job = mine(jobs.open, pathway)[0]!;
    await list.getByRole('link', { name: new RegExp(escape(JOB_PATHWAY_LABELS[pathway])) }).click();
    await expect(ownTitles(page)).toHaveText(mine(jobs.open, pathway).map((j) => j.title));
    await list.getByRole('link', { name: `View Details: ${job.title}` }).click();
    const dialog = page.getByRole('dialog', { name: job.title });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'job dialog phone');
    await page.keyboard.press('Escape');
    const card = PATHWAYS[0]!;
    await page
      .locator('#pathways')
      .getByRole('link', { name: `Learn More: ${card.title}` })
      .click();
    await expect(page.getByRole('dialog', { name: card.title })).toContainText(card.duration);
    await expectAccessible(page, 'pathway dialog phone');
  });
});
