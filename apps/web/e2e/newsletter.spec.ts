import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN, expect, expectAccessible, test } from './support/fixtures';
import { PNG_BYTES } from './support/admin-helpers';
import { DOCX_MIME, docxWithParagraphs } from './support/documents';
import { subscribersNamed } from './support/content';

/**
 * The newsletter page against the real API. Tests share one server, so each dataset carries a unique
 * marker (in its tags) and the tests search for it.
 */

let seq = 0;
const marker = () =>
  `nl${Date.now().toString(36)}${process.pid.toString(36)}${(seq++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const DAY = 86_400_000;

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.tokens.accessToken as string;
}

/** A small, valid one-page PDF (so the viewer renders it without errors). */
function makePdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    (() => {
      const stream = `BT /F1 14 Tf 20 100 Td (${text}) Tj ET`;
      return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
    })(),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

async function uploadPdf(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.post('/api/upload/single', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name: 'issue.pdf', mimeType: 'application/pdf', buffer: makePdf('Sample newsletter issue') } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.url as string;
}

const CATEGORIES = ['Research Breakthrough', 'Program Expansion', 'Partnership', 'Award', 'Press Release', 'Event'] as const;

interface Issue {
  id: number;
  title: string;
  category: string;
}

/**
 * `count` newsletters tagged with a fresh marker, issue 1 the oldest. Titles "Issue NN <marker>";
 * categories cycle through CATEGORIES (issue 1 Research Breakthrough, issue 2 Program Expansion...).
 */
async function createIssues(request: APIRequestContext, count: number) {
  const m = marker();
  const token = await adminToken(request);
  const pdf = await uploadPdf(request, token);
  const base = Date.now() - (count + 2) * DAY;
  const issues: Issue[] = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const n = String(i + 1).padStart(2, '0');
      const title = `Issue ${n} ${m}`;
      const category = CATEGORIES[i % CATEGORIES.length]!;
      const res = await request.post('/api/articles', {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          kind: 'newsletter',
          title,
          category,
          excerpt: `Summary of issue ${n}.`,
          content: pdf,
          tags: [m, `tag${n}`],
          status: 'scheduled',
          scheduledDate: new Date(base + i * DAY).toISOString(),
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      const { article } = await res.json();
      const put = await request.put(`/api/articles/${article.id}`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { status: 'published', scheduledDate: null },
      });
      expect(put.status(), await put.text()).toBe(200);
      return { id: article.id as number, title, category };
    }),
  );
  return { m, token, pdf, issues };
}

const archive = (page: Page) => page.getByRole('list', { name: 'Newsletter archive' });
const cards = (page: Page) => archive(page).getByTestId('newsletter-card');
const cardTitles = (page: Page) => cards(page).locator('h3');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Newsletter archive pages' });
const chips = (page: Page) => page.getByRole('navigation', { name: 'Newsletter categories' });

test.describe('newsletter archive', () => {
  test('most popular puts the most read issues first, on the server', async ({ page, request }) => {
    const { m, issues } = await createIssues(request, 3);
    // A visitor counts once a day, so each read comes from another browser (user agent); the test server
    // lets the loopback count as that many (COUNTED_AGENTS_PER_ADDRESS in e2e/support/server.ts).
    const read = async (id: number, times: number) => {
      for (let i = 0; i < times; i++) {
        const res = await request.get(`/api/articles/${id}`, { headers: { 'user-agent': `Reader ${i} (${m})` } });
        expect(res.status()).toBe(200);
      }
    };
    await read(issues[0]!.id, 3);
    await read(issues[2]!.id, 1);
    await page.goto(`/newsletter?q=${m}`);
    await expect(cardTitles(page)).toHaveText([`Issue 03 ${m}`, `Issue 02 ${m}`, `Issue 01 ${m}`]);
    await page.getByLabel('Sort by').selectOption('popular');
    await expect(page).toHaveURL(/sort=popular/);
    await expect(cardTitles(page)).toHaveText([`Issue 01 ${m}`, `Issue 03 ${m}`, `Issue 02 ${m}`]);
  });

  test('search, page window, previous/next, sort oldest first, chips and reset to page 1', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { m } = await createIssues(request, 46);
    await page.goto(`/newsletter?q=${m}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(cards(page)).toHaveCount(9);
    await expect(page.getByRole('status').filter({ hasText: 'Showing 1-9 of 46 issues' })).toBeVisible();
    // Newest first.
    await expect(cardTitles(page).first()).toHaveText(`Issue 46 ${m}`);
    await expect(cardTitles(page).nth(8)).toHaveText(`Issue 38 ${m}`);

    // Page window of 5 plus previous/next.
    await expect(pager(page).getByRole('link', { name: /^Page \d+$/ })).toHaveText(['1', '2', '3', '4', '5']);
    await expect(pager(page).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await pager(page).getByRole('link', { name: 'Page 4' }).click();
    await expect(page).toHaveURL(/page=4/);
    await expect(pager(page).getByRole('link', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    await expect(pager(page).getByRole('link', { name: /^Page \d+$/ })).toHaveText(['2', '3', '4', '5', '6']);
    await expect(cardTitles(page).first()).toHaveText(`Issue 19 ${m}`);
    await pager(page).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=5/);
    await pager(page).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=6/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cardTitles(page).first()).toHaveText(`Issue 01 ${m}`);
    await expect(pager(page).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await pager(page).getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/page=5/);

    // Sorting goes back to page 1; oldest first reads the archive from the other end, on the server.
    await page.getByLabel('Sort by').selectOption('oldest');
    await expect(page).toHaveURL(/sort=oldest/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(cardTitles(page).first()).toHaveText(`Issue 01 ${m}`);
    await expect(cardTitles(page).nth(8)).toHaveText(`Issue 09 ${m}`);
    await pager(page).getByRole('link', { name: 'Page 5' }).click();
    await expect(cardTitles(page).first()).toHaveText(`Issue 37 ${m}`);
    await pager(page).getByRole('link', { name: 'Page 6' }).click();
    await expect(cardTitles(page)).toHaveText([`Issue 46 ${m}`]);
    await pager(page).getByRole('link', { name: 'Page 2' }).click();
    await expect(cardTitles(page).first()).toHaveText(`Issue 10 ${m}`);

    // A chip resets to page 1 and keeps search and sort. Issues 2, 8, 14, ... 44 are Program Expansion (8 issues).
    await chips(page).getByRole('link', { name: 'Program News' }).click();
    await expect(page).toHaveURL(/category=program-news/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(chips(page).getByRole('link', { name: 'Program News' })).toHaveAttribute('aria-current', 'true');
    await expect(cards(page)).toHaveCount(8);
    await expect(cardTitles(page).first()).toHaveText(`Issue 02 ${m}`);
    await expect(cards(page).first()).toContainText('Program News');

    // Every chip filters on the server.
    const expected: Record<string, number> = {
      'All Newsletters': 46,
      'Research Updates': 8,
      'Program News': 8,
      'Policy Briefs': 7,
      Partnerships: 8,
      'Awards & Recognition': 8,
    };
    for (const [label, total] of Object.entries(expected)) {
      await chips(page).getByRole('link', { name: label, exact: true }).click();
      await expect(chips(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'true');
      await expect(page.getByRole('status').filter({ hasText: `of ${total} issues` })).toBeVisible();
    }

    // Typing a search from page 2 goes back to page 1.
    await chips(page).getByRole('link', { name: 'All Newsletters' }).click();
    await pager(page).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await page.getByRole('searchbox', { name: 'Search newsletters' }).fill(`tag07`);
    await expect(page).toHaveURL(/[?&]q=tag07/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(cardTitles(page)).toContainText([`Issue 07 ${m}`]);

    // Nothing found: a message and a way back.
    await page.getByRole('searchbox', { name: 'Search newsletters' }).fill(`${m}-nothing`);
    await expect(page.getByRole('heading', { name: 'No newsletters found' })).toBeVisible();
    await expectAccessible(page, 'empty archive');
    await page.getByRole('link', { name: 'Show all newsletters' }).click();
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(cards(page).first()).toBeVisible();
  });

  test('hero counts come from the API; favourites persist; preview; view in the viewer and download', async ({ page, request }) => {
    const { m, pdf, issues } = await createIssues(request, 3);
    const before = (await (await request.get('/api/articles/newsletters?limit=1')).json()).pagination.total as number;
    await page.goto(`/newsletter?q=${m}`);
    const after = (await (await request.get('/api/articles/newsletters?limit=1')).json()).pagination.total as number;
    const figure = page
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: 'Issues published' }) })
      .locator('dd');
    const shown = Number((await figure.textContent())?.replace(/,/g, ''));
    expect(shown).toBeGreaterThanOrEqual(before);
    expect(shown).toBeLessThanOrEqual(after);
    await expect(page.getByText('Issues published')).toBeVisible();
    await expect(page.getByTestId('featured-issue')).toBeVisible();
    await expectAccessible(page, 'newsletter page');

    // Favourites: toggled, announced and kept after a reload.
    const card = cards(page).filter({ hasText: `Issue 02 ${m}` });
    const heart = card.getByRole('button', { name: `Add to favourites: Issue 02 ${m}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(`Added "Issue 02 ${m}" to your favourites`)).toBeVisible();
    await page.reload();
    await expect(
      cards(page)
        .filter({ hasText: `Issue 02 ${m}` })
        .getByRole('button', { name: /Add to favourites/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('newsletterFavorites'))) ?? '[]') as string[];
    expect(stored).toContain(String(issues[1]!.id));

    // Preview: a dialog with the summary and the same actions; Escape closes it and focus returns.
    const previewButton = cards(page)
      .filter({ hasText: `Issue 02 ${m}` })
      .getByRole('link', { name: `Preview: Issue 02 ${m}` });
    await previewButton.click();
    const dialog = page.getByRole('dialog', { name: `Issue 02 ${m}` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Summary of issue 02.');
    await expect(dialog).toContainText('#tag02');
    await expect(dialog.getByRole('button', { name: /favourites/ })).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page, 'preview dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(previewButton).toBeFocused();

    // Download: the PDF itself.
    const downloadLink = cards(page)
      .filter({ hasText: `Issue 03 ${m}` })
      .getByRole('link', { name: /^Download/ });
    await expect(downloadLink).toHaveAttribute('href', pdf);
    const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()]);
    expect(download.suggestedFilename()).toBe(`Issue-03-${m}.pdf`);
    const file = await request.get(pdf);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');

    // View: the in-page viewer with the document and its title.
    await cards(page)
      .filter({ hasText: `Issue 03 ${m}` })
      .getByRole('link', { name: /^View/ })
      .click();
    await expect(page).toHaveURL(/\/pdf-viewer\?url=/);
    const url = new URL(page.url());
    expect(url.searchParams.get('url')).toBe(pdf);
    expect(url.searchParams.get('title')).toBe(`Issue 03 ${m}`);
    await expect(page.getByText(`Issue 03 ${m}`).first()).toBeVisible();
  });

  test('an issue shows its featured image; a Word issue opens in the site viewer', async ({ page, request }) => {
    const token = await adminToken(request);
    const m = marker();
    const upload = async (kind: string, name: string, mimeType: string, buffer: Buffer) => {
      const res = await request.post(`/api/upload/${kind}`, {
        headers: { Authorization: `Bearer ${token}` },
        multipart: { file: { name, mimeType, buffer } },
      });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()).data.url as string;
    };
    const image = await upload('single', 'cover.png', 'image/png', PNG_BYTES);
    const docx = await upload('document', 'issue.docx', DOCX_MIME, docxWithParagraphs([`Word issue ${m} opens here.`]));
    const title = `Word issue ${m}`;
    const res = await request.post('/api/articles', {
      headers: { Authorization: `Bearer ${token}` },
      data: { kind: 'newsletter', status: 'published', category: 'Partnership', title, content: docx, featured_image: image },
    });
    expect(res.status(), await res.text()).toBe(201);

    await page.goto(`/newsletter?q=${m}`);
    const card = cards(page).filter({ hasText: title });
    await expect(card.locator('img')).toHaveAttribute('src', new RegExp(image.replace(/\.\w+$/, '')));
    await expect(card.getByText('Word', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: `Download: ${title} (Word)` })).toHaveAttribute('href', docx);
    await card.getByRole('link', { name: `View: ${title}`, exact: true }).click();
    await expect(page).toHaveURL(/\/pdf-viewer\?url=/);
    await expect(page.getByText(`Word issue ${m} opens here.`)).toBeVisible();
  });

  test('subscribe modal: required fields, success, stored as a subscriber, the same message when already subscribed', async ({
    page,
    request,
  }) => {
    await page.goto('/newsletter');
    await page.locator('#main-content').getByRole('link', { name: 'Subscribe', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to our newsletter' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'subscribe dialog');
    await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByLabel(/^Email address/)).toHaveAttribute('aria-invalid', 'true');

    const local = marker();
    const email = `${local}@example.org`;
    await dialog.getByLabel(/^Email address/).fill(email);
    await dialog.getByLabel(/^Full name/).fill('Test Reader');
    await dialog.getByLabel(/^Organization/).fill('Test Org');
    await dialog.getByLabel('Program Updates').check();
    await dialog.getByLabel('Event Announcements').check();
    await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(page.getByText('Check your inbox to confirm', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    const stored = () => subscribersNamed(request, local);
    const expected = [
      expect.objectContaining({ email, name: 'Test Reader', status: 'pending', source: 'newsletter', organization: 'Test Org' }),
    ];
    expect(await stored()).toEqual(expected);

    // The same address again: the same success message, fields cleared when it opens again, nothing changed.
    await page.getByRole('link', { name: 'Subscribe to the newsletter' }).click();
    await expect(dialog.getByLabel(/^Email address/)).toHaveValue('');
    await dialog.getByLabel(/^Email address/).fill(email);
    await dialog.getByLabel(/^Full name/).fill('Another Name');
    await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Check your inbox to confirm', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/already subscribed/i)).toHaveCount(0);
    expect(await stored()).toEqual(expected);
  });

  test('phone: chips, search, cards and the preview at 375 px', async ({ page, request }) => {
    const { m } = await createIssues(request, 2);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/newsletter?q=${m}`);
    await expect(cards(page)).toHaveCount(2);
    await chips(page).getByRole('link', { name: 'Research Updates' }).click();
    await expect(cardTitles(page)).toHaveText([`Issue 01 ${m}`]);
    await expectAccessible(page, 'phone newsletter');
    await cards(page)
      .first()
      .getByRole('link', { name: /^Preview/ })
      .click();
    await expect(page.getByRole('dialog', { name: `Issue 01 ${m}` })).toBeVisible();
    await expectAccessible(page, 'phone preview');
    await page.getByRole('dialog').getByRole('link', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
