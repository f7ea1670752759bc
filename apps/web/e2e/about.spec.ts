import { expect, expectAccessible, test } from './support/fixtures';

test.describe('about page', () => {
  test('has every section in order with its figures, accessibly at desktop and phone widths', async ({ page }) => {
    await page.goto('/about');
    const hero = page.locator('main > section').first();
    for (const text of ['2013', '22+', '50+']) await expect(hero.getByText(text, { exact: true })).toBeVisible();

    const ids = await page.locator('main section[id]').evaluateAll((els) => els.map((el) => el.id));
    expect(ids).toEqual([
      'background',
      'mission',
      'what-we-do',
      'awards',
      'key-focus-areas',
      'our-approach',
      'capacity-building',
      'research-portfolio',
      'why-support-us',
    ]);
    await expect(page.locator('#what-we-do li')).toHaveCount(6);
    const awards = page.locator('#awards li');
    await expect(awards).toHaveCount(4);
    for (const year of ['2020', '2021', '2022', '2023']) await expect(page.locator('#awards')).toContainText(year);
    await expect(page.locator('#key-focus-areas li')).toHaveCount(6);
    await expect(page.locator('#our-approach li')).toHaveCount(4);
    await expect(page.locator('#capacity-building li')).toHaveCount(4);
    const portfolio = page.locator('#research-portfolio');
    await expect(portfolio.locator('dd')).toHaveText(['20+', '100+', '20+', '$50M+']);
    await expect(page.locator('#why-support-us li')).toHaveCount(5);
    await expect(page.locator('#mission')).toContainText('Our Vision');
    await expect(page.locator('#mission')).toContainText('Our Mission');
    await expect(page.locator('#mission')).toContainText('Integrity');
    await expectAccessible(page, 'about desktop');

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/about');
    await expectAccessible(page, 'about phone');
  });

  test('Who We Are: Read More shows the rest of the story, Read Less hides it', async ({ page }) => {
    await page.goto('/about');
    const section = page.locator('#background');
    const hiddenPart = section.getByText('We work through the health system rather than around it.', { exact: false });
    await expect(hiddenPart).toBeHidden();
    const more = section.getByRole('button', { name: 'Read More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    const less = section.getByRole('button', { name: 'Read Less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(hiddenPart).toBeVisible();
    await expectAccessible(page, 'who we are expanded');
    await less.click();
    await expect(hiddenPart).toBeHidden();
    await expect(section.getByRole('button', { name: 'Read More' })).toBeFocused();

    // Keyboard works too.
    await page.keyboard.press('Enter');
    await expect(section.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
  });

  for (const [hash, heading] of [
    ['background', 'Who We Are'],
    ['mission', 'What drives us'],
    ['our-approach', 'How we work'],
    ['awards', 'Recognised for our work'],
  ] as const) {
    test(`/about#${hash} lands on its section`, async ({ page }) => {
      await page.goto(`/about#${hash}`);
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeInViewport();
    });
  }

  test('the header menu reaches the about anchors', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await nav.getByRole('button', { name: 'About Us' }).hover();
    await nav.getByRole('link', { name: 'Awards and Recognition' }).click();
    await expect(page).toHaveURL(/\/about#awards$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Recognised for our work' })).toBeInViewport();
  });
});
