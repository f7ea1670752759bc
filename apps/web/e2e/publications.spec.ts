import { expect, expectAccessible, test, waitForHydration } from './support/fixtures';
import { adminToken, createPublication, marker, uploadPdf } from './support/content';

test.describe('publications page', () => {
  test('search, count label, pagination states, Link Not Available, policy briefs only with a term, empty state', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const tag = marker('pub');
    const file = await uploadPdf(request, token);
    for (let i = 0; i < 11; i += 1) {
      await createPublication(request, token, {
        title: `${tag} cohort study ${i}`,
        type: 'Journal Article',
        abstract: `<p>Abstract <strong>${i}</strong><script>window.bad = 1</script></p>`,
        file_url: i === 0 ? null : file,
      });
    }
    await createPublication(request, token, { title: `${tag} brief`, type: 'Policy Brief', file_url: file });

    await page.goto('/publications');
    await expect(page.getByTestId('publications-count')).toHaveText(/^\d+ publications? found$/);
    const list = page.getByRole('list', { name: 'Publications' });
    // Without a term policy briefs are left out.
    await expect(list.getByText('Policy Brief', { exact: true })).toHaveCount(0);
    await expectAccessible(page, 'publications');

    const search = page.getByRole('searchbox', { name: 'Search publications by title' });
    await search.fill(tag);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    await expect(page.getByTestId('publications-count')).toHaveText('12 publications found');
    await expect(list.getByRole('listitem')).toHaveCount(10);
    // With a term the policy brief (the newest) is found too.
    await expect(list.getByText('Policy Brief', { exact: true })).toHaveCount(1);
    const pager = page.getByRole('navigation', { name: 'Publications pages' });
    await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(pager.getByRole('link', { name: 'Next page' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { bad?: number }).bad)).toBeUndefined();
    await expect(list.locator('strong').first()).toBeVisible();
    await pager.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(pager.getByRole('link', { name: 'Previous page' })).toBeVisible();
    // The oldest study (created first) has no file.
    await expect(list.getByRole('button', { name: 'Link Not Available' })).toBeDisabled();

    await search.fill(`${tag} cohort study 7`);
    await search.press('Enter');
    await expect(page.getByTestId('publications-count')).toHaveText('1 publication found');
    await expect(page.getByRole('navigation', { name: 'Publications pages' })).toHaveCount(0);

    await search.fill(`${tag}-none`);
    await search.press('Enter');
    await expect(page.getByRole('heading', { name: 'No publications found' })).toBeVisible();
    await expect(page.getByTestId('publications-count')).toHaveText('0 publications found');
    await expectAccessible(page, 'publications empty');
  });

  test('View opens the viewer, Download counts on the server, Cite offers four formats and copies', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const token = await adminToken(request);
    const tag = marker('cite');
    const file = await uploadPdf(request, token);
    const pub = await createPublication(request, token, {
      title: `${tag} newborn outcomes`,
      type: 'Research Report',
      file_url: file,
      authors: [{ name: 'Jane Okello' }, { name: 'Sam Kato' }],
    });

    await page.goto(`/publications?q=${tag}`);
    const card = page.getByRole('article', { name: `${tag} newborn outcomes` });
    await expect(card.getByText('Jane Okello and Sam Kato')).toBeVisible();
    await expect(card.getByRole('link', { name: `View: ${tag} newborn outcomes` })).toHaveAttribute(
      'href',
      /^\/pdf-viewer\?url=%2Fuploads%2F/,
    );

    // The link counts the download (GET /api/publications/{id}/download, then the file): the scripts send no PATCH.
    const patches: string[] = [];
    page.on('request', (r) => r.method() === 'PATCH' && patches.push(r.url()));
    await waitForHydration(page);
    const download = page.waitForEvent('download');
    await card.getByRole('link', { name: `Download: ${tag} newborn outcomes` }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await expect.poll(async () => (await (await request.get(`/api/publications/${pub.id}`)).json()).publication.downloads).toBe(1);
    expect(patches).toEqual([]);

    await card.getByRole('link', { name: `Cite: ${tag} newborn outcomes` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cite this publication' });
    await expect(dialog.getByTestId('citation-text')).toContainText('Okello');
    await expectAccessible(page, 'cite dialog');
    for (const [label, pattern] of [
      ['MLA', /Okello/],
      ['BibTeX', /@\w+\{/],
      ['RIS', /TY {2}-/],
      ['APA', /Okello/],
    ] as const) {
      await dialog.getByRole('link', { name: label, exact: true }).click();
      await expect(dialog.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'true');
      await expect(dialog.getByTestId('citation-text')).toContainText(pattern);
    }
    const text = await dialog.getByTestId('citation-text').textContent();
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Citation copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(card.getByRole('link', { name: `Cite: ${tag} newborn outcomes` })).toBeFocused();

    await card.getByRole('link', { name: `View: ${tag} newborn outcomes` }).click();
    await expect(page).toHaveURL(/\/pdf-viewer\?url=/);
  });

  test('phone: the list, pager and cite dialog fit 375 px', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const token = await adminToken(request);
    const tag = marker('phonepub');
    await createPublication(request, token, { title: `${tag} study`, type: 'Conference Paper' });
    await page.goto(`/publications?q=${tag}`);
    await expect(page.getByTestId('publications-count')).toHaveText('1 publication found');
    await expect(page.getByRole('button', { name: 'Link Not Available' })).toBeDisabled();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'publications phone');
    await page.getByRole('link', { name: `Cite: ${tag} study` }).click();
    await expect(page.getByRole('dialog', { name: 'Cite this publication' }).getByTestId('citation-text')).toBeVisible();
    await expectAccessible(page, 'cite phone');
  });
});
