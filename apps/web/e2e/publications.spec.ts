import { expect, expectAccessible, test, waitForHydration } from './support/fixtures';
import { adminToken, createPublication, marker, uploadPdf } from './support/content';

const SHOTS = process.env.PUBS_SHOTS_DIR;

test.describe('publications page', () => {
  test('search, count label, pagination states, no dead button without a file, policy briefs only with a term, empty state', async ({
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
    // The oldest study (created first) has no file and no DOI: Cite is its only control, no disabled button.
    const bare = list.getByRole('article', { name: `${tag} cohort study 0` });
    await expect(bare.getByRole('button')).toHaveCount(0);
    await expect(bare.getByRole('link')).toHaveText([`${tag} cohort study 0`, 'Cite']);

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
    await expect(page.getByRole('article', { name: `${tag} study` }).getByRole('button')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'publications phone');
    await page.getByRole('link', { name: `Cite: ${tag} study` }).click();
    await expect(page.getByRole('dialog', { name: 'Cite this publication' }).getByTestId('citation-text')).toBeVisible();
    await expectAccessible(page, 'cite phone');
  });

  for (const width of [1280, 375]) {
    test(`at ${width} px: a file opens in the viewer and downloads, a DOI links to doi.org, neither leaves no dead button`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const token = await adminToken(request);
      const tag = marker('pubtargets');
      const file = await uploadPdf(request, token);
      const doi = `10.5555/e2e.${tag}`;
      await createPublication(request, token, { title: `${tag} with file`, type: 'Journal Article', file_url: file });
      await createPublication(request, token, { title: `${tag} with DOI`, type: 'Journal Article', doi });
      await createPublication(request, token, { title: `${tag} with nothing`, type: 'Conference Paper' });

      await page.goto(`/publications?q=${tag}`);
      await expect(page.getByTestId('publications-count')).toHaveText('3 publications found');
      await expect(page.getByText('Link Not Available')).toHaveCount(0);
      await expect(page.getByRole('list', { name: 'Publications' }).locator('button:disabled, [aria-disabled="true"]')).toHaveCount(0);

      // Only a DOI: Read online and the DOI itself link to https://doi.org/<doi>, in a new tab.
      const doiCard = page.getByRole('article', { name: `${tag} with DOI` });
      const readOnline = doiCard.getByRole('link', { name: `Read online: ${tag} with DOI (opens in a new tab)` });
      await expect(readOnline).toHaveAttribute('href', `https://doi.org/${doi}`);
      await expect(readOnline).toHaveAttribute('target', '_blank');
      await expect(doiCard.getByRole('link', { name: `DOI ${doi} (opens in a new tab)` })).toHaveAttribute(
        'href',
        `https://doi.org/${doi}`,
      );
      await expect(doiCard.getByRole('link', { name: /^(View|Download):/ })).toHaveCount(0);

      // Neither: Cite is the only control.
      const bare = page.getByRole('article', { name: `${tag} with nothing` });
      await expect(bare.getByRole('button')).toHaveCount(0);
      await expect(bare.getByRole('link')).toHaveText([`${tag} with nothing`, 'Cite']);

      // A file: Download answers with the PDF (counted, then sent on to the file); View opens the site's viewer.
      const fileCard = page.getByRole('article', { name: `${tag} with file` });
      const downloadHref = await fileCard.getByRole('link', { name: `Download: ${tag} with file` }).getAttribute('href');
      const pdf = await request.get(downloadHref!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await expect(fileCard.getByRole('link', { name: `Cite: ${tag} with file` })).toBeVisible();

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(page, `publications targets ${width}`);

      await fileCard.getByRole('link', { name: `View: ${tag} with file` }).click();
      await expect(page).toHaveURL(/\/pdf-viewer\?url=/);
      expect(new URL(page.url()).searchParams.get('url')).toBe(file);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`${tag} with file`);
    });
  }
});

// Issue 35, point 6: filters (type, year, topic, author), a page per publication and its scholarly meta tags.
test.describe('publication filters and pages', () => {
  for (const scripts of [true, false]) {
    test.describe(scripts ? 'with scripts' : 'without scripts', () => {
      test.use({ javaScriptEnabled: scripts });
      test(`filters by type, year, topic and author ${scripts ? 'in place' : 'through the GET form'}`, async ({ page, request }) => {
        const token = await adminToken(request);
        const tag = marker('flt');
        const author = `Grace ${tag}`;
        const topic = `Sepsis ${tag}`;
        await createPublication(request, token, {
          title: `${tag} one`,
          type: 'Journal Article',
          year: 2021,
          authors: [{ name: author }],
          keywords: [topic],
        });
        await createPublication(request, token, { title: `${tag} two`, type: 'Research Report', year: 2021, authors: [{ name: author }] });
        await createPublication(request, token, {
          title: `${tag} three`,
          type: 'Journal Article',
          year: 2019,
          authors: [{ name: author }],
          keywords: [topic],
        });
        await page.goto('/publications');
        if (scripts) await waitForHydration(page);
        const list = page.getByRole('list', { name: 'Publications' });
        const filters = page.getByRole('form', { name: 'Filter publications' });
        const apply = filters.getByRole('button', { name: 'Apply filters' });
        await expect(apply).toHaveCount(scripts ? 0 : 1);
        const choose = async (label: string, value: string) => {
          await filters.getByLabel(label).selectOption(value);
          if (!scripts) await apply.click();
        };
        await choose('Author', author);
        await expect(page).toHaveURL(new RegExp(`author=Grace\\+${tag}`));
        await expect(page.getByTestId('publications-count')).toHaveText('3 publications found');
        await choose('Topic', topic);
        await expect(page.getByTestId('publications-count')).toHaveText('2 publications found');
        await choose('Year', '2021');
        await expect(page.getByTestId('publications-count')).toHaveText('1 publication found');
        await expect(list.getByRole('link', { name: `${tag} one`, exact: true })).toBeVisible();
        await choose('Topic', '');
        await choose('Type', 'Research Report');
        await expect(page.getByTestId('publications-count')).toHaveText('1 publication found');
        await expect(list.getByRole('link', { name: `${tag} two`, exact: true })).toBeVisible();
        await expect(filters.getByLabel('Type')).toHaveValue('Research Report');
        await expectAccessible(page, 'publications filtered');
        await filters.getByRole('link', { name: 'Clear filters' }).click();
        await expect(page).not.toHaveURL(/author=/);
        await expect(filters.getByLabel('Author')).toHaveValue('');
      });
    });
  }

  for (const width of [1280, 375]) {
    test(`at ${width} px: a publication's page has its facts, file, citation export and citation_* meta tags; drafts 404`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const token = await adminToken(request);
      const tag = marker('page');
      const file = await uploadPdf(request, token, 'kangaroo.pdf');
      const pub = await createPublication(request, token, {
        title: `Kangaroo care ${tag}`,
        type: 'Journal Article',
        year: 2024,
        journal: 'BMC Pregnancy and Childbirth',
        doi: '10.1186/s12884-024-0001-2',
        authors: [{ name: 'Jane Nakato' }, { name: 'Peter Okello' }],
        keywords: ['Newborn care', 'Uganda'],
        abstract: '<p>Kangaroo mother care <strong>halved</strong> deaths.</p>',
        fileUrl: file,
        fileName: 'kangaroo.pdf',
        fileSize: 245760,
        externalUrl: 'https://journals.example.org/articles/42',
      });
      expect(pub.slug).toBe(`kangaroo-care-${tag}`);
      await page.goto('/publications');
      await page
        .getByRole('textbox', { name: 'Search publications by title' })
        .or(page.getByRole('searchbox', { name: 'Search publications by title' }))
        .fill(tag);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('link', { name: `Kangaroo care ${tag}`, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/publications/${pub.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Kangaroo care ${tag}`);
      await expect(page.getByRole('link', { name: 'More publications by Jane Nakato' })).toHaveAttribute('href', /author=Jane\+Nakato/);
      await expect(page.getByRole('link', { name: 'More publications on Uganda' })).toHaveAttribute('href', /topic=Uganda/);
      await expect(page.getByRole('link', { name: /^10\.1186\/s12884-024-0001-2/ })).toHaveAttribute(
        'href',
        'https://doi.org/10.1186/s12884-024-0001-2',
      );
      await expect(page.getByTestId('publication-file-size')).toHaveText('kangaroo.pdf · File size 240 KB');
      await expect(page.getByRole('link', { name: 'Download', exact: true })).toHaveAttribute(
        'href',
        `/api/publications/${pub.id}/download`,
      );
      await expect(page.getByRole('link', { name: `Read at the publisher: Kangaroo care ${tag} (opens in a new tab)` })).toHaveAttribute(
        'href',
        'https://journals.example.org/articles/42',
      );
      await expect(page.locator('strong', { hasText: 'halved' })).toBeVisible();
      await expect(page.getByTestId('citation-apa')).toHaveText(
        `Nakato, J., & Okello, P. (2024). Kangaroo care ${tag}. BMC Pregnancy and Childbirth. https://doi.org/10.1186/s12884-024-0001-2`,
      );
      await expect(page.getByTestId('citation-bibtex')).toContainText('@article{');
      await expect(page.getByTestId('citation-ris')).toContainText('TY  - JOUR');
      const bib = await request.get(`/api/publications/${pub.id}/citation/file?format=bibtex`);
      expect(bib.headers()['content-disposition']).toBe(`attachment; filename="${pub.slug}.bib"`);
      expect(await bib.text()).toContain('author = {Nakato, Jane and Okello, Peter}');

      const meta = async (name: string) =>
        page.locator(`meta[name="${name}"]`).evaluateAll((els) => els.map((e) => e.getAttribute('content')));
      expect(await meta('citation_title')).toEqual([`Kangaroo care ${tag}`]);
      expect(await meta('citation_author')).toEqual(['Jane Nakato', 'Peter Okello']);
      expect(await meta('citation_publication_date')).toEqual(['2024']);
      expect(await meta('citation_journal_title')).toEqual(['BMC Pregnancy and Childbirth']);
      expect(await meta('citation_doi')).toEqual(['10.1186/s12884-024-0001-2']);
      const [pdf] = await meta('citation_pdf_url');
      expect(pdf).toMatch(new RegExp(`^https?://[^/]+${file.replace(/[.]/g, '\\.')}$`));
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(ld.some((text) => text.includes('"ScholarlyArticle"') && text.includes(`/publications/${pub.slug}`))).toBe(true);
      await expectAccessible(page, `publication page ${width}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/publication-page-${width}.png`, fullPage: true });

      // The sitemap lists it; a draft's page is not found.
      const sitemap = await (await request.get('/sitemap.xml')).text();
      expect(sitemap).toContain(`/publications/${pub.slug}</loc>`);
      const draft = await createPublication(request, token, { title: `Draft ${tag}`, type: 'Journal Article', status: 'draft' });
      const res = await page.goto(`/publications/${draft.slug}`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Publication not found' })).toBeVisible();
      expect(await meta('citation_title')).toEqual([]);

      await page.goto(`/publications?q=${tag}#library`);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/publications-list-${width}.png`, fullPage: false });
    });
  }
});
