import { marker } from './support/content';
import { expect, test } from './support/fixtures';

/**
 * One search behaviour on every public list (lib/use-url-search.ts): typing searches after a pause,
 * without Enter, in place; the term goes into the address (replacing the history entry); the focus
 * stays in the box; emptying the box takes the term out of the address. Each list's own results are tested in its
 * page's spec; here a term that matches nothing shows each list's empty state.
 */
const LISTS = [
  { path: '/publications', box: 'Search publications by title', param: 'q' },
  { path: '/media?tab=reports#reports', box: 'Search policy briefs and reports', param: 'q' },
  { path: '/research', box: 'Search projects', param: 'q' },
  { path: '/events', box: 'Search events', param: 'q' },
  { path: '/newsletter', box: 'Search newsletters', param: 'q' },
  { path: '/training', box: 'Search students', param: 'q' },
];

for (const width of [1280, 375]) {
  test(`every public list searches as you type, in place, the same way (${width} px)`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    for (const list of LISTS) {
      await page.goto(list.path);
      const before = await page.evaluate(() => history.length);
      // A mark on the document: a full page load would lose it.
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      const term = marker('nothing');
      const box = page.getByRole('searchbox', { name: list.box });
      await box.fill(term);
      await expect(page, list.path).toHaveURL(new RegExp(`[?&]${list.param}=${term}(&|#|$)`));
      await expect(page.getByRole('heading', { name: /^No .*(found|match)/i }).first(), list.path).toBeVisible();
      await expect(box).toBeFocused();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), list.path).toBe(true);
      expect(await page.evaluate(() => history.length), list.path).toBe(before);

      await box.fill('');
      await expect(page, list.path).not.toHaveURL(new RegExp(`[?&]${list.param}=`));
      await expect(box).toHaveValue('');
    }
  });
}
