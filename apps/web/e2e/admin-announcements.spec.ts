import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { startTestSmtp, type TestSmtp } from '../../api/test/support/smtp';
import { expect, expectAccessible, test as base } from './support/fixtures';
import { adminToken, createArticle } from './support/content';
import { startServer, type RunningServer } from './support/server';
import { unique } from './support/admin-helpers';

/**
 * Sending a newsletter issue to the subscribers from the back office (docs/behaviour/mail.md "Announcing
 * an issue"). This branch has no route that makes a confirmed subscriber (double opt-in is another
 * module's), so the spec runs its own server: started once to create the database, stopped, the
 * subscribers written into its PGlite folder, then started again with a real SMTP server (the API
 * tests' one), so the progress can be followed to the end.
 */
const CONFIRMED = 3;

interface Setup {
  server: RunningServer;
  smtp: TestSmtp;
}

const test = base.extend<{ setup: Setup }, { workerSetup: Setup }>({
  workerSetup: [
    async ({}, use) => {
      const smtp = await startTestSmtp();
      const first = await startServer();
      expect(await first.stop('SIGTERM')).toBe(0);
      const db = await PGlite.create({ dataDir: path.join(first.dataDir, 'db'), extensions: { pg_trgm } });
      try {
        const row = (status: string) => [
          `reader-${randomBytes(4).toString('hex')}@mail.example.org`,
          status,
          randomBytes(24).toString('base64url'),
        ];
        for (const values of [...Array.from({ length: CONFIRMED }, () => row('confirmed')), row('pending'), row('unsubscribed')]) {
          await db.query(`insert into subscribers (email, status, source, unsubscribe_token) values ($1, $2, 'footer', $3)`, values);
        }
      } finally {
        await db.close();
      }
      const server = await startServer({
        dataDir: first.dataDir,
        env: { SMTP_URL: smtp.url, MAIL_FROM: 'MNCH Centre <no-reply@e2e.example.org>' },
      });
      await use({ server, smtp });
      await server.stop('SIGTERM');
      await smtp.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  setup: async ({ workerSetup }, use) => use(workerSetup),
  baseURL: async ({ workerSetup }, use) => use(workerSetup.server.url),
});

for (const width of [1280, 375]) {
  test(`sends a published issue to the confirmed subscribers and follows the progress (${width} px)`, async ({
    page,
    signIn,
    request,
    setup,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    const token = await adminToken(request);
    const title = unique('Issue to send');
    const draftTitle = unique('Draft issue');
    await createArticle(request, token, { kind: 'newsletter', title, content: '/uploads/pdfs/issue.pdf', excerpt: 'News from the field' });
    await createArticle(request, token, { kind: 'newsletter', title: draftTitle, content: '/uploads/pdfs/draft.pdf', status: 'draft' });

    await page.goto('/admin/newsletters');
    // A draft has no send button.
    await page.getByRole('button', { name: `View ${draftTitle}` }).click();
    const draft = page.getByRole('dialog', { name: draftTitle });
    await expect(draft.getByRole('link', { name: /Open the newsletter/ })).toBeVisible();
    await expect(draft.getByRole('button', { name: /Send to/ })).toHaveCount(0);
    await draft.getByRole('button', { name: 'Close dialog' }).click();

    await page.getByRole('button', { name: `View ${title}` }).click();
    const view = page.getByRole('dialog', { name: title });
    await expect(view.getByText(`Not sent yet. ${CONFIRMED} subscribers confirmed.`)).toBeVisible();
    await expectAccessible(page, 'newsletter view with the send button');

    // By keyboard: the button opens the confirmation, Escape closes it, nothing is sent.
    const send = view.getByRole('button', { name: 'Send to subscribers' });
    await send.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Send to subscribers' });
    await expect(confirm.getByText(`Send issue '${title}' to ${CONFIRMED} subscribers?`)).toBeVisible();
    await expectAccessible(page, 'send confirmation');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    expect(
      (
        await (
          await request.get(`/api/newsletters/${await idOf(request, token, title)}/announcement`, {
            headers: { Authorization: `Bearer ${token}` },
          })
        ).json()
      ).announcement,
    ).toBeNull();

    await send.click();
    await confirm.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText(`The issue is being sent to ${CONFIRMED} subscribers`)).toBeVisible();
    await expect(confirm).toBeHidden();
    // Refreshed every few seconds while messages wait, until every one is sent.
    await expect(view.getByTestId('announcement-progress')).toHaveText(`Sent ${CONFIRMED} of ${CONFIRMED}`, { timeout: 30_000 });
    const again = view.getByRole('button', { name: 'Send to new subscribers' });
    await expect(again).toBeDisabled();
    await expect(view.getByText('Every confirmed subscriber already has this issue.')).toBeVisible();
    await expectAccessible(page, 'newsletter view after sending');
    expect(setup.smtp.messages.filter((m) => m.subject === `Newsletter: ${title}`)).toHaveLength(CONFIRMED);
  });
}

async function idOf(request: import('@playwright/test').APIRequestContext, token: string, title: string): Promise<number> {
  const res = await request.get(`/api/articles/newsletters?search=${encodeURIComponent(title)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { newsletters: Array<{ id: number }> }).newsletters[0]!.id;
}
