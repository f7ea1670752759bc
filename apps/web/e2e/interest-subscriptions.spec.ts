import { MESSAGES } from '@mnch/shared';
import { expect, expectAccessible, test } from './support/fixtures';
import { subscribersNamed } from './support/content';

/**
 * The interest subscriptions of issue 35 (docs/behaviour/subscribers.md "Interests"): the careers page's
 * talent network subscribes to new job ads (Careers) and answers on /jobs, with and without scripts, at
 * 1280 and 375 px. (Stay Updated and the event notifications: get-involved.spec.ts, events.spec.ts,
 * no-js-forms.spec.ts.)
 */
const SHOTS = process.env.SUBS_SHOTS_DIR;

for (const width of [1280, 375]) {
  for (const scripts of [true, false]) {
    test.describe(`talent network at ${width} px ${scripts ? 'with' : 'without'} scripts`, () => {
      test.use({ javaScriptEnabled: scripts, viewport: { width, height: 900 } });

      test('subscribes to Careers and answers on /jobs', async ({ page, request }) => {
        const local = `talent-${width}-${scripts ? 'js' : 'nojs'}-${Date.now()}`;
        const email = `${local}@e2e.example.org`;
        await page.goto('/jobs?talent=1#talent-network');
        const dialog = page.getByRole('dialog', { name: /talent network/i });
        await expect(dialog).toBeVisible();
        const form = dialog.getByRole('form', { name: 'Join our talent network' });
        await form.getByLabel('Email address').fill('not-an-address');
        if (!scripts) {
          await form.getByLabel('Email address').evaluate((el) => el.removeAttribute('type'));
          await form.getByRole('button', { name: 'Subscribe' }).click();
          await expect(page).toHaveURL(/\/jobs\?talent=1/);
          await expect(page.getByRole('dialog').getByRole('status')).not.toBeEmpty();
        }
        await page.getByRole('dialog').getByLabel('Email address').fill(email);
        await page.getByRole('dialog').getByRole('button', { name: 'Subscribe' }).click();
        await expect(page.getByRole('dialog').getByRole('status')).toContainText(MESSAGES.subscribe.success);
        await expect(page).toHaveURL(/\/jobs\?/);
        expect(decodeURIComponent(page.url())).not.toContain(local);
        await expect
          .poll(async () => (await subscribersNamed(request, local)).filter((s) => s.email === email))
          .toEqual([expect.objectContaining({ status: 'pending', source: 'careers', interests: ['Careers'] })]);
        await expectAccessible(page, `talent network sent ${width} ${scripts}`);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/talent-${width}-${scripts ? 'js' : 'nojs'}.png` });
      });
    });
  }
}
