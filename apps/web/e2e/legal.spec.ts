import { INQUIRY_LIMITS } from '@mnch/shared';
import type { Page } from '@playwright/test';
import { accessibilityPage, legalPages, privacyPage, termsPage } from '../app/content/legal';
import { site } from '../app/content/site';
import { siteSettings } from './support/content';
import { afterRefusedSubmit, expect, expectAccessible, test } from './support/fixtures';

/**
 * The privacy notice, terms of use and accessibility statement (app/content/legal.ts), reached from the
 * footer; and validation messages written for people (packages/shared/src/schemas/human-errors.ts), on a
 * phone and on a wide screen.
 */
const WIDTHS = [1280, 375];
const FOOTER_LINKS = [
  { name: 'Privacy', page: privacyPage },
  { name: 'Terms of Use', page: termsPage },
  { name: 'Accessibility', page: accessibilityPage },
];
const LONG_FIRST_NAME = 'A'.repeat(INQUIRY_LIMITS.firstName + 1);
const FIRST_NAME_TOO_LONG = `First name must be at most ${INQUIRY_LIMITS.firstName} characters`;

async function expectNoSidewaysScroll(page: Page, context: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, context).toBeLessThanOrEqual(0);
}

/** Sends the contact form (`Write to us`) with a first name one character too long, under `subject`: the form. */
async function sendWithLongName(page: Page, subject: string) {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Write to us' });
  await form.getByLabel('First name').fill(LONG_FIRST_NAME);
  await form.getByLabel('Last name').fill('Nakato');
  await form.getByLabel('Email address').fill('amina@e2e.example.org');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Checking the message for a long name.');
  await form.getByRole('button', { name: 'Send message' }).click();
  return form;
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 900 } });

    test('the footer links to the three policy pages of the site, none to a placeholder address', async ({ page }) => {
      await page.goto('/');
      const legal = page.getByRole('contentinfo').getByRole('list', { name: 'Legal' });
      const hrefs = await page
        .getByRole('contentinfo')
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.filter((href) => /^https?:\/\/[^/]*example\.org/.test(href))).toEqual([]);

      for (const { name, page: content } of FOOTER_LINKS) {
        await page.goto('/');
        const link = legal.getByRole('link', { name, exact: true });
        await expect(link).toHaveAttribute('href', content.path);
        await expect(link).not.toHaveAttribute('target', '_blank');
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${content.path}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.intro.heading);
        await expect(page).toHaveTitle(`${content.intro.name} | ${site.shortName}`);
        await expect(page.getByRole('main')).toContainText('Last updated: 26 November 2026');
        await expect(page.locator('main time')).toHaveAttribute('datetime', '2026-11-26');
        for (const section of content.sections) {
          await expect(page.getByRole('heading', { level: 2, name: section.title, exact: true })).toBeVisible();
        }
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expectNoSidewaysScroll(page, content.path);
        await expectAccessible(page, `${content.path} at ${width} px`);
      }
    });

    test('the privacy notice says what each form collects and how to ask for removal', async ({ page, request }) => {
      // The centre's address is a site setting (admin-settings.spec.ts changes it on a server of its own).
      const email = (await siteSettings(request)).emails.general;
      await page.goto('/privacy');
      const main = page.getByRole('main');
      for (const form of [
        'Contact form',
        'Get in Touch',
        'Stay Updated',
        'Event registration',
        'Event notifications',
        'Newsletter subscription',
      ]) {
        await expect(main.getByRole('heading', { level: 3, name: form })).toBeVisible();
      }
      const removal = page.locator('#removal');
      await expect(removal.getByRole('heading', { level: 2 })).toHaveText('How to ask for access, correction or removal');
      await expect(removal.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
      await expect(main).toContainText('Data Protection and Privacy Act, 2019');
      await expect(main).toContainText('No tracking, analytics or advertising cookies');
      // The other pages' promises.
      await page.goto('/terms');
      await expect(page.locator('#no-medical-advice')).toContainText('It is not medical advice');
      await page.goto('/accessibility');
      await expect(page.getByRole('main')).toContainText('WCAG) 2.2 at level AA');
      await expect(page.locator('#report').getByRole('link', { name: email })).toBeVisible();
      // Each page links to the two others.
      const policies = page.getByRole('navigation', { name: 'Our policies' });
      for (const other of legalPages)
        await expect(policies.getByRole('link', { name: other.intro.name })).toHaveAttribute('href', other.path);
      await expect(policies.getByRole('link', { name: accessibilityPage.intro.name })).toHaveAttribute('aria-current', 'page');
    });

    test('a too long name is refused in words for people, in the browser and by the server', async ({ page }) => {
      const form = await sendWithLongName(page, 'A long name');
      await afterRefusedSubmit(page);
      await expect(form.getByText(FIRST_NAME_TOO_LONG, { exact: true })).toBeVisible();
      await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
      await expect(form).not.toContainText(/Too big|expected string|<=/);
      await expectNoSidewaysScroll(page, 'contact form error');
      await expectAccessible(page, `contact form, long name, ${width} px`);
    });
  });

  test.describe(`at ${width} px without JavaScript`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 900 }, javaScriptEnabled: false });

    test('the server refuses a too long name in words for people', async ({ page }) => {
      await sendWithLongName(page, 'A long name, no script');
      const form = page.getByRole('form', { name: 'Write to us' });
      await expect(form.getByText(FIRST_NAME_TOO_LONG, { exact: true })).toBeVisible();
      await expect(form).not.toContainText(/Too big|expected string|<=/);
      await expectAccessible(page, `contact form, long name, no script, ${width} px`);
    });
  });
}
