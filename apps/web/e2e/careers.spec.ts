import type { Page } from '@playwright/test';
import { accountsNamed } from './support/content';
import { expect, expectAccessible, test } from './support/fixtures';

const CAREERS_EMAIL = 'careers@mnchcentre.example.org';
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

    const steps = page.locator('#how-to-apply li');
    await expect(steps).toHaveCount(4);

    await page.setViewportSize({ width: 375, height: 740 });
    await gotoCareers(page);
    await expectAccessible(page, 'careers phone');
  });

  test('pathway cards open a Learn More dialog that locks the page scroll', async ({ page }) => {
    await gotoCareers(page);
    const pathways = page.locator('#pathways');
    await expect(pathways.getByRole('link', { name: /^Learn More:/ })).toHaveCount(6);
    const learnMore = pathways.getByRole('link', { name: 'Learn More: Field Service Category' });
    await learnMore.click();
    const dialog = page.getByRole('dialog', { name: 'Field Service Category' });
    await expect(dialog).toBeVisible();
    for (const text of ['All levels', 'Field staff bring our studies to life', 'Benefits', 'Skills we look for', 'What you will do', 'Study-based contracts of 3 to 18 months', 'Who it is for', 'Study districts across Uganda']) {
      await expect(dialog).toContainText(text);
    }
    expect(await bodyOverflow(page)).toBe('hidden');
    await expectAccessible(page, 'pathway dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(learnMore).toBeFocused();
    expect(await bodyOverflow(page)).not.toBe('hidden');

    // View openings filters the list to the pathway.
    await pathways.getByRole('link', { name: 'Learn More: Young Professionals & Fellows' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'View openings' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('#jobs a[aria-current="true"]', { hasText: 'Young Professionals & Fellows' })).toBeVisible();
    await expect(page.locator('#jobs').getByRole('heading', { level: 3 })).toHaveText(['Research Fellow - Digital Health']);
    await expect(page.getByRole('heading', { level: 2, name: 'Open Positions' })).toBeInViewport();
  });

  test('the open positions filter by pathway, with an empty state', async ({ page }) => {
    await gotoCareers(page);
    const jobs = page.locator('#jobs');
    const titles = jobs.locator('li h3');
    await expect(titles).toHaveCount(5);
    await expect(jobs.getByText('NEW', { exact: true })).toHaveCount(3);
    await expect(jobs.locator('a[aria-current="true"]', { hasText: 'All positions' })).toBeVisible();

    await jobs.getByRole('link', { name: /Research Assistants & Data Analysts/ }).click();
    await expect(page).toHaveURL(/pathway=Research/);
    await expect(titles).toHaveText(['Research Assistant - Newborn Care Study', 'Data Analyst (Biostatistics)']);
    await expect(jobs.getByRole('status')).toHaveText('2 positions');

    await jobs.getByRole('link', { name: /Internship Programme/ }).click();
    await expect(titles).toHaveText(['Communications Intern']);

    await jobs.getByRole('link', { name: /Field Service Category/ }).click();
    await expect(titles).toHaveCount(0);
    await expect(jobs.getByRole('heading', { name: 'No positions found' })).toBeVisible();
    await expect(jobs.getByText('Try adjusting your filters or check back later for new opportunities.')).toBeVisible();
    await expectAccessible(page, 'no positions');

    // The filter lives in the URL: a reload keeps it.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No positions found' })).toBeVisible();
    await gotoCareers(page, page.url());
    await jobs.getByRole('link', { name: 'Show all positions' }).click();
    await expect(titles).toHaveCount(5);
    await expect(page).not.toHaveURL(/pathway=/);
  });

  test('View Details opens the job in a dialog with a mail link to apply', async ({ page }) => {
    await gotoCareers(page);
    const title = 'Data Analyst (Biostatistics)';
    const jobs = page.locator('#jobs');
    await expect(jobs.getByRole('link', { name: `Apply Now: ${title}` })).toHaveAttribute(
      'href',
      `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(title)}`,
    );
    const details = jobs.getByRole('link', { name: `View Details: ${title}` });
    await details.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    for (const text of ['UGX 4,000,000 - 5,500,000 per month', 'Responsibilities', 'Qualifications', 'Skills', '20 August 2025', '15 October 2025', 'Write reproducible analysis code in R or Stata']) {
      await expect(dialog).toContainText(text);
    }
    await expect(dialog.getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(title)}`,
    );
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

  test('the internships dialog gives the terms', async ({ page }) => {
    await gotoCareers(page);
    await page.getByRole('link', { name: 'Learn about internships' }).click();
    const dialog = page.getByRole('dialog', { name: 'Internship Programme' });
    await expect(dialog).toContainText('3 to 6 months');
    await expect(dialog).toContainText('$500 per month');
    await expect(dialog.getByRole('link', { name: 'Apply for an internship' })).toHaveAttribute(
      'href',
      `mailto:${CAREERS_EMAIL}?subject=Internship%20application`,
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
    await jobs.getByRole('link', { name: /Project Coordination & Field Operations/ }).click();
    await expect(jobs.locator('li h3')).toHaveText(['Project Coordinator - Maternal Health Programme']);
    await jobs.getByRole('link', { name: 'View Details: Project Coordinator - Maternal Health Programme' }).click();
    const dialog = page.getByRole('dialog', { name: 'Project Coordinator - Maternal Health Programme' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'job dialog phone');
    await page.keyboard.press('Escape');
    await page.locator('#pathways').getByRole('link', { name: 'Learn More: Internship Programme' }).click();
    await expect(page.getByRole('dialog', { name: 'Internship Programme' })).toContainText('$500 monthly stipend');
    await expectAccessible(page, 'pathway dialog phone');
  });
});
