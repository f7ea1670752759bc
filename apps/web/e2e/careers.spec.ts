import type { Page } from '@playwright/test';
import {
  JOB_PATHWAYS,
  applyHref,
  howToApply,
  internshipCopy,
  jobs as JOBS,
  jobsCopy,
  pathways as PATHWAYS,
  pathwaysCopy,
} from '../app/content/careers';
import { formatJobDate } from '../app/features/careers/format-date';
import { accountsNamed, siteSettings } from './support/content';
import { expect, expectAccessible, test } from './support/fixtures';

// Expectations come from the page's content (app/content/careers.ts), so editing a job or a pathway
// there keeps these tests meaningful.
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const jobsIn = (pathway: string) => JOBS.filter((job) => job.pathway === pathway);
/** A pathway whose dialog offers View openings, and has some. */
const pathwayWithJobs = PATHWAYS.find((p) => p.filter && jobsIn(p.filter).length > 0)!;
/** A pathway filter with no opening (the empty state), if there is one. */
const emptyPathway = JOB_PATHWAYS.find((p) => jobsIn(p).length === 0);
const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);

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
    await pathways.getByRole('link', { name: `Learn More: ${pathwayWithJobs.title}` }).click();
    await page.getByRole('dialog').getByRole('link', { name: pathwaysCopy.viewOpenings }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('#jobs a[aria-current="true"]', { hasText: pathwayWithJobs.filter! })).toBeVisible();
    await expect(page.locator('#jobs').getByRole('heading', { level: 3 })).toHaveText(
      jobsIn(pathwayWithJobs.filter!).map((job) => job.title),
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Open Positions' })).toBeInViewport();
  });

  test('the open positions filter by pathway, with an empty state', async ({ page }) => {
    await gotoCareers(page);
    const jobs = page.locator('#jobs');
    const titles = jobs.locator('li h3');
    await expect(titles).toHaveText(JOBS.map((job) => job.title));
    await expect(jobs.getByText(jobsCopy.newBadge, { exact: true })).toHaveCount(JOBS.filter((job) => job.isNew).length);
    await expect(jobs.locator('a[aria-current="true"]', { hasText: jobsCopy.allLabel })).toBeVisible();

    // Every pathway with openings shows exactly its own, counted.
    for (const pathway of JOB_PATHWAYS.filter((p) => jobsIn(p).length > 0)) {
      await jobs.getByRole('link', { name: new RegExp(escape(pathway)) }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('pathway')).toBe(pathway);
      await expect(titles).toHaveText(jobsIn(pathway).map((job) => job.title));
      await expect(jobs.getByRole('status')).toHaveText(jobsCopy.resultsLabel(jobsIn(pathway).length));
    }

    // A pathway with no opening (when the content has one) shows the empty state.
    if (emptyPathway) {
      await jobs.getByRole('link', { name: new RegExp(escape(emptyPathway)) }).click();
      await expect(titles).toHaveCount(0);
      await expect(jobs.getByRole('heading', { name: jobsCopy.empty.title })).toBeVisible();
      await expect(jobs.getByText(jobsCopy.empty.text)).toBeVisible();
      await expectAccessible(page, 'no positions');
    }

    // The filter lives in the URL: a reload keeps it.
    await page.reload();
    await expect(titles).toHaveCount(emptyPathway ? 0 : jobsIn(JOB_PATHWAYS.filter((p) => jobsIn(p).length > 0).at(-1)!).length);
    await gotoCareers(page, page.url());
    await jobs.getByRole('link', { name: emptyPathway ? jobsCopy.empty.reset : jobsCopy.allLabel, exact: true }).click();
    await expect(titles).toHaveCount(JOBS.length);
    await expect(page).not.toHaveURL(/pathway=/);
  });

  test('View Details opens the job in a dialog with a mail link to apply', async ({ page, request }) => {
    const careersEmail = (await siteSettings(request)).emails.careers;
    await gotoCareers(page);
    const job = JOBS.at(-1)!;
    const title = job.title;
    const jobs = page.locator('#jobs');
    await expect(jobs.getByRole('link', { name: `Apply Now: ${title}` })).toHaveAttribute('href', applyHref(title, careersEmail));
    const details = jobs.getByRole('link', { name: `View Details: ${title}` });
    await details.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    const { labels } = jobsCopy;
    for (const text of [
      job.salary,
      labels.responsibilities,
      job.responsibilities[0]!,
      labels.qualifications,
      job.qualifications[0]!,
      labels.skills,
      job.skills[0]!,
      formatJobDate(job.postedDate),
      formatJobDate(job.deadline),
    ]) {
      await expect(dialog).toContainText(text);
    }
    await expect(dialog.getByRole('link', { name: jobsCopy.apply })).toHaveAttribute('href', applyHref(title, careersEmail));
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
    await expect(dialog.getByText('Successfully subscribed! Thank you for joining our newsletter.')).toBeVisible();
    // Stored by the server, not just claimed.
    expect(await accountsNamed(request, local)).toEqual([expect.objectContaining({ email, role: 'viewer' })]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('phone: filters, job dialog and pathway dialog work and are accessible', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoCareers(page);
    const jobs = page.locator('#jobs');
    const pathway = JOB_PATHWAYS.filter((p) => jobsIn(p).length > 0).at(-1)!;
    const job = jobsIn(pathway)[0]!;
    await jobs.getByRole('link', { name: new RegExp(escape(pathway)) }).click();
    await expect(jobs.locator('li h3')).toHaveText(jobsIn(pathway).map((j) => j.title));
    await jobs.getByRole('link', { name: `View Details: ${job.title}` }).click();
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
