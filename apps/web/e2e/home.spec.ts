import type { Page } from '@playwright/test';
import { formatFigure, homeCounters, publicationStats, type Figure } from '../app/content/figures';
import type { FigureSet } from '../app/lib/figures';
import { homeIntro, homePrograms, homeProgramsCopy } from '../app/content/home';
import { createPartner } from './support/partners';
import { marker, siteFigures } from './support/content';
import { counterIncrement } from '../app/features/home/counter';
import { PROGRAM_TEXT_LIMIT } from '../app/features/home/home-constants';
import { truncate } from '../app/features/home/truncate';
import { expect, expectAccessible, test } from './support/fixtures';

// Figures come from GET /api/figures and programmes from the page's content (home.ts), not from the
// particular sample values; the carousel's partners are records these tests add themselves.
/** The number shown by one counter (the animated, visible one). */
const counter = (page: Page, label: string) => page.locator(`[data-counter="${label}"]`);
/** The site's figures (GET /api/figures), read once. */
let figures: FigureSet;
let counters: Figure[];
let COUNTERS: Array<readonly [string, string]>;
/** The counter with the largest target, which takes the most distinct steps. */
let biggest: Figure;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  figures = await siteFigures(request);
  await request.dispose();
  counters = homeCounters(figures);
  COUNTERS = counters.map((c) => [c.label, formatFigure(c)] as const);
  biggest = [...counters].sort((a, b) => b.value - a.value)[0]!;
});
/** What a counter shows at 0. */
const atZero = (c: Figure) => formatFigure({ ...c, value: 0 });

/** React has hydrated the page (the counter switches to its animated mode). */
async function waitForHydration(page: Page) {
  await expect(page.locator('#impact-counter')).toHaveAttribute('data-animate', 'true');
}

test.describe('home page', () => {
  test('renders its sections in order, accessibly, at desktop and phone widths', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(homeIntro.eyebrow!)).toBeVisible();
    const explore = page.getByRole('link', { name: 'Explore Our Work' });
    await expect(explore).toHaveAttribute('href', '/impact');
    const ids = await page.locator('main section[id]').evaluateAll((els) => els.map((el) => el.id));
    expect(ids).toEqual([
      'impact-counter',
      'vision-mission',
      'our-work',
      'programmes',
      'latest-news',
      'social-media',
      'publication-statistics',
      'partners',
    ]);
    const stats = page.locator('#publication-statistics');
    for (const stat of publicationStats(figures)) await expect(stats.getByText(formatFigure(stat), { exact: true })).toBeVisible();
    await expect(page.locator('#our-work')).toContainText(formatFigure(figures.yearsOfResearch));
    await expect(page.locator('#our-work')).toContainText(formatFigure(figures.countries));
    await expectAccessible(page, 'home desktop');

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await waitForHydration(page);
    await expectAccessible(page, 'home phone');
  });

  test('the impact counter counts up once 30% of it is visible, and never again; until then it shows the final figures', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 560 });
    await page.goto('/');
    await waitForHydration(page);
    // Out of view: the final figures, still after a while.
    await page.waitForTimeout(300);
    for (const [label, value] of COUNTERS) await expect(counter(page, label)).toHaveText(value);

    // Scroll it into view and sample the biggest counter while it runs.
    // Until it shows its final figure again after counting (however slow the machine; 30 s at most).
    const samples = await page.evaluate(
      async ({ label, final }) => {
        const el = document.querySelector(`[data-counter="${label}"]`)!;
        document.getElementById('impact-counter')!.scrollIntoView({ block: 'center' });
        const seen: string[] = [];
        const end = performance.now() + 30_000;
        while (performance.now() < end && !(seen.length > 1 && seen.at(-1) === final)) {
          const text = el.textContent ?? '';
          if (seen.at(-1) !== text) seen.push(text);
          await new Promise((r) => requestAnimationFrame(r));
        }
        return seen;
      },
      { label: biggest.label, final: formatFigure(biggest) },
    );
    expect(samples.length).toBeGreaterThan(Math.min(10, biggest.value - 1));
    expect(samples.at(-1)).toBe(formatFigure(biggest));
    expect(samples).not.toContain(atZero(biggest));
    // Steps of ceil(target / 100).
    for (const s of samples.slice(1, -1)) {
      const n = Number(s.replace(/[^\d]/g, ''));
      expect(n % counterIncrement(biggest.value)).toBe(0);
    }
    for (const [label, value] of COUNTERS) await expect(counter(page, label)).toHaveText(value);

    // Scrolling away and back does not restart it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(200);
    await page.locator('#impact-counter').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    for (const [label, value] of COUNTERS) await expect(counter(page, label)).toHaveText(value);
    // Screen readers get the final figures throughout.
    await expect(page.locator('#impact-counter dd').first()).toContainText(formatFigure(counters[0]!));
  });

  for (const width of [1280, 375]) {
    test(`a visitor who scrolls past the impact counter quickly and back never sees it at 0 (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/', { waitUntil: 'commit' });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      // Every text the counters show, from now on, while the visitor scrolls to the end and back.
      await page.evaluate(() => {
        const seen = new Set<string>();
        (window as { counterTexts?: Set<string> }).counterTexts = seen;
        const sample = () => {
          for (const el of document.querySelectorAll('[data-counter]')) seen.add(el.textContent ?? '');
          requestAnimationFrame(sample);
        };
        sample();
      });
      await page.mouse.wheel(0, 4000);
      await expect(page.locator('#impact-counter')).toHaveAttribute('data-animate', 'true');
      await page.waitForTimeout(500);
      await page.locator('#impact-counter').scrollIntoViewIfNeeded();
      for (const [label, value] of COUNTERS) await expect(counter(page, label)).toHaveText(value);
      const texts = await page.evaluate(() => [...(window as { counterTexts?: Set<string> }).counterTexts!]);
      for (const c of counters.filter((c) => c.value > 0)) expect(texts, c.label).not.toContain(atZero(c));
    });
  }

  test('with reduced motion the counter shows its final figures without animating', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 560 });
    await page.goto('/');
    await page.waitForTimeout(500);
    await page.locator('#impact-counter').scrollIntoViewIfNeeded();
    for (const [label, value] of COUNTERS) await expect(counter(page, label)).toHaveText(value);
  });

  test('programme descriptions are cut to 100 characters on a phone and 150 on a desktop', async ({ page }) => {
    await page.goto('/');
    const summaries = page.getByTestId('program-summary');
    const cut = (limit: number) => homePrograms.map((p) => truncate(p.description, limit));
    // The rule is visible only if some description is longer than the phone's limit.
    expect(homePrograms.some((p) => p.description.length > PROGRAM_TEXT_LIMIT.narrow)).toBe(true);
    await expect(summaries).toHaveText(cut(PROGRAM_TEXT_LIMIT.wide));
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(summaries).toHaveText(cut(PROGRAM_TEXT_LIMIT.narrow));
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(summaries).toHaveText(cut(PROGRAM_TEXT_LIMIT.wide));
  });

  test('Learn More opens the full text; Escape, the backdrop and Close close it; focus returns', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const [program, second, third] = homePrograms as [
      (typeof homePrograms)[number],
      (typeof homePrograms)[number],
      (typeof homePrograms)[number],
    ];
    const learnMore = page.getByRole('link', { name: `${homeProgramsCopy.learnMore}: ${program.title}` });
    await learnMore.click();
    const dialog = page.getByRole('dialog', { name: program.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(program.description);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await expectAccessible(page, 'programme dialog');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(learnMore).toBeFocused();

    await learnMore.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 8); // the backdrop
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: `${homeProgramsCopy.learnMore}: ${second.title}` }).click();
    const other = page.getByRole('dialog', { name: second.title });
    await other.getByRole('link', { name: homeProgramsCopy.close, exact: true }).click();
    await expect(other).toBeHidden();

    await page.getByRole('link', { name: `${homeProgramsCopy.learnMore}: ${third.title}` }).click();
    await page.getByRole('dialog').getByRole('link', { name: homeProgramsCopy.exploreAll.label }).click();
    await expect(page).toHaveURL(new RegExp(`${homeProgramsCopy.exploreAll.to}$`));
  });

  test('Learn More works on a phone, accessibly', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await waitForHydration(page);
    const program = homePrograms.at(-1)!;
    await page.getByRole('link', { name: `${homeProgramsCopy.learnMore}: ${program.title}` }).click();
    await expect(page.getByRole('dialog', { name: program.title })).toBeVisible();
    await expectAccessible(page, 'programme dialog phone');
    await page.mouse.click(8, 8);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('latest news shows the three newest published articles from the API', async ({ page, request, signIn }) => {
    const token = await signIn(page);
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
    const titles = [1, 2, 3, 4].map((n) => `Home news ${stamp} number ${n}`);
    for (const title of titles) {
      const res = await request.post('/api/articles', {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          title,
          category: 'Research Breakthrough',
          status: 'published',
          excerpt: `Excerpt of ${title}.`,
          content: `<p>Body of ${title}: a short story about the centre's work with mothers and newborns.</p>`,
        },
      });
      expect(res.status()).toBe(201);
    }
    const newestThree = async () =>
      ((await (await request.get('/api/articles?limit=3')).json()).articles as { title: string }[]).map((a) => a.title);
    const before = await newestThree();
    await page.goto('/');
    const after = await newestThree();
    const cards = page.locator('#latest-news article h3');
    await expect(cards).toHaveCount(3);
    const shown = await cards.allTextContents();
    // Other tests may publish at the same time: the home shows what the API calls the newest three.
    expect([JSON.stringify(before), JSON.stringify(after)]).toContain(JSON.stringify(shown));
    // The oldest of ours is never among them (three newer ones exist).
    expect(shown).not.toContain(titles[0]);
    // Ours keep their order (newest first).
    const ours = shown.filter((t) => titles.includes(t));
    expect(ours).toEqual([...ours].sort((a, b) => titles.indexOf(b) - titles.indexOf(a)));
    await expect(page.locator('#latest-news').getByRole('link', { name: shown[0] })).toHaveAttribute('href', /^\/article\//);
  });

  test('social tabs: YouTube by default, no Facebook tab, the feeds load when their tab opens', async ({ page }) => {
    let feedCalls = 0;
    page.on('request', (r) => r.url().includes('/api/social/tweets') && feedCalls++);
    await page.goto('/');
    await waitForHydration(page);
    const social = page.locator('#social-media');
    const tabs = social.getByRole('tab');
    await expect(tabs).toHaveText(['YouTube', 'Twitter']);
    const youtube = social.getByRole('tab', { name: 'YouTube' });
    await expect(youtube).toHaveAttribute('aria-selected', 'true');
    await expect(social.getByText('Facebook page coming soon!')).toBeVisible();
    expect(feedCalls).toBe(0); // the feed loads only when its tab opens

    // Keyboard: arrow keys move between tabs.
    await youtube.focus();
    await page.keyboard.press('ArrowRight');
    const twitter = social.getByRole('tab', { name: 'Twitter' });
    await expect(twitter).toHaveAttribute('aria-selected', 'true');
    await expect(social.getByText('Follow us on X for our latest updates.')).toBeVisible();
    expect(feedCalls).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('tweets'))).toBeNull();

    // The tabs are links (docs/no-script.md): hydrated, a click selects in place, the address stays.
    await expect(youtube).toHaveAttribute('href', '/#social-media');
    await youtube.click();
    await expect(youtube).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/$/);
  });

  for (const width of [1280, 375]) {
    test(`${width} px: without a configured feed or channel the social tabs are calm, not errors`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const answers: Array<{ url: string; status: number; body: unknown }> = [];
      page.on('response', async (r) => {
        if (r.url().includes('/api/social/')) answers.push({ url: r.url(), status: r.status(), body: await r.json().catch(() => null) });
      });
      await page.goto('/');
      const social = page.locator('#social-media');
      await social.scrollIntoViewIfNeeded();
      // YouTube (no channel in the test server): a card linking to the channel, no frame.
      await expect(social.getByRole('link', { name: /Visit our YouTube channel/ })).toHaveAttribute('href', /youtube\.com/);
      await expect(social.locator('iframe')).toHaveCount(0);

      await social.getByRole('tab', { name: 'Twitter' }).click();
      const panel = social.getByRole('tabpanel');
      await expect(panel.getByText('Follow us on X for our latest updates.')).toBeVisible();
      await expect(panel.getByRole('link', { name: /Follow us on X/ })).toHaveAttribute('href', /^https:\/\/x\.com\/\w+$/);
      // The API says "not configured" (200), and the tab shows no error: no alert, no red, no retry.
      expect(answers).toEqual([expect.objectContaining({ status: 200, body: { configured: false, tweets: [] } })]);
      await expect(social.getByRole('alert')).toHaveCount(0);
      await expect(social.getByText(/Failed|error/i)).toHaveCount(0);
      await expect(social.getByRole('button', { name: 'Try again' })).toHaveCount(0);
      const reds = await panel.evaluate(
        (root) =>
          [root, ...root.querySelectorAll('*')].filter((el) => {
            const { color, backgroundColor } = getComputedStyle(el);
            return [color, backgroundColor].some((c) => {
              const [r = 0, g = 0, b = 0] = (c.match(/[\d.]+/g) ?? []).map(Number);
              return r > 150 && r > g * 1.6 && r > b * 1.6;
            });
          }).length,
      );
      expect(reds).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible(page, `calm social tabs ${width}`);
    });
  }

  test('tweets come from the 15-minute localStorage cache when it holds any', async ({ page }) => {
    let feedCalls = 0;
    page.on('request', (r) => r.url().includes('/api/social/tweets') && feedCalls++);
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      const tweet = {
        id: '42',
        text: 'Cached post about kangaroo mother care',
        created_at: '2025-06-01T10:00:00.000Z',
        author: { name: 'MNCH Centre', username: 'MNCHCentre', profile_image_url: null },
      };
      localStorage.setItem('tweets', JSON.stringify({ tweets: [tweet], timestamp: Date.now() - 60_000 }));
    });
    await page.goto('/');
    await waitForHydration(page);
    const social = page.locator('#social-media');
    await social.getByRole('tab', { name: 'Twitter' }).click();
    await expect(social.getByText('Cached post about kangaroo mother care')).toBeVisible();
    await expect(social.getByRole('link', { name: /View post/ })).toHaveAttribute('href', 'https://x.com/MNCHCentre/status/42');
    expect(feedCalls).toBe(0);
    await expectAccessible(page, 'tweets list');

    // An expired cache is not used.
    await page.evaluate(() => {
      const cached = JSON.parse(localStorage.getItem('tweets')!);
      localStorage.setItem('tweets', JSON.stringify({ ...cached, timestamp: Date.now() - 900_000 }));
    });
    await page.reload();
    await waitForHydration(page);
    await social.getByRole('tab', { name: 'Twitter' }).click();
    await expect(social.getByText('Follow us on X for our latest updates.')).toBeVisible();
    expect(feedCalls).toBe(1);
  });
});

test.describe('partner carousel', () => {
  // One after another in one worker, sharing what beforeAll makes (with `fullyParallel` it would run for every test).
  test.describe.configure({ mode: 'default' });
  // The carousel's partners are records; these tests add their own and count what the page shows.
  test.beforeAll(async ({ request }) => {
    const m = marker('carousel');
    for (let i = 1; i <= 6; i++) await createPartner(request, { name: `Carousel ${i} ${m}`, inCarousel: true });
  });
  /** How many partners the carousel shows (other tests may add some too). */
  let PARTNERS = 0;
  async function countPartners(page: Page) {
    PARTNERS = await page.getByTestId('partner-slide').count();
    expect(PARTNERS).toBeGreaterThanOrEqual(6);
  }
  /** How many slides are fully inside the carousel's viewport. */
  async function slidesInView(page: Page): Promise<number> {
    return page.evaluate(() => {
      const viewport = document.querySelector('[data-testid="partner-viewport"]')!.getBoundingClientRect();
      // The card inside each slide (the slide itself carries the gutter).
      return Array.from(document.querySelectorAll('[data-testid="partner-slide"] > article')).filter((card) => {
        const r = card.getBoundingClientRect();
        return r.left >= viewport.left - 2 && r.right <= viewport.right + 2;
      }).length;
    });
  }
  const current = (page: Page) => page.locator('#partners').locator('button[aria-current="true"]');
  /** The accessible name of the n-th dot. */
  const dot = (n: number) => `Show partner ${n} of ${PARTNERS}`;

  for (const [width, perView] of [
    [1280, 3],
    [800, 2],
    [375, 1],
  ] as const) {
    test(`shows ${perView} partner(s) at a time at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await waitForHydration(page);
      await page.locator('#partners').scrollIntoViewIfNeeded();
      await page.getByTestId('partner-viewport').hover(); // no sliding while measuring
      await countPartners(page);
      await expect.poll(() => slidesInView(page)).toBe(perView);
      if (width === 375) await expectAccessible(page, 'carousel phone');
    });
  }

  test('dots jump, previous and next step and wrap', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const partners = page.locator('#partners');
    await partners.scrollIntoViewIfNeeded();
    await partners.hover(); // pauses the automatic sliding
    await countPartners(page);
    await expect(partners.getByRole('button', { name: new RegExp(`Show partner \\d+ of ${PARTNERS}`) })).toHaveCount(PARTNERS);
    await expect(current(page)).toHaveAccessibleName(dot(1));

    const middle = Math.ceil(PARTNERS / 2);
    await partners.getByRole('button', { name: dot(middle) }).click();
    await expect(current(page)).toHaveAccessibleName(dot(middle));
    await partners.getByRole('button', { name: 'Next partner' }).click();
    await expect(current(page)).toHaveAccessibleName(dot(middle + 1));
    await partners.getByRole('button', { name: 'Previous partner' }).click();
    await partners.getByRole('button', { name: 'Previous partner' }).click();
    await expect(current(page)).toHaveAccessibleName(dot(middle - 1));

    await partners.getByRole('button', { name: dot(1) }).click();
    await partners.getByRole('button', { name: 'Previous partner' }).click();
    await expect(current(page)).toHaveAccessibleName(dot(PARTNERS));
    await partners.getByRole('button', { name: 'Next partner' }).click();
    await expect(current(page)).toHaveAccessibleName(dot(1));
    await expectAccessible(page, 'carousel');
  });

  test('advances by itself every 5 seconds, but not while hovered or paused', async ({ page }) => {
    test.setTimeout(45_000);
    await page.goto('/');
    await waitForHydration(page);
    const partners = page.locator('#partners');
    await partners.scrollIntoViewIfNeeded();
    await countPartners(page);
    await page.mouse.move(2, 2);
    const index = async () => Number(/Show partner (\d+)/.exec((await current(page).getAttribute('aria-label')) ?? '')![1]);
    const start = await index();
    await expect.poll(index, { timeout: 7000 }).toBe((start % PARTNERS) + 1);

    // Hovered: stays.
    await partners.getByTestId('partner-viewport').hover();
    const hovered = await index();
    await page.waitForTimeout(5600);
    expect(await index()).toBe(hovered);

    // The pause button stops it even without the pointer over it.
    await partners.getByRole('button', { name: 'Pause automatic sliding' }).click();
    await page.mouse.move(2, 2);
    await page.waitForTimeout(5600);
    expect(await index()).toBe(hovered);
    await partners.getByRole('button', { name: 'Start automatic sliding' }).click();
    await page.mouse.move(2, 2);
    await expect.poll(index, { timeout: 7000 }).toBe((hovered % PARTNERS) + 1);
  });

  test('does not move by itself for visitors who prefer reduced motion', async ({ page }) => {
    test.setTimeout(30_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const partners = page.locator('#partners');
    await partners.scrollIntoViewIfNeeded();
    await countPartners(page);
    await page.mouse.move(2, 2);
    await expect(partners.getByRole('button', { name: 'Pause automatic sliding' })).toHaveCount(0);
    await page.waitForTimeout(6000);
    await expect(current(page)).toHaveAccessibleName(dot(1));
    await partners.getByRole('button', { name: 'Next partner' }).click();
    await expect(current(page)).toHaveAccessibleName(dot(2));
  });
});
