import { expect, test } from './support/fixtures';

/**
 * Icons come from one sprite (apps/web/icon-sprite.ts): each lucide icon on a page is an `<svg>` with a
 * `<use>` of a symbol of `/assets/icons-<hash>.svg`, sent once and kept (immutable), and drawn with
 * lucide's defaults from app.css.
 */
test.describe('icons', () => {
  test('the home page draws its icons from one immutable sprite that holds every symbol it names', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    // No icon is written out in full any more.
    expect(html).not.toMatch(/<svg[^>]*class="lucide[^"]*"[^>]*><(path|circle|rect|line|polyline|polygon)\b/);

    await page.goto('/');
    const icons = await page.locator('svg.lucide').evaluateAll((svgs) =>
      svgs.map((svg) => {
        const style = getComputedStyle(svg);
        return {
          href: svg.querySelector('use')?.getAttribute('href') ?? '',
          hidden: svg.getAttribute('aria-hidden'),
          labelled: svg.hasAttribute('aria-label') || svg.hasAttribute('role'),
          fill: svg.hasAttribute('fill') ? 'none' : style.fill,
          strokeWidth: svg.hasAttribute('stroke-width') ? '2px' : style.strokeWidth,
        };
      }),
    );
    expect(icons.length).toBeGreaterThan(20);
    const files = new Set(icons.map((icon) => icon.href.split('#')[0]));
    expect(files.size).toBe(1);
    const [file] = [...files];
    expect(file).toMatch(/^\/assets\/icons-[0-9a-f]+\.svg$/);

    const sprite = await page.request.get(file!);
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()['cache-control']).toContain('immutable');
    const symbols = await sprite.text();
    for (const icon of icons) {
      expect(symbols).toContain(`<symbol id="${icon.href.split('#')[1]}" viewBox=`);
      // Decorative unless labelled; lucide's defaults from app.css where the icon sets none of its own.
      if (!icon.labelled) expect(icon.hidden).toBe('true');
      expect(icon.fill).toBe('none');
      expect(icon.strokeWidth).toBe('2px');
    }
  });
});
