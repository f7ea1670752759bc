import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken } from './support/content';
import { expect, expectAccessible, test } from './support/fixtures';

/**
 * The projects list on /research against the real API. Tests run in parallel on one shared server, so
 * every test creates its own projects with a unique marker and searches for it.
 */

let seq = 0;
const marker = () =>
  `zq${Date.now().toString(36)}${process.pid.toString(36)}${(seq++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface NewProject {
  title: string;
  description?: string;
  category: 'research' | 'innovation' | 'training' | 'policy';
  status?: 'active' | 'completed' | 'paused';
  tags?: string[];
  teamMembers?: string[];
  startDate?: string;
  endDate?: string;
  geographicalScope?: string;
  progress?: number;
}

async function createProject(
  request: APIRequestContext,
  token: string,
  p: NewProject,
): Promise<{ id: number; title: string; slug: string }> {
  const res = await request.post('/api/projects', {
    headers: { Authorization: `Bearer ${token}` },
    data: { description: `<p>About ${p.title}.</p>`, ...p },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).project;
}

/** Three projects: two ongoing (research, training), one completed (policy). */
async function createSet(request: APIRequestContext) {
  const m = marker();
  const token = await adminToken(request);
  const [alpha, bravo, charlie] = await Promise.all([
    createProject(request, token, {
      title: `Alpha ${m} newborn care`,
      description: `<p>Improving <strong>newborn care</strong> in district hospitals through mentorship, supervision and data use across the region.</p><ul><li>Mentorship desc${m}</li></ul>`,
      category: 'research',
      status: 'active',
      tags: [m, 'newborn', 'quality', 'mentorship'],
      teamMembers: ['Coordinator', 'Research assistant', 'Data officer'],
      startDate: '2024-01-01',
      endDate: '2024-12-31',
      geographicalScope: 'Testville district',
      progress: 40,
    }),
    createProject(request, token, { title: `Bravo ${m} policy`, category: 'policy', status: 'completed', tags: [m] }),
    createProject(request, token, { title: `Charlie ${m} training`, category: 'training', status: 'active', tags: [m], progress: 10 }),
  ]);
  return { m, token, alpha, bravo, charlie };
}

const projectList = (page: Page) => page.getByRole('list', { name: 'Research projects' });
const cards = (page: Page) => projectList(page).locator('article');
const statusNav = (page: Page) => page.getByRole('navigation', { name: 'Project status' });
const statusLink = (page: Page, label: string) => statusNav(page).getByRole('link', { name: new RegExp(`^${label}`) });

test.describe('research projects', () => {
  test('search, status counts that agree with the badges, category filter, URL and back button', async ({ page, request }) => {
    const { m } = await createSet(request);
    await page.goto(`/research?q=${m}`);
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByRole('status').filter({ hasText: 'Showing 3 of 3 projects' })).toBeVisible();
    await expect(statusLink(page, 'All')).toHaveText(/All\s*3/);
    await expect(statusLink(page, 'Ongoing')).toHaveText(/Ongoing\s*2/);
    await expect(statusLink(page, 'Completed')).toHaveText(/Completed\s*1/);
    await expect(statusLink(page, 'Paused')).toHaveCount(0);
    // The counts agree with the badges on the cards.
    await expect(cards(page).filter({ hasText: 'Ongoing' })).toHaveCount(2);
    await expect(cards(page).filter({ hasText: 'Completed' })).toHaveCount(1);
    await expectAccessible(page, 'research list');

    await statusLink(page, 'Ongoing').click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${m}&status=active`));
    await expect(cards(page)).toHaveCount(2);
    await expect(statusLink(page, 'Ongoing')).toHaveAttribute('aria-current', 'true');
    for (const card of await cards(page).all()) await expect(card).toContainText('Ongoing');

    await statusLink(page, 'Completed').click();
    await expect(page).toHaveURL(/status=completed/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(`Bravo ${m}`);
    await expectAccessible(page, 'completed filter');

    await statusLink(page, 'All').click();
    await expect(cards(page)).toHaveCount(3);
    const categories = page.getByRole('navigation', { name: 'Project category' });
    await categories.getByRole('link', { name: 'Training' }).click();
    await expect(page).toHaveURL(/category=training/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(`Charlie ${m}`);
    // Counts follow the search and category.
    await expect(statusLink(page, 'All')).toHaveText(/All\s*1/);
    await expect(statusLink(page, 'Completed')).toHaveText(/Completed\s*0/);

    // The back button walks back through the filters.
    await page.goBack();
    await expect(page).not.toHaveURL(/category=/);
    await expect(cards(page)).toHaveCount(3);
    await page.goBack();
    await expect(page).toHaveURL(/status=completed/);
    await expect(cards(page)).toHaveCount(1);
  });

  test('typing in the search box searches title, description and tags and puts the term in the URL', async ({ page, request }) => {
    const { m } = await createSet(request);
    await page.goto('/research');
    const box = page.getByRole('searchbox', { name: 'Search projects' });
    await box.fill(m);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${m}`));
    await expect(cards(page)).toHaveCount(3);
    // A word only in one description (markup is not matched, the text is).
    await box.fill(`${m} newborn care`);
    await expect(cards(page)).toHaveCount(1);
    // A word that is only in a description (inside markup); Enter searches at once.
    await box.fill(`desc${m}`);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]q=desc${m}`));
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(`Alpha ${m}`);
    await expectAccessible(page, 'search results');
  });

  test('a card shows the preview, duration, scope, participants, two tags and +N more, and a progress bar', async ({ page, request }) => {
    const { alpha, bravo } = await createSet(request);
    await page.goto(`/research?q=${encodeURIComponent(alpha.title)}`);
    const card = cards(page).first();
    await expect(card.getByRole('heading', { name: alpha.title })).toBeVisible();
    await expect(card).toContainText('Improving newborn care in district hospitals through mentorship, supervision and...');
    await expect(card).toContainText('365 days');
    await expect(card).toContainText('Testville district');
    await expect(card).toContainText('3 participants');
    const tags = card.getByRole('list', { name: 'Tags' }).getByRole('listitem');
    await expect(tags).toHaveCount(3);
    await expect(tags.nth(1)).toHaveText('newborn');
    await expect(tags.nth(2)).toHaveText('+2 more');
    await expect(card.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '40');

    await page.goto(`/research?q=${encodeURIComponent(bravo.title)}`);
    await expect(cards(page).first().getByRole('progressbar')).toHaveCount(0);
    await expect(cards(page).first()).toContainText('0 participants');
  });

  test("View Details opens the project's page at its slug; its old address answers 301", async ({ page, request }) => {
    const { alpha } = await createSet(request);
    await page.goto(`/research?q=${encodeURIComponent(alpha.title)}`);
    await cards(page)
      .first()
      .getByRole('link', { name: `View Details: ${alpha.title}` })
      .click();
    expect(alpha.slug).toMatch(/^alpha-[a-z0-9]+-newborn-care$/);
    await expect(page).toHaveURL(new RegExp(`/research/${alpha.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(alpha.title);
    await expect(page.getByRole('main')).toContainText('Ongoing');
    await expect(page.getByRole('main')).toContainText('365 days');
    await expect(page.getByRole('main').locator('.prose-content strong')).toHaveText('newborn care');
    await expect(page.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
    await expectAccessible(page, 'project article');
    await page.getByRole('link', { name: 'Back to Projects' }).click();
    await expect(page).toHaveURL(/\/research#projects$/);

    // The address projects had before slugs (/article/{anything}?project={id}) leads to the page.
    const old = await request.get(`/article/whatever?project=${alpha.id}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/research/${alpha.slug}`);
    // A missing project is not found, at either address.
    expect((await page.goto('/article/whatever?project=999999999'))?.status()).toBe(404);
    const res = await page.goto('/research/no-such-project-anywhere');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project not found');
  });

  test('Bookmark toggles, is announced and survives a reload', async ({ page, request }) => {
    const { alpha } = await createSet(request);
    await page.goto(`/research?q=${encodeURIComponent(alpha.title)}`);
    const bookmark = cards(page)
      .first()
      .getByRole('button', { name: `Bookmark: ${alpha.title}` });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(`Bookmarked "${alpha.title}"`)).toBeVisible();
    await expectAccessible(page, 'bookmarked');
    await page.reload();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText(`Removed "${alpha.title}" from your bookmarks.`)).toBeVisible();
    await page.reload();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  });

  test('Share copies the link without the Web Share API, and uses it when present', async ({ page, request }) => {
    const { alpha } = await createSet(request);
    await page.addInitScript(() => {
      const w = window as unknown as { __copied?: string; __shared?: unknown };
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: async (text: string) => void (w.__copied = text) },
        configurable: true,
      });
    });
    await page.goto(`/research?q=${encodeURIComponent(alpha.title)}`);
    await cards(page)
      .first()
      .getByRole('link', { name: `Share: ${alpha.title}` })
      .click();
    await expect(page.getByText('Link copied to clipboard')).toBeVisible();
    const copied = await page.evaluate(() => (window as unknown as { __copied?: string }).__copied);
    expect(copied).toMatch(new RegExp(`^http://[^/]+/research/${alpha.slug}$`));
    await expectAccessible(page, 'share toast');

    await page.addInitScript(() => {
      const w = window as unknown as { __shared?: unknown };
      Object.defineProperty(Navigator.prototype, 'share', { value: async (data: unknown) => void (w.__shared = data), configurable: true });
    });
    await page.reload();
    await cards(page)
      .first()
      .getByRole('link', { name: `Share: ${alpha.title}` })
      .click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared?: { title: string; url: string } }).__shared))
      .toMatchObject({ title: alpha.title, url: expect.stringMatching(new RegExp(`/research/${alpha.slug}$`)) });
  });

  test('each page of the list is one server page, its links keep it in the URL, and back returns', async ({ page, request }) => {
    const m = marker();
    const token = await adminToken(request);
    for (let i = 0; i < 12; i++) {
      await createProject(request, token, { title: `Load ${m} ${String(i).padStart(2, '0')}`, category: 'research', tags: [m] });
    }
    await page.goto(`/research?q=${m}`);
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByText('Showing 1-10 of 12 projects')).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Project pages' });
    await pages.getByRole('link', { name: 'Next page' }).click();
    // Page 2 shows only its own projects: newest first, the two oldest; focus moves to the first.
    await expect(page).toHaveURL(new RegExp(`[?&]q=${m}&page=2`));
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByText('Showing 11-12 of 12 projects')).toBeVisible();
    await expect(cards(page).nth(0)).toContainText(`Load ${m} 01`);
    await expect(
      cards(page)
        .nth(0)
        .getByRole('link', { name: `Load ${m} 01`, exact: true }),
    ).toBeFocused();
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page, 'page 2');
    await page.goBack();
    await expect(cards(page)).toHaveCount(10);

    // The server answers one page too, and a page past the last is a small answer that links back.
    const second = await request.get(`/research?q=${m}&page=2`);
    expect((await second.text()).match(/View Details: Load /g)).toHaveLength(2);
    await page.goto(`/research?q=${m}&page=40`);
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No projects on this page' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the last page' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=2`));
    await expect(cards(page)).toHaveCount(2);
  });

  test('No Projects Found with Reset Filters', async ({ page }) => {
    await page.goto(`/research?q=${marker()}-nothing&status=completed`);
    await expect(page.getByRole('heading', { name: 'No Projects Found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or search criteria')).toBeVisible();
    await expectAccessible(page, 'no projects');
    await page.getByRole('link', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL(/\/research#projects$/);
    await expect(page.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('');
    await expect(statusLink(page, 'All')).toHaveAttribute('aria-current', 'true');
  });

  test('phone: filters, cards and details work at 375 px', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const { m, alpha } = await createSet(request);
    await page.goto(`/research?q=${m}`);
    await expect(cards(page)).toHaveCount(3);
    await statusLink(page, 'Ongoing').click();
    await expect(cards(page)).toHaveCount(2);
    await expectAccessible(page, 'phone research');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await cards(page)
      .filter({ hasText: alpha.title })
      .getByRole('link', { name: `View Details: ${alpha.title}` })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(alpha.title);
    await expectAccessible(page, 'phone project article');
  });
});

test.describe('research projects without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const width of [1280, 375]) {
    test(`Bookmark is not offered; Share is a link to the project's share links (${width} px)`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 800 });
      const { alpha } = await createSet(request);
      await page.goto(`/research?q=${encodeURIComponent(alpha.title)}`);
      const card = cards(page).first();
      await expect(card.getByRole('link', { name: `View Details: ${alpha.title}` })).toBeVisible();
      await expect(card.getByRole('button', { name: `Bookmark: ${alpha.title}` })).toBeHidden();
      const share = card.getByRole('link', { name: `Share: ${alpha.title}` });
      await expect(share).toHaveAttribute('href', `/research/${alpha.slug}#share`);
      await expectAccessible(page, `research cards without scripts ${width}`);
      await share.click();
      await expect(page).toHaveURL(new RegExp(`/research/${alpha.slug}#share$`));
      // The browser opens the disclosure to show the links the address targets.
      const links = page.getByRole('list', { name: 'Share on' });
      await expect(links).toBeVisible();
      await expect(links).toBeInViewport();
      const mail = new URL((await links.getByRole('link', { name: 'Email' }).getAttribute('href'))!);
      expect(mail.searchParams.get('subject')).toBe(alpha.title);
      expect(mail.searchParams.get('body')).toMatch(new RegExp(`/research/${alpha.slug}$`));
      await expect(page.getByText('Copying the link needs JavaScript')).toBeVisible();
      await expectAccessible(page, `project share without scripts ${width}`);
    });
  }
});
