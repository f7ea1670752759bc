import { expect, expectAccessible, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import {
  subscribersNamed,
  addGalleryImage,
  adminToken,
  createArticle,
  createPressRelease,
  createPublication,
  marker,
  uploadPdf,
} from './support/content';
import { galleryPng } from './support/gallery-files';

const PHONE = { width: 375, height: 740 };

/**
 * How much of a thumbnail's picture is shown (1: all of it), how far it is stretched (0: not at all), and
 * whether its box reaches outside the box that clips it: from the drawn box, object-fit and the
 * picture's own shape.
 */
async function thumbnailFit(page: Page, name: string) {
  const img = page.getByRole('link', { name }).locator('img');
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return img.evaluate((el: HTMLImageElement) => {
    const box = el.getBoundingClientRect();
    const clip = el.parentElement!.getBoundingClientRect();
    const natural = el.naturalWidth / el.naturalHeight;
    const drawn = box.width / box.height;
    const fit = getComputedStyle(el).objectFit;
    const shown =
      fit === 'cover' ? Math.min(natural / drawn, drawn / natural) : fit === 'none' ? Math.min(1, box.width / el.naturalWidth) : 1;
    const stretch = fit === 'fill' ? Math.abs(natural / drawn - 1) : 0;
    const clipped = box.left < clip.left - 1 || box.top < clip.top - 1 || box.right > clip.right + 1 || box.bottom > clip.bottom + 1;
    return { shown, stretch, clipped };
  });
}

test.describe('media page', () => {
  test('tabs switch by click and by hash (incl. #press); title and subtitle follow the tab', async ({ page }) => {
    await page.goto('/media');
    const tabs = page.getByRole('tablist', { name: 'Media sections' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest News');
    await expect(tabs.getByRole('tab', { name: 'Latest News' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, 'media news');

    await tabs.getByRole('tab', { name: 'Policy Briefs & Reports' }).click();
    await expect(page).toHaveURL(/#reports$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Policy Briefs & Reports');
    await expect(page.getByRole('searchbox', { name: 'Search policy briefs and reports' })).toBeVisible();

    await tabs.getByRole('tab', { name: 'Media Gallery' }).click();
    await expect(page).toHaveURL(/#gallery$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Media Gallery');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Policy Briefs & Reports');

    await page.goto('/media#press');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Press Releases & Newsletters');
    await expect(tabs.getByRole('tab', { name: 'Press Releases & Newsletters' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Press Releases', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Newsletters', exact: true })).toBeVisible();
    await expectAccessible(page, 'media press');

    // A press release staff added shows on the tab, newest first, with a link to the full release (dated
    // far ahead: the tab shows the newest few, whatever other tests add).
    const tag = marker('Press');
    const token = await adminToken(page.request);
    const older = await createPressRelease(page.request, token, { title: `${tag} older release`, date: '2998-01-10' });
    const newer = await createPressRelease(page.request, token, {
      title: `${tag} newer release`,
      summary: `${tag} what happened.`,
      date: '2998-02-20',
      link: 'https://news.e2e.example.org/release',
    });
    await page.goto('/media?tab=press#press');
    const releases = page.locator('#press-releases-title + ul h4', { hasText: tag });
    await expect(releases).toHaveText([newer.title, older.title]);
    const card = page.locator('article', { has: page.getByRole('heading', { name: newer.title }) });
    await expect(card).toContainText('20 February 2998');
    await expect(card).toContainText(`${tag} what happened.`);
    await expect(card.getByRole('link', { name: `Read the full release: ${newer.title}` })).toHaveAttribute(
      'href',
      'https://news.e2e.example.org/release',
    );

    // A hash change on the same page switches the tab.
    await page.evaluate(() => (window.location.hash = '#gallery'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Media Gallery');
  });

  test('news: the category filter lives in the URL and the page links show one server page each', async ({ page, request }) => {
    const token = await adminToken(request);
    const tag = marker('newsblog');
    for (let i = 0; i < 10; i += 1) {
      await createArticle(request, token, { title: `${tag} story ${i}`, category: 'Award', excerpt: `Excerpt ${i} of ${tag}` });
    }
    await page.goto('/media');
    await page.getByRole('navigation', { name: 'Filter news by category' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/category=Blog/);
    const list = page.getByRole('list', { name: 'News articles' });
    await expect(list.getByRole('listitem')).toHaveCount(9);
    // Every card shows the public label of the Award category.
    await expect(list.getByText('Blog', { exact: true })).toHaveCount(9);
    await expect(list.getByRole('link', { name: `Read More: ${tag} story 9` })).toHaveAttribute('href', /\/article\//);
    await expect(list.getByText(/min read/).first()).toBeVisible();
    await expectAccessible(page, 'news filtered');

    await page.getByRole('navigation', { name: 'News pages' }).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/newsPage=2/);
    // Page 2 holds the oldest of the ten alone (newest first, nine a page).
    await expect(list.getByRole('listitem').filter({ hasText: tag })).toHaveCount(1);
    await expect(list.getByRole('heading', { name: `${tag} story 0` })).toBeVisible();

    await page.getByRole('navigation', { name: 'Filter news by category' }).getByRole('link', { name: 'All' }).click();
    await expect(page).not.toHaveURL(/category=/);
  });

  test('reports: server search, empty state, and the document opens in the viewer', async ({ page, request }) => {
    const token = await adminToken(request);
    const tag = marker('brief');
    const file = await uploadPdf(request, token);
    await createPublication(request, token, { title: `${tag} maternal policy brief`, type: 'Policy Brief', file_url: file });
    await createPublication(request, token, { title: `${tag} research report`, type: 'Research Report' });

    await page.goto('/media#reports');
    const search = page.getByRole('searchbox', { name: 'Search policy briefs and reports' });
    await expect(search).toHaveAttribute('placeholder', 'Search policy briefs...');
    await search.fill(tag.toUpperCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${tag.toUpperCase()}.*#reports$`));
    const list = page.getByRole('list', { name: 'Policy briefs and reports' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const open = list.getByRole('link', { name: `Open document: ${tag} maternal policy brief` });
    await expect(open).toHaveAttribute('href', /^\/pdf-viewer\?url=%2Fuploads%2F.+\.pdf&title=/);
    // The research report has no file and no DOI: no button at all, never a disabled one.
    await expect(
      list
        .getByRole('listitem')
        .filter({ hasText: `${tag} research report` })
        .getByRole('button'),
    ).toHaveCount(0);
    await expectAccessible(page, 'reports results');

    // Without a term only policy briefs are listed.
    await page.getByRole('link', { name: 'Clear search' }).click();
    await expect(page).not.toHaveURL(/q=/);
    await expect(page.getByRole('list', { name: 'Policy briefs and reports' }).getByText('Research Report', { exact: true })).toHaveCount(
      0,
    );

    await search.fill(`${tag}-nothing`);
    await search.press('Enter');
    await expect(page.getByRole('heading', { name: 'No reports found' })).toBeVisible();
    await expectAccessible(page, 'reports empty');

    await page.goto(`/media?q=${tag}#reports`);
    await page.getByRole('link', { name: `Open document: ${tag} maternal policy brief` }).click();
    await expect(page).toHaveURL(/\/pdf-viewer\?url=/);
  });

  test('gallery: lightbox with arrow keys and buttons; Escape, backdrop and close button close it and focus returns', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const tag = marker('gal');
    const colours = ['#0f766e', '#b45309', '#1d4ed8'];
    for (let i = 0; i < colours.length; i += 1) {
      await addGalleryImage(request, token, `${tag} image ${i}`, await galleryPng(colours[i]!), `Picture ${i} of ${tag}`);
    }
    await page.goto('/media#gallery');
    const thumb = page.getByRole('link', { name: `Open ${tag} image 1` });
    await expect(thumb.locator('img')).toHaveAttribute('src', /-400\.webp$/);
    await thumb.click();
    const dialog = page.getByRole('dialog', { name: `${tag} image 1` });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('img')).toHaveAttribute('src', /\.(webp|png)$/);
    await expectAccessible(page, 'lightbox');

    // Newest first: image 2, image 1, image 0.
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: `${tag} image 0` })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: `${tag} image 1` })).toBeVisible();
    await page.getByRole('link', { name: 'Previous image' }).click();
    await expect(page.getByRole('dialog', { name: `${tag} image 2` })).toBeVisible();
    await page.getByRole('link', { name: 'Next image' }).click();
    await expect(page.getByRole('dialog', { name: `${tag} image 1` })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(thumb).toBeFocused();

    await thumb.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(thumb).toBeFocused();

    await thumb.click();
    await page.getByRole('link', { name: 'Close dialog' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(thumb).toBeFocused();
  });

  test('subscribe modal: new, already subscribed (the same message) and invalid, with the server outcome', async ({ page, request }) => {
    const local = marker('sub');
    const email = `${local}@e2e.example.org`;
    await page.goto('/media');
    const open = page.getByRole('link', { name: 'Subscribe to our newsletter' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to our newsletter' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'subscribe modal');

    await dialog.getByLabel('Email address').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.getByText(/valid email/i)).toBeVisible();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expectAccessible(page, 'subscribe modal errors');

    await dialog.getByLabel('Email address').fill(email);
    await dialog.getByLabel('Full name').fill('Test Subscriber');
    await dialog.getByLabel('Program Updates').check();
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(
      page.getByText('Almost done: check your inbox and follow the link in our email to confirm your subscription.'),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
    expect(await subscribersNamed(request, local)).toEqual([
      expect.objectContaining({ email, name: 'Test Subscriber', interests: ['Program Updates'], status: 'pending', source: 'media' }),
    ]);

    await open.click();
    await expect(dialog.getByLabel('Email address')).toHaveValue('');
    await dialog.getByLabel('Email address').fill(email);
    await dialog.getByLabel('Full name').fill('Someone Else');
    await dialog.getByLabel('Event Announcements').check();
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(
      page.getByText('Almost done: check your inbox and follow the link in our email to confirm your subscription.').last(),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // The name and the state stay; the interests asked for join what the mailed link will confirm, so
    // nothing takes effect before the address's owner follows it (docs/behaviour/subscribers.md, "Interests").
    expect(await subscribersNamed(request, local)).toEqual([
      expect.objectContaining({
        email,
        name: 'Test Subscriber',
        interests: ['Program Updates', 'Event Announcements'],
        status: 'pending',
        source: 'media',
      }),
    ]);

    await open.click();
    await dialog.getByRole('link', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('phone: tabs, news and the lightbox fit a 375 px screen', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/media#reports');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Policy Briefs & Reports');
    await page.getByRole('tab', { name: 'Press Releases & Newsletters' }).click();
    await expect(page).toHaveURL(/#press$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'media phone');
    await page.getByRole('link', { name: 'Subscribe to our newsletter' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'subscribe phone');
  });

  for (const width of [1280, 375]) {
    test(`at ${width} px: a report opens its file or its DOI, one with neither shows no dead button`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const token = await adminToken(request);
      const tag = marker('reporttargets');
      const file = await uploadPdf(request, token);
      const doi = `10.5555/e2e.${tag}`;
      await createPublication(request, token, { title: `${tag} brief with file`, type: 'Policy Brief', file_url: file });
      await createPublication(request, token, { title: `${tag} report with DOI`, type: 'Research Report', doi });
      await createPublication(request, token, { title: `${tag} report with nothing`, type: 'Research Report' });

      await page.goto(`/media?q=${tag}#reports`);
      const list = page.getByRole('list', { name: 'Policy briefs and reports' });
      await expect(list.getByRole('listitem')).toHaveCount(3);
      await expect(page.getByText('Link Not Available')).toHaveCount(0);
      await expect(list.locator('button:disabled, [aria-disabled="true"]')).toHaveCount(0);
      const item = (title: string) => list.getByRole('listitem').filter({ hasText: title });
      await expect(item(`${tag} brief with file`).getByRole('link', { name: `Open document: ${tag} brief with file` })).toHaveAttribute(
        'href',
        /^\/pdf-viewer\?url=%2Fuploads%2F.+\.pdf&title=/,
      );
      const readOnline = item(`${tag} report with DOI`).getByRole('link', {
        name: `Read online: ${tag} report with DOI (opens in a new tab)`,
      });
      await expect(readOnline).toHaveAttribute('href', `https://doi.org/${doi}`);
      await expect(readOnline).toHaveAttribute('target', '_blank');
      await expect(item(`${tag} report with nothing`).getByRole('link')).toHaveCount(0);
      await expect(item(`${tag} report with nothing`).getByRole('button')).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(page, `reports targets ${width}`);
    });

    test(`at ${width} px: gallery thumbnails show the whole picture, wide or tall`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const token = await adminToken(request);
      const tag = marker('thumbs');
      await addGalleryImage(request, token, `${tag} wide`, await galleryPng('#0f766e', 1400, 900));
      await addGalleryImage(request, token, `${tag} tall`, await galleryPng('#1d4ed8', 600, 900));
      await page.goto('/media#gallery');
      for (const shape of ['wide', 'tall']) {
        const fit = await thumbnailFit(page, `Open ${tag} ${shape}`);
        expect(fit.shown, `${shape}: share of the picture shown`).toBeGreaterThan(0.99);
        expect(fit.stretch, `${shape}: stretched`).toBeLessThan(0.02);
        expect(fit.clipped, `${shape}: the picture's box is clipped`).toBe(false);
      }
      await expectAccessible(page, `gallery ${width}`);
    });
  }
});
