import type { APIRequestContext, Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { DOCX_MIME, docxWithParagraphs, pdfWithText } from './support/documents';
import { E2E_ADMIN, expect, expectAccessible, test, waitForHydration } from './support/fixtures';

async function upload(request: APIRequestContext, name: string, mimeType: string, buffer: Buffer): Promise<string> {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const token = (await login.json()).data.tokens.accessToken as string;
  const res = await request.post('/api/upload/document', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name, mimeType, buffer } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.url as string;
}

const viewer = (url: string, title?: string) =>
  `/pdf-viewer?url=${encodeURIComponent(url)}${title ? `&title=${encodeURIComponent(title)}` : ''}`;

/**
 * Drawing a page loads pdf.js and its worker (about 1.7 MB of script) and rasterises the page: on a
 * loaded two-core machine that has taken over the default 10 s, so these waits get 30 s.
 */
const DRAWN = { timeout: 30_000 };

const zoomLevel = (page: Page) => page.getByRole('toolbar', { name: 'Document tools', exact: true }).getByTestId('zoom-level');

test.describe('document viewer', () => {
  // One after another in one worker, sharing what beforeAll makes (with `fullyParallel` it would run for every test).
  test.describe.configure({ mode: 'default' });
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const pageTexts = Array.from({ length: 12 }, (_, i) => `Viewer test ${stamp} page ${i + 1}`);
  let pdfUrl = '';
  let docxUrl = '';

  /** The viewer is at /pdf-viewer?url=<the test document>, titled `title`, and shows its 12 pages. */
  async function expectViewerOfUrl(page: Page, title: string) {
    const address = new URL(page.url());
    expect(address.pathname).toBe('/pdf-viewer');
    expect(address.searchParams.get('url')).toBe(pdfUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('page-count')).toHaveText('12 pages');
    await expect(page.locator('[data-page="1"]').locator('.textLayer')).toContainText(pageTexts[0]!, DRAWN);
  }

  test.beforeAll(async ({ request }) => {
    pdfUrl = await upload(request, `viewer-${stamp}.pdf`, 'application/pdf', pdfWithText(pageTexts));
    docxUrl = await upload(
      request,
      `viewer-${stamp}.docx`,
      DOCX_MIME,
      docxWithParagraphs([`Annual report ${stamp}`, 'Mothers and newborns in every district.']),
    );
  });

  test('renders a PDF in the page: text, canvas, page count, lazy pages, title cut to 50 characters', async ({ page }) => {
    const longTitle = 'Quarterly report on maternal and newborn health in the Busoga region 2025';
    await page.goto(viewer(pdfUrl, longTitle));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${longTitle.slice(0, 50)}...`);
    await expect(page.getByTestId('page-count')).toHaveText('12 pages');

    const first = page.locator('[data-page="1"]');
    await expect(first).toHaveAttribute('data-drawn', 'true', DRAWN);
    await expect(first.locator('.textLayer')).toContainText(pageTexts[0]!);
    // The canvas carries ink, not just a white page.
    const inked = await first.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
      const ctx = canvas.getContext('2d')!;
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 3]! > 0) dark++;
      return { width: canvas.width, dark };
    });
    expect(inked.width).toBeGreaterThan(200);
    expect(inked.dark).toBeGreaterThan(50);

    // Long documents: far pages are drawn only when they scroll into view.
    const last = page.locator('[data-page="12"]');
    await expect(last).not.toHaveAttribute('data-drawn', 'true');
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute('data-drawn', 'true', DRAWN);
    await expect(last.locator('.textLayer')).toContainText(pageTexts[11]!);
    await expectAccessible(page, 'pdf shown');
  });

  test('zoom buttons step by 25% between 50% and 300% and stop at the limits; Ctrl shortcuts', async ({ page }) => {
    await page.goto(viewer(pdfUrl, 'Zoom test'));
    const tools = page.getByRole('toolbar', { name: 'Document tools', exact: true });
    const zoomIn = tools.getByRole('button', { name: 'Zoom in' });
    const zoomOut = tools.getByRole('button', { name: 'Zoom out' });
    const first = page.locator('[data-page="1"] .pdf-page');
    await expect(page.locator('[data-page="1"]')).toHaveAttribute('data-drawn', 'true', DRAWN);
    await expect(zoomLevel(page)).toHaveText('100%');
    const width100 = (await first.boundingBox())!.width;

    await zoomIn.click();
    await expect(zoomLevel(page)).toHaveText('125%');
    await expect.poll(async () => Math.round((await first.boundingBox())!.width)).toBe(Math.round(width100 * 1.25));

    await zoomOut.click();
    await zoomOut.click();
    await expect(zoomLevel(page)).toHaveText('75%');
    await zoomOut.click();
    await expect(zoomLevel(page)).toHaveText('50%');
    await expect(zoomOut).toBeDisabled();
    await expect(zoomIn).toBeEnabled();

    // Ctrl + '+' / '-' / '0'.
    await page.keyboard.press('Control+Equal');
    await expect(zoomLevel(page)).toHaveText('75%');
    await page.keyboard.press('Control+Minus');
    await expect(zoomLevel(page)).toHaveText('50%');
    await page.keyboard.press('Control+0');
    await expect(zoomLevel(page)).toHaveText('100%');

    for (let i = 0; i < 8; i++) await page.keyboard.press('Control+Equal');
    await expect(zoomLevel(page)).toHaveText('300%');
    await expect(zoomIn).toBeDisabled();
    await page.keyboard.press('Control+Equal');
    await expect(zoomLevel(page)).toHaveText('300%');
    await expect.poll(async () => Math.round((await first.boundingBox())!.width)).toBe(Math.round(width100 * 3));

    // The percentage button resets to 100%.
    await tools.getByRole('button', { name: /Zoom level 300%/ }).click();
    await expect(zoomLevel(page)).toHaveText('100%');
    await expectAccessible(page, 'pdf zoomed');
  });

  test('back goes to / when there is no history', async ({ page }) => {
    await page.goto(viewer(pdfUrl, 'No history'));
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('download link and fullscreen', async ({ page }) => {
    await page.goto(viewer(pdfUrl, 'Download test'));
    const tools = page.getByRole('toolbar', { name: 'Document tools', exact: true });
    const download = tools.getByRole('link', { name: 'Download' });
    await expect(download).toHaveAttribute('href', pdfUrl);
    await expect(download).toHaveAttribute('download', /\.pdf$/);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);

    await tools.getByRole('button', { name: 'Enter fullscreen' }).click();
    await expect(tools.getByRole('button', { name: 'Exit fullscreen' })).toBeVisible();
    expect(await page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await tools.getByRole('button', { name: 'Exit fullscreen' }).click();
    await expect(tools.getByRole('button', { name: 'Enter fullscreen' })).toBeVisible();
  });

  test('back goes one step back in history when there is one', async ({ page }) => {
    await page.goto('/about');
    // A full page load from a link on the site (as a report link opens the viewer).
    await page.evaluate((href) => (window.location.href = href), viewer(pdfUrl, 'History test'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('History test');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('renders a Word document (.docx) as HTML, with zoom', async ({ page }) => {
    await page.goto(viewer(docxUrl, 'Annual report'));
    const doc = page.locator('article.docx-body');
    await expect(doc).toContainText(`Annual report ${stamp}`);
    await expect(doc).toContainText('Mothers and newborns in every district.');
    await expect(page.getByText('Word document')).toBeVisible();
    await page.getByRole('toolbar', { name: 'Document tools', exact: true }).getByRole('button', { name: 'Zoom in' }).click();
    await expect(zoomLevel(page)).toHaveText('125%');
    expect(await doc.evaluate((el) => getComputedStyle(el).zoom)).toBe('1.25');
    await expectAccessible(page, 'docx shown');
  });

  test('a DOCX zip bomb (100 MB of word/document.xml) gets "too large to show here" and the download, and the tab stays responsive', async ({
    page,
  }) => {
    // The upload API refuses such a file now; the test serves one itself, as a file stored before the check would be.
    const bomb = Buffer.from(
      zipSync(
        {
          '[Content_Types].xml': strToU8('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
          'word/document.xml': new Uint8Array(100 * 1024 * 1024).fill(0x61),
        },
        { level: 1 },
      ),
    );
    const bombUrl = `/uploads/documents/bomb-${stamp}.docx`;
    await page.route(`**${bombUrl}`, (route) => route.fulfill({ status: 200, contentType: DOCX_MIME, body: bomb }));
    await page.goto(viewer(bombUrl, 'Bomb'));
    await expect(page.getByText('This document is too large to show here.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Preview not available' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Download' })).toHaveAttribute('href', bombUrl);
    expect(await page.evaluate(() => document.querySelectorAll('article.docx-body').length)).toBe(0);
    await expectAccessible(page, 'docx too large');
  });

  test("missing and unsupported addresses show the viewer's error messages", async ({ page }) => {
    await page.goto('/pdf-viewer');
    await expect(page.getByRole('heading', { name: 'Failed to load PDF' })).toBeVisible();
    await expect(page.getByText('No document URL provided')).toBeVisible();
    await expectAccessible(page, 'no url');

    await page.goto(viewer('/uploads/images/photo.png'));
    await expect(page.getByText('Unsupported file format. Only PDF and DOCX are allowed.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
  });

  test('a PDF that is not there: Failed to load PDF with the message, Try Again loads again', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    const missing = `/uploads/documents/missing-${stamp}.pdf`;
    let gets = 0;
    page.on('request', (r) => r.url().endsWith(missing) && r.method() === 'GET' && gets++);
    await page.goto(viewer(missing, 'Missing'));
    await expect(page.getByRole('heading', { name: 'Failed to load PDF' })).toBeVisible();
    await expect(page.getByText(/not found \(error 404\)/)).toBeVisible();
    await expect.poll(() => warnings).toContain('Document not accessible (404)');
    await expectAccessible(page, 'load error');
    expect(gets).toBe(1);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect.poll(() => gets).toBe(2);
    await expect(page.getByRole('heading', { name: 'Failed to load PDF' })).toBeVisible();
  });

  test('relative upload paths without a leading slash are resolved against the site', async ({ page }) => {
    await page.goto(viewer(pdfUrl.replace(/^\//, ''), 'Relative'));
    await expect(page.getByTestId('page-count')).toHaveText('12 pages');
  });

  for (const width of [1280, 375]) {
    test(`the address as a path, /pdf-viewer/<address>, opens the document as ?url= does (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/pdf-viewer${pdfUrl}?title=${encodeURIComponent('Path address')}`);
      await expectViewerOfUrl(page, 'Path address');
    });
  }

  for (const width of [1280, 375]) {
    test(`the address encoded whole as a path, /pdf-viewer/%2Fuploads%2F..., opens the document, not a 404 (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const response = await page.goto(`/pdf-viewer/${encodeURIComponent(pdfUrl)}?title=${encodeURIComponent('Encoded address')}`);
      expect(response?.status()).toBe(200);
      await expectViewerOfUrl(page, 'Encoded address');
    });
  }

  test('an old Word document (.doc) gets the fallback with a Download button', async ({ page }) => {
    await page.goto(viewer(`/uploads/documents/old-${stamp}.doc`, 'Old document'));
    await expect(page.getByRole('heading', { name: 'Preview not available' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      `/uploads/documents/old-${stamp}.doc`,
    );
    await expectAccessible(page, 'doc fallback');
  });

  test('a PDF that cannot be drawn shows the fallback after 2 seconds', async ({ page, request }) => {
    const broken = await upload(
      request,
      `broken-${stamp}.pdf`,
      'application/pdf',
      Buffer.from('%PDF-1.4\nthis is not a pdf\n%%EOF\n', 'latin1'),
    );
    await page.goto(viewer(broken, 'Broken'));
    const started = Date.now();
    await expect(page.getByRole('heading', { name: 'PDF Preview Not Available' })).toBeVisible({ timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThan(1500);
    await expect(page.getByText("Your browser doesn't support embedded PDF viewing")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', broken);
  });

  test('phone: a bottom toolbar with zoom and download', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(viewer(pdfUrl, 'Phone test'));
    await expect(page.locator('[data-page="1"]')).toHaveAttribute('data-drawn', 'true', DRAWN);
    const header = page.getByRole('toolbar', { name: 'Document tools', exact: true });
    await expect(header.getByRole('button', { name: 'Zoom in' })).toBeHidden();
    await expect(header.getByRole('link', { name: 'Download' })).toBeHidden();
    const bottom = page.getByRole('toolbar', { name: 'Document tools (bottom)' });
    await expect(bottom).toBeVisible();
    const box = (await bottom.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(700);
    await bottom.getByRole('button', { name: 'Zoom in' }).click();
    await expect(bottom.getByTestId('zoom-level')).toHaveText('125%');
    await expect(bottom.getByRole('link', { name: 'Download' })).toHaveAttribute('href', pdfUrl);
    // The page fits the phone's width at 100%.
    await bottom.getByRole('button', { name: /Zoom level/ }).click();
    const pageBox = (await page.locator('[data-page="1"] .pdf-page').boundingBox())!;
    expect(pageBox.width).toBeLessThanOrEqual(375);
    await expectAccessible(page, 'phone viewer');

    await page.setViewportSize({ width: 1024, height: 740 });
    await expect(bottom).toBeHidden();
  });
});

test('the home page never loads pdf.js or mammoth', async ({ page }) => {
  const scripts: string[] = [];
  const bodies: Promise<string>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(res.url())) {
      scripts.push(res.url());
      bodies.push(res.text().catch(() => ''));
    }
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const preloads = await page
    .locator('link[rel="modulepreload"], script[src]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? ''));
  for (const url of [...scripts, ...preloads]) expect(url).not.toMatch(/pdf|mammoth/i);
  for (const body of await Promise.all(bodies)) {
    expect(body).not.toContain('GlobalWorkerOptions');
    expect(body).not.toContain('convertToHtml');
  }
  expect(scripts.length).toBeGreaterThan(0);
});

test.describe('document viewer without JavaScript', () => {
  // One after another in one worker, sharing what beforeAll makes (with `fullyParallel` it would run for every test).
  test.describe.configure({ mode: 'default' });
  test.use({ javaScriptEnabled: false });
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  let pdfUrl = '';
  let docxUrl = '';

  test.beforeAll(async ({ request }) => {
    pdfUrl = await upload(request, `noscript-${stamp}.pdf`, 'application/pdf', pdfWithText([`No script ${stamp}`]));
    docxUrl = await upload(request, `noscript-${stamp}.docx`, DOCX_MIME, docxWithParagraphs([`No script ${stamp}`]));
  });

  for (const width of [1280, 375]) {
    test(`a PDF: no "Loading document...", but the browser's own viewer and the download; Back is a link home (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(viewer(pdfUrl, 'Annual report'));
      const main = page.getByRole('main');
      await expect(main.getByText('The viewer needs JavaScript')).toBeVisible();
      for (const loading of await page.getByText('Loading document...').all()) await expect(loading).toBeHidden();
      const open = main.getByRole('link', { name: "Open in the browser's viewer" });
      await expect(open).toHaveAttribute('href', pdfUrl);
      await expect(main.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', pdfUrl);
      await expect(main.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('download', /\.pdf$/);
      await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
      await expectAccessible(page, `pdf without scripts ${width}`);
      // The link opens the file itself, which the browser shows in its own viewer.
      const file = await page.request.get(new URL(pdfUrl, page.url()).toString());
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toContain('application/pdf');
    });

    test(`a Word document: the download, no browser viewer link (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(viewer(docxUrl, 'Word report'));
      const main = page.getByRole('main');
      await expect(main.getByText('The viewer needs JavaScript')).toBeVisible();
      for (const loading of await page.getByText('Loading document...').all()) await expect(loading).toBeHidden();
      await expect(main.getByRole('link', { name: 'Download', exact: true })).toHaveAttribute('href', docxUrl);
      await expect(main.getByRole('link', { name: "Open in the browser's viewer" })).toHaveCount(0);
      await expectAccessible(page, `docx without scripts ${width}`);
    });
  }
});
