import { E2E_ADMIN, expect, expectAccessible, test } from './support/fixtures';
import { apiJson, unique } from './support/admin-helpers';
import { createArticle } from './support/content';

interface PublicationBody {
  publication: { id: number; title: string; status: string };
}

/** A token shaped like the app's, already expired: the page must not trust it. */
function expiredToken(): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', name: 'Esther Admin', email: 'admin@example.org', role: 'admin', iat: now - 7200, exp: now - 3600 })}.x`;
}

test.describe('previews of unpublished items', () => {
  test('an admin previews a scheduled article in the public layout; a visitor gets 404 for the same link', async ({
    page,
    signIn,
    request,
    browser,
  }) => {
    const token = await signIn(page);
    const title = unique('Preview of a scheduled story');
    const scheduledDate = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const content = '<p>Midwives in Jinja opened a new birth waiting home.</p>';
    const article = await createArticle(request, token, { title, category: 'Partnership', content, status: 'scheduled', scheduledDate });
    expect((await request.get(`/article/${article.slug}`)).status()).toBe(404);

    // From the back office: the view dialog links to the preview.
    await page.goto(`/admin/articles?search=${encodeURIComponent(title)}`);
    await page.getByRole('button', { name: `View ${title}` }).click();
    const link = page.getByRole('dialog', { name: title }).getByRole('link', { name: /Preview on the website/ });
    await expect(link).toHaveAttribute('href', `/preview/article/${article.id}`);

    const response = await page.goto(`/preview/article/${article.id}`);
    // The server never renders a preview (it has no staff token) and never lets it be kept or indexed.
    expect(response?.status()).toBe(404);
    expect(response?.headers()['cache-control']).toBe('no-store');
    expect(response?.headers()['x-robots-tag']).toContain('noindex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Midwives in Jinja opened a new birth waiting home.')).toBeVisible();
    const notice = page.getByRole('complementary', { name: 'Preview' });
    await expect(notice).toContainText('This article is scheduled to go live on');
    await expect(page.getByRole('banner')).toBeVisible();
    await expectAccessible(page, 'article preview');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(notice).toBeVisible();
    await expectAccessible(page, 'article preview at 375 px');

    // The same link for a visitor: the not-found page, and no request for the item.
    const visitor = await (await browser.newContext({ baseURL: process.env.E2E_BASE_URL })).newPage();
    const asked: string[] = [];
    visitor.on('request', (r) => r.url().includes('/api/articles') && asked.push(r.url()));
    const anonymous = await visitor.goto(`/preview/article/${article.id}`);
    expect(anonymous?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
    await expect(visitor.getByText(title)).toHaveCount(0);
    expect(asked).toEqual([]);
    await visitor.context().close();
  });

  test('a publication in review previews as its card, with Cite', async ({ page, signIn, request }) => {
    const token = await signIn(page);
    const title = unique('Preview of a draft paper');
    const { publication } = await apiJson<PublicationBody>(request, token, 'post', '/api/publications', {
      title,
      authors: ['A. Nakato'],
      type: 'Journal Article',
      year: 2026,
      status: 'in review',
      abstract: '<p>Cord care in Busoga.</p>',
    });
    await page.goto(`/preview/publication/${publication.id}`);
    await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText('This publication is in review');
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    await page.getByRole('link', { name: /Cite/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'publication preview with the cite dialog');
  });

  test('with an ended session the preview asks to sign in, then comes back to it', async ({ page, request, signIn }) => {
    const token = await signIn(page);
    const title = unique('Preview after sign-in');
    const article = await createArticle(request, token, { title, category: 'Partnership', content: '<p>Draft body.</p>', status: 'draft' });
    const context = await page.context().browser()!.newContext({ baseURL: process.env.E2E_BASE_URL });
    const stale = await context.newPage();
    await stale.goto('/about');
    await stale.evaluate((t) => window.localStorage.setItem('accessToken', t), expiredToken());
    await stale.goto(`/preview/article/${article.id}`);
    await expect(stale.getByRole('heading', { level: 1, name: 'Your session has ended' })).toBeVisible();
    await expect(stale.getByText(title)).toHaveCount(0);
    await expectAccessible(stale, 'preview, session ended');
    await stale.getByRole('link', { name: 'Sign in' }).click();
    await expect(stale).toHaveURL(/\/login\?/);
    await stale.getByLabel('Email address').fill(E2E_ADMIN.email);
    await stale.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await stale.getByRole('button', { name: 'Sign In' }).click();
    await expect(stale).toHaveURL(new RegExp(`/preview/article/${article.id}$`));
    await expect(stale.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(stale.getByRole('complementary', { name: 'Preview' })).toContainText('This article is a draft.');
    await context.close();
  });
});
