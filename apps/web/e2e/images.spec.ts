import { rmSync } from 'node:fs';
import { PUBLIC_PAGES } from '@mnch/shared';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { startServer, type RunningServer } from './support/server';

/**
 * What Lighthouse checks of the public pages' images, fonts and embeds (issue 9), on a server of its
 * own with the sample content (its gallery images are stored with their resized WebP copies) and a
 * YouTube channel configured.
 */
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer({ env: { SEED_SAMPLE_CONTENT: 'true', YOUTUBE_CHANNEL_ID: 'UCe2eChannel0000000000000' } });
});
test.afterAll(async () => {
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

interface ImageFacts {
  src: string;
  /** The width and height attributes, else the inline style's pixel sizes (how Leaflet sizes map tiles). */
  width: string | null;
  height: string | null;
  srcset: string | null;
  sizes: string | null;
  loading: string | null;
}

const imagesOf = (page: Page) =>
  page.locator('img').evaluateAll((imgs) =>
    imgs.map((img) => ({
      src: img.getAttribute('src') ?? '',
      width: img.getAttribute('width') ?? (/^\d+px$/.test(img.style.width) ? parseInt(img.style.width, 10).toString() : null),
      height: img.getAttribute('height') ?? (/^\d+px$/.test(img.style.height) ? parseInt(img.style.height, 10).toString() : null),
      srcset: img.getAttribute('srcset'),
      sizes: img.getAttribute('sizes'),
      loading: img.getAttribute('loading'),
    })),
  );

/** Every image reserves its space (width and height), and an uploaded one offers its resized copies. */
function checkImages(images: ImageFacts[], where: string) {
  for (const img of images) {
    const what = `${where}: ${img.src.slice(0, 80)}`;
    expect(Number(img.width), `${what} width`).toBeGreaterThan(0);
    expect(Number(img.height), `${what} height`).toBeGreaterThan(0);
    if (img.src.startsWith('/uploads/images/')) {
      expect(img.srcset, `${what} srcset`).toMatch(/\.webp \d+w/);
      expect(img.sizes, `${what} sizes`).toBeTruthy();
    }
  }
}

async function firstArticlePath(): Promise<string> {
  const body = (await (await fetch(`${server.url}/api/articles?page=1&limit=1`)).json()) as { articles: Array<{ slug: string }> };
  return `/article/${body.articles[0]!.slug}`;
}

test.describe('images, fonts and embeds of the public pages', () => {
  test('every <img> has width and height; uploaded images have a srcset of their WebP copies', async ({ page }) => {
    let uploads = 0;
    for (const path of [...PUBLIC_PAGES, await firstArticlePath(), '/media#gallery']) {
      await page.goto(server.url + path);
      const images = await imagesOf(page);
      checkImages(images, path);
      uploads += images.filter((i) => i.src.startsWith('/uploads/images/')).length;
    }
    // The sample gallery is on the media page: the check above really looked at uploaded images.
    expect(uploads).toBeGreaterThanOrEqual(12);

    // The gallery's lightbox shows the large copy with the same attributes.
    await page.goto(`${server.url}/media#gallery`);
    await page.getByRole('list', { name: 'Gallery images' }).getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('img')).toBeVisible();
    checkImages(await imagesOf(page), 'lightbox');
    await expect(dialog.locator('img')).toHaveAttribute('srcset', /-400\.webp 400w, \/uploads\/images\/.+ 1200w$/);
  });

  test('fonts come from this site, declared with font-display: swap; the Latin face is preloaded', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'font' || /fonts\.(googleapis|gstatic)\.com/.test(req.url())) fonts.push(req.url());
    });
    await page.goto(`${server.url}/about`);
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.length).toBeGreaterThan(0);
    for (const url of fonts) expect(new URL(url).origin, url).toBe(server.url);

    // In the server's HTML the stylesheet is the first thing <head> asks for, then the Latin font,
    // ahead of the scripts' modulepreload links (the browser requests them in that order).
    const head = /<head>([\s\S]*?)<\/head>/.exec(await (await fetch(`${server.url}/about`)).text())![1]!;
    const links = [...head.matchAll(/<link [^>]*rel="(stylesheet|preload|modulepreload)"[^>]*>/g)].map((m) => m[0]);
    expect(links[0]).toMatch(/rel="stylesheet" href="\/assets\/app-[\w-]+\.css"/);
    expect(links[1]).toMatch(/rel="preload" href="\/assets\/inter-latin-wght-normal-[\w-]+\.woff2" as="font" type="font\/woff2" crossorigin="anonymous"/);
    expect(links.slice(2).every((l) => l.includes('rel="modulepreload"'))).toBe(true);

    const sheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    const faces: string[] = [];
    for (const href of sheets) {
      const css = await (await fetch(href)).text();
      faces.push(...(css.match(/@font-face\s*\{[^}]*\}/g) ?? []));
    }
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) {
      expect(face, face.slice(0, 120)).toMatch(/font-display:\s*swap/);
      expect(face, face.slice(0, 120)).not.toMatch(/url\((["']?)(https?:)?\/\//);
    }
  });

  test('the home page asks nothing of YouTube until play is pressed, then embeds the channel', async ({ page, externalRequests }) => {
    await page.goto(server.url);
    const social = page.locator('#social-media');
    await social.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await expect(social.locator('iframe')).toHaveCount(0);
    expect(externalRequests.filter((u) => /youtube|ytimg|google/.test(u))).toEqual([]);
    await expectAccessible(page, 'YouTube facade');

    await social.getByRole('button', { name: /Play our latest videos/ }).click();
    const frame = social.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/videoseries\?list=UUe2eChannel0000000000000&autoplay=1$/);
    await expect(frame).toHaveAttribute('title', /YouTube channel/);
    await expect.poll(() => externalRequests.some((u) => u.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
  });

  test('the public pages raise no Content-Security-Policy violation', async ({ page }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportViolation: (v: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
      );
    });
    for (const path of ['/', '/about', '/media', '/events', '/contact', await firstArticlePath()]) {
      await page.goto(server.url + path);
      await page.waitForLoadState('networkidle');
      expect(violations, path).toEqual([]);
    }
  });
});
