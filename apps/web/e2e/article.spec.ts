import { adminToken, auth, createArticle, marker, uploadPdf } from './support/content';
import { expect, expectAccessible, test } from './support/fixtures';

test.describe('article page', () => {
  test('shows a published article with its meta, sanitised content, tags, share and more news', async ({ page, request, context }) => {
    const token = await adminToken(request);
    const id = marker('art');
    const other = await createArticle(request, token, { title: `Other news ${id}` });
    const article = await createArticle(request, token, {
      title: `Midwives lead ${id}`,
      excerpt: `Excerpt ${id}`,
      author: 'Communications Desk',
      tags: ['Midwifery', `tag-${id}`],
      content: `<h2>What changed</h2><p>Teams met monthly.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">`,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    const res = await page.goto(`/article/${article.slug}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Midwives lead ${id}`);
    await expect(page.getByText(`Excerpt ${id}`)).toBeVisible();
    await expect(page.getByText('By Communications Desk')).toBeVisible();
    await expect(page.getByText(/\d+ min read/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What changed' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
    await expect(page.getByRole('list', { name: 'Tags' }).getByText(`tag-${id}`)).toBeVisible();

    // More news lists other articles, never this one.
    const more = page.getByRole('region', { name: 'More news' });
    await expect(more.getByRole('heading', { name: `Other news ${id}` })).toBeVisible();
    await expect(more.getByText(`Midwives lead ${id}`)).toHaveCount(0);
    await expectAccessible(page, 'article');

    // Share: a disclosure of share links; with scripts, Copy link copies the article's address.
    await page.locator('summary', { hasText: 'Share article' }).click();
    await expect(page.getByRole('list', { name: 'Share on' }).getByRole('link', { name: 'Email' })).toBeVisible();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^http://[^/]+/article/${article.slug}$`));
    await expect(page.getByText('Copying the link needs JavaScript')).toBeHidden();

    // The page is served as islands: More news opens the next article with a page load.
    await more
      .getByRole('link', { name: new RegExp(`Other news ${id}`) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/article/${other.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Other news ${id}`);
    await page.getByRole('link', { name: 'Back to News' }).click();
    await expect(page).toHaveURL(/\/media#news$/);
  });

  test('counts a reader once a day: two visitors count twice, one visitor reloading counts once', async ({ browser, request }) => {
    // Pages are rendered on the server, whose loaders call the API from the loopback with Node's user
    // agent: the count must still tell the page's visitors apart (apps/api/src/plugins/visitors.ts).
    const token = await adminToken(request);
    const article = await createArticle(request, token, { title: `Counted once ${marker('rc')}` });
    const readCount = async () => {
      const res = await request.get(`/api/articles/${article.id}`, { headers: auth(token) }); // staff reads are not counted
      return (await res.json()).readCount as number;
    };
    const visit = async (userAgent: string, times: number) => {
      const context = await browser.newContext({ userAgent, baseURL: process.env.E2E_BASE_URL });
      try {
        const page = await context.newPage();
        for (let i = 0; i < times; i++) {
          const res = i === 0 ? await page.goto(`/article/${article.slug}`) : await page.reload();
          expect(res?.status()).toBe(200);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
        }
      } finally {
        await context.close();
      }
    };
    // A page served from the page cache counts its read in memory, written within seconds with the
    // reads around it (apps/api/src/modules/articles/service.ts, `flushReads`): the counts are awaited.
    // Reloads counted wrongly reach the database no later than Visitor B's read: the count would never be 2.
    expect(await readCount()).toBe(0);
    await visit('Mozilla/5.0 (X11; Linux x86_64) Visitor-A', 3);
    await expect.poll(readCount).toBe(1);
    await visit('Mozilla/5.0 (X11; Linux x86_64) Visitor-B', 1);
    await expect.poll(readCount).toBe(2);
  });

  test('an unknown slug answers 404 with the not-found state and Back to News; phone width', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const res = await page.goto('/article/no-such-article-anywhere');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');
    await expect(page.getByText("The article you're looking for doesn't exist")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to News' })).toHaveAttribute('href', '/media#news');
    await expectAccessible(page, 'article not found');
  });

  test('a newsletter issue (a PDF) offers the document viewer and a download', async ({ page, request }) => {
    const token = await adminToken(request);
    const pdf = await uploadPdf(request, token, 'issue.pdf');
    const issue = await createArticle(request, token, { kind: 'newsletter', title: `Issue ${marker('n')}`, content: pdf });
    await page.goto(`/article/${issue.slug}`);
    await expect(page.getByRole('heading', { name: 'This issue is a document' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download', exact: true })).toHaveAttribute('href', pdf);
    await page.getByRole('link', { name: 'Read in the viewer' }).click();
    await expect(page).toHaveURL(/\/pdf-viewer\?url=/);
    expect(new URL(page.url()).searchParams.get('title')).toBe(issue.title);
  });

  test('drafts are not public', async ({ page, request }) => {
    const token = await adminToken(request);
    const draft = await createArticle(request, token, { title: `Draft ${marker('d')}`, status: 'draft' });
    const res = await page.goto(`/article/${draft.slug}`);
    expect(res?.status()).toBe(404);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    for (const width of [1280, 375]) {
      test(`Share opens links that share the article by mail and to the networks; Copy link says it needs scripts (${width} px)`, async ({
        page,
        request,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        const token = await adminToken(request);
        const article = await createArticle(request, token, { title: `Shared without scripts ${marker('nsh')}` });
        await page.goto(`/article/${article.slug}`);
        const links = page.getByRole('list', { name: 'Share on' });
        await expect(links).toBeHidden();
        await page.locator('summary', { hasText: 'Share article' }).click();
        await expect(links).toBeVisible();
        const address = new RegExp(`^http://[^/]+/article/${article.slug}$`);
        // Only the page's public address and title go into the links.
        const mail = new URL((await links.getByRole('link', { name: 'Email' }).getAttribute('href'))!);
        expect(mail.protocol).toBe('mailto:');
        expect(mail.searchParams.get('subject')).toBe(article.title);
        const [subject, body] = mail.searchParams.get('body')!.split('\n');
        expect(subject).toBe(article.title);
        expect(body).toMatch(address);
        for (const [name, host, param] of [
          ['Facebook', 'www.facebook.com', 'u'],
          ['X', 'twitter.com', 'url'],
          ['LinkedIn', 'www.linkedin.com', 'url'],
        ] as const) {
          const link = links.getByRole('link', { name: new RegExp(`^${name}`) });
          await expect(link).toHaveAttribute('target', '_blank');
          const href = new URL((await link.getAttribute('href'))!);
          expect(href.host).toBe(host);
          expect(href.searchParams.get(param)).toMatch(address);
        }
        expect(new URL((await links.getByRole('link', { name: /^WhatsApp/ }).getAttribute('href'))!).searchParams.get('text')).toBe(
          `${article.title} ${body}`,
        );
        await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
        await expect(page.getByText('Copying the link needs JavaScript')).toBeVisible();
        await expectAccessible(page, `share without scripts ${width}`);
      });
    }
  });
});
