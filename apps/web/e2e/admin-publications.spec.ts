import type { Page, Request } from '@playwright/test';
import { PUBLICATION_MESSAGES } from '@mnch/shared';
import { expect, expectAccessible, test } from './support/fixtures';
import { apiJson, closeChangedForm, deleteAfterCancel, PNG_BYTES, pdfBytes, typeInEditor, unique } from './support/admin-helpers';
import { DOCX_MIME, docxWithParagraphs, sparseFile } from './support/documents';
import { uploadPdf } from './support/content';

interface Publication {
  id: number;
  title: string;
  type: string;
  year: number;
  status: string;
  authors: { name: string }[];
  keywords: string[];
  citations: number;
  downloads: number;
  journal: string | null;
  publicationSource: string | null;
  description: string | null;
  abstract: string | null;
  fileUrl: string | null;
  fileName: string | null;
  fileSize: number | null;
  coverImageUrl: string | null;
}
interface ListBody {
  publications: Publication[];
  pagination: { total: number; totalPages: number };
}

const MB = 1024 * 1024;

/** Every upload request the page sends (to prove a refused file was never sent). */
function watchUploads(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/upload/')) sent.push(r);
  });
  return sent;
}

async function findByTitle(request: Parameters<typeof apiJson>[0], token: string, title: string): Promise<Publication[]> {
  return (await apiJson<ListBody>(request, token, 'get', `/api/publications?limit=100&search=${encodeURIComponent(title)}`)).publications;
}

test.describe('admin publications', () => {
  test('adds a journal article with a real PDF; it shows on /publications; view, edit and delete it', async ({ page, token, request }) => {
    test.setTimeout(120_000);
    const marker = unique('Pubmark').replace(' ', '');
    const title = `${marker} Kangaroo mother care outcomes`;
    await page.goto(`/admin/publications?search=${marker}`);
    await expect(page.getByRole('heading', { name: 'Publications', level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Total Publications' })).toContainText(/\d/);
    await expect(page.getByRole('group', { name: 'This Year' })).toContainText(/\d/);
    await expect(page.getByRole('heading', { name: 'No publications found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your filters')).toBeVisible();
    await expectAccessible(page, 'publications empty search');

    await page.getByRole('button', { name: 'Add Publication' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Publication' });
    await expect(dialog.getByLabel('Status')).toHaveValue('published');
    await expect(dialog.getByLabel('Citations')).toHaveCount(0);
    await expect(dialog.getByLabel('Downloads')).toHaveCount(0);
    await dialog.getByLabel('Publication title').fill(title);
    await dialog.getByLabel('Type').selectOption('Journal Article');
    await dialog.getByLabel('Year').fill('2023');
    await dialog.getByLabel('Journal').fill('BMC Pregnancy and Childbirth');
    await dialog.getByLabel('Author 1', { exact: true }).fill('Jane Nakato');
    await dialog.getByRole('button', { name: 'Add author' }).click();
    await expect(dialog.getByLabel('Author 2', { exact: true })).toBeFocused();
    await dialog.getByLabel('Author 2', { exact: true }).fill('Peter Okello');
    await dialog.getByRole('button', { name: 'Add author' }).click();
    await dialog.getByLabel('Author 3', { exact: true }).fill('To be removed');
    await dialog.getByRole('button', { name: 'Remove author 3' }).click();
    await expect(dialog.getByLabel('Author 3', { exact: true })).toHaveCount(0);
    await dialog.getByLabel('DOI').fill('10.1186/s12884-023-0001-2');
    await dialog.getByLabel('Keywords').fill('newborn care, kangaroo care, , Uganda');
    await typeInEditor(page, 'Abstract', 'A cohort study of kangaroo mother care in four district hospitals.');

    const uploads = watchUploads(page);
    await dialog
      .locator('#publication-document')
      .setInputFiles({ name: 'kmc-study.pdf', mimeType: 'application/pdf', buffer: pdfBytes('KMC study') });
    await expect(dialog.getByRole('link', { name: 'kmc-study.pdf' })).toBeVisible();
    expect(uploads.map((r) => new URL(r.url()).pathname)).toEqual(['/api/upload/document']);
    await expectAccessible(page, 'publication form');
    await dialog.getByRole('button', { name: 'Add Publication' }).click();
    await expect(page.getByText('Publication created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('BMC Pregnancy and Childbirth');
    await expect(row).toContainText('Journal Article');
    await expect(row).toContainText('Jane Nakato +1 other');
    await expect(row).toContainText('2023');
    await expect(row).toContainText('Published');
    const download = row.getByRole('link', { name: `Download: ${title}` });
    const href = await download.getAttribute('href');
    expect(href).toMatch(/^\/uploads\/.+\.pdf$/);
    const file = await request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');

    const [saved] = await findByTitle(request, token, title);
    expect(saved!.authors).toEqual([{ name: 'Jane Nakato' }, { name: 'Peter Okello' }]);
    expect(saved!.keywords).toEqual(['newborn care', 'kangaroo care', 'Uganda']);
    expect(saved!.status).toBe('published');
    expect(saved!.fileName).toBe('kmc-study.pdf');
    expect(saved!.fileSize).toBeGreaterThan(100);
    expect(saved!.abstract).toContain('A cohort study of kangaroo mother care');

    // The public publications page finds it.
    const pub = await page.context().newPage();
    await pub.goto(`/publications?q=${marker}`);
    await expect(pub.getByRole('heading', { name: title })).toBeVisible();

    // View.
    await row.getByRole('button', { name: `View: ${title}` }).click();
    const view = page.getByRole('dialog', { name: title });
    await expect(view.getByText('Peter Okello')).toBeVisible();
    await expect(view.getByText('10.1186/s12884-023-0001-2')).toBeVisible();
    await expect(view.getByRole('link', { name: 'Download' })).toHaveAttribute('href', href!);
    await expect(view.getByText('kangaroo care', { exact: true })).toBeVisible();
    await expectAccessible(page, 'publication view');
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();

    // Edit: title and citations.
    const revised = `${title} revised`;
    await row.getByRole('button', { name: `Edit: ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Publication' });
    await expect(edit.getByLabel('Author 2', { exact: true })).toHaveValue('Peter Okello');
    await expect(edit.getByRole('link', { name: /\.pdf$/ })).toBeVisible();
    await edit.getByLabel('Publication title').fill(revised);
    await edit.getByLabel('Citations').fill('-1');
    await edit.getByRole('button', { name: 'Update Publication' }).click();
    await expect(edit.getByText('Must be a whole number of 0 or more')).toBeVisible();
    await edit.getByLabel('Citations').fill('12');
    await edit.getByLabel('Downloads').fill('3');
    await edit.getByRole('button', { name: 'Update Publication' }).click();
    await expect(page.getByText('Publication updated successfully')).toBeVisible();
    const revisedRow = page.getByRole('row').filter({ hasText: revised });
    // The first cell is the row's checkbox (bulk actions).
    await expect(revisedRow.getByRole('cell').nth(5)).toHaveText('12');
    await expect(revisedRow.getByRole('cell').nth(6)).toHaveText('3');
    await pub.goto(`/publications?q=${marker}`);
    await expect(pub.getByRole('heading', { name: revised })).toBeVisible();

    // Delete: Cancel keeps it, Delete removes it here and on the public page.
    await deleteAfterCancel(page, revisedRow, {
      button: `Delete: ${revised}`,
      dialog: 'Delete publication',
      says: 'Move this publication to the trash? Editors can restore it from Trash for 30 days; after that it is deleted for good.',
      axe: 'delete confirmation',
    });
    await expect(page.getByText('Publication moved to the trash')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No publications found' })).toBeVisible();
    expect(await findByTitle(request, token, marker)).toEqual([]);
    await pub.goto(`/publications?q=${marker}`);
    await expect(pub.getByRole('heading', { name: revised })).toHaveCount(0);
    await pub.close();
  });

  test('a policy brief: its own labels, cover image checks, a DOCX upload, then a link; it shows on /media#reports', async ({
    page,
    token,
    request,
  }) => {
    test.setTimeout(120_000);
    const marker = unique('Briefmark').replace(' ', '');
    const title = `${marker} Scaling up newborn units`;
    await page.goto(`/admin/publications?search=${marker}`);
    await page.getByRole('button', { name: 'Add Publication' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Publication' });
    await expect(dialog.getByLabel('Journal')).toBeVisible();
    await expect(dialog.getByLabel('DOI')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Abstract', exact: true })).toBeVisible();
    await dialog.getByLabel('Type').selectOption('Policy Brief');
    // The brief's labels: Publication Source, Description, a cover image, and a File Upload / Link choice.
    await expect(dialog.getByLabel('Journal')).toHaveCount(0);
    await expect(dialog.getByLabel('DOI')).toHaveCount(0);
    await expect(dialog.getByLabel('Publication Source')).toBeVisible();
    await expect(dialog.getByLabel('Description')).toBeVisible();
    await expect(dialog.getByText('Cover image', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'File Upload' })).toBeChecked();
    await expectAccessible(page, 'policy brief form');

    await dialog.getByLabel('Publication title').fill(title);
    await dialog.getByLabel('Year').fill('2024');
    await dialog.getByLabel('Publication Source').fill('Ministry of Health, Uganda');
    await dialog.getByLabel('Author 1', { exact: true }).fill('Sam Mugisha');
    await dialog.getByLabel('Description').fill('What districts need to run special care newborn units.');

    const uploads = watchUploads(page);
    const cover = dialog.locator('#publication-cover');
    await cover.setInputFiles({ name: 'cover.pdf', mimeType: 'application/pdf', buffer: pdfBytes('not an image') });
    await expect(dialog.getByText('Please select a valid image file (PNG, JPG, JPEG)')).toBeVisible();
    await cover.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * MB + 1) });
    await expect(dialog.getByText('Image size must be less than 5MB')).toBeVisible();
    expect(uploads).toEqual([]);
    await cover.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await expect(dialog.getByRole('img', { name: 'Cover image preview' })).toBeVisible();

    await dialog
      .locator('#publication-document')
      .setInputFiles({ name: 'units-brief.docx', mimeType: DOCX_MIME, buffer: docxWithParagraphs(['Newborn units brief']) });
    await expect(dialog.getByRole('link', { name: 'units-brief.docx' })).toBeVisible();
    expect(uploads.map((r) => new URL(r.url()).pathname)).toEqual(['/api/upload/single', '/api/upload/document']);
    await dialog.getByRole('button', { name: 'Add Publication' }).click();
    await expect(page.getByText('Publication created successfully')).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Policy Brief');
    await expect(row).toContainText('Ministry of Health, Uganda');
    await expect(row).toContainText('Sam Mugisha');
    await expect(row.getByRole('link', { name: `Download: ${title}` })).toHaveAttribute('href', /\.docx$/);
    const [saved] = await findByTitle(request, token, title);
    expect(saved!.publicationSource).toBe('Ministry of Health, Uganda');
    expect(saved!.description).toBe('What districts need to run special care newborn units.');
    expect(saved!.coverImageUrl).toMatch(/^\/uploads\//);
    expect(saved!.fileName).toBe('units-brief.docx');

    // The Media page's reports search finds it, with its cover and description.
    const pub = await page.context().newPage();
    await pub.goto(`/media?q=${marker}#reports`);
    const reports = pub.getByRole('list', { name: 'Policy briefs and reports' });
    await expect(reports.getByRole('heading', { name: title })).toBeVisible();
    await expect(reports.getByText('What districts need to run special care newborn units.')).toBeVisible();

    // View shows the brief's fields; then switch its document to a link.
    await row.getByRole('button', { name: `View: ${title}` }).click();
    const view = page.getByRole('dialog', { name: title });
    await expect(view.getByRole('img', { name: 'Cover image' })).toBeVisible();
    await expect(view.getByText('Publication source')).toBeVisible();
    await expectAccessible(page, 'policy brief view');
    await view.getByRole('button', { name: 'Close dialog' }).click();

    await row.getByRole('button', { name: `Edit: ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Publication' });
    await expect(edit.getByLabel('Publication Source')).toHaveValue('Ministry of Health, Uganda');
    await edit
      .locator('label')
      .filter({ hasText: /^Link$/ })
      .click();
    await expect(edit.getByRole('radio', { name: 'Link' })).toBeChecked();
    await edit.getByLabel('Document link').fill('ftp://example.org/brief.pdf');
    await edit.getByRole('button', { name: 'Update Publication' }).click();
    await expect(edit.getByText(PUBLICATION_MESSAGES.externalUrlInvalid)).toBeVisible();
    await expect(edit.getByLabel('Document link')).toBeFocused();
    await expectAccessible(page, 'policy brief form with a link error');
    await edit.getByLabel('Document link').fill('https://example.org/units-brief.pdf');
    await edit.getByRole('button', { name: 'Update Publication' }).click();
    await expect(page.getByText('Publication updated successfully')).toBeVisible();
    await expect(row.getByRole('link', { name: `Open document link: ${title}` })).toHaveAttribute(
      'href',
      'https://example.org/units-brief.pdf',
    );
    await pub.reload();
    await expect(reports.getByRole('link', { name: new RegExp(title) })).toHaveAttribute('href', /units-brief\.pdf/);
    await pub.close();
    await apiJson(request, token, 'delete', `/api/publications/${saved!.id}`);
  });

  test('refuses a wrong-type or oversize document without uploading it; an upload shows its percent and can be cancelled', async ({
    page,
    signIn,
  }, testInfo) => {
    test.setTimeout(90_000);
    await signIn(page);
    await page.goto('/admin/publications?new=1');
    const dialog = page.getByRole('dialog', { name: 'Add New Publication' });
    const input = dialog.locator('#publication-document');
    const uploads = watchUploads(page);

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
    await expect(dialog.getByText('Invalid file type: text/plain. Only PDF, DOC and DOCX files are allowed.')).toBeVisible();
    await input.setInputFiles(sparseFile(testInfo.outputPath('oversize.pdf'), 50 * MB + 1));
    await expect(dialog.getByText('File size must be less than 50MB')).toBeVisible();
    expect(uploads).toEqual([]);
    await expectAccessible(page, 'document refused');

    // Hold the upload on its way so the progress and Cancel can be seen, then cancel it.
    let held: (() => void) | undefined;
    await page.route('**/api/upload/document', (route) => {
      held = () => void route.abort().catch(() => undefined);
    });
    await input.setInputFiles({ name: 'slow.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Slow upload') });
    await expect(dialog.getByRole('progressbar', { name: 'Uploading slow.pdf' })).toBeVisible();
    await expect(dialog.getByText(/^\d{1,3}%$/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add Publication' })).toBeDisabled();
    await expectAccessible(page, 'upload in progress');
    await dialog.getByRole('button', { name: 'Cancel upload' }).click();
    await expect(dialog.getByRole('progressbar')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Choose file' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'slow.pdf' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Add Publication' })).toBeEnabled();
    held?.();
    await page.unroute('**/api/upload/document');

    // Afterwards a real upload goes through.
    await input.setInputFiles({ name: 'fine.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Fine') });
    await expect(dialog.getByRole('link', { name: 'fine.pdf' })).toBeVisible();
  });

  test('validation messages from the form and the server; nothing is saved; Escape closes', async ({ page, token, request }) => {
    await page.goto('/admin/publications?new=1');
    const dialog = page.getByRole('dialog', { name: 'Add New Publication' });
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/publications')) posts.push(r.url());
    });
    await dialog.getByLabel('Year').fill('');
    await dialog.getByRole('button', { name: 'Add Publication' }).click();
    await expect(dialog.getByText('Publication title is required')).toBeVisible();
    await expect(dialog.getByText('Publication type is required')).toBeVisible();
    await expect(dialog.getByText('Valid publication year is required')).toBeVisible();
    await expect(dialog.getByText('At least one author is required')).toBeVisible();
    await expect(dialog.getByLabel('Publication title')).toBeFocused();
    await expectAccessible(page, 'publication form errors');

    const title = unique('Never saved publication');
    await dialog.getByLabel('Publication title').fill(title);
    await dialog.getByLabel('Type').selectOption('White Paper');
    await dialog.getByLabel('Year').fill('1899');
    await dialog.getByRole('button', { name: 'Add Publication' }).click();
    await expect(dialog.getByText('Valid publication year is required')).toBeVisible();
    await expect(dialog.getByText('Publication title is required')).toHaveCount(0);
    await expect(dialog.getByLabel('Year')).toBeFocused();
    await dialog.getByLabel('Year').fill('2031');
    await dialog.getByLabel('Author 1', { exact: true }).fill('   ');
    await dialog.getByRole('button', { name: 'Add Publication' }).click();
    await expect(dialog.getByText('Valid publication year is required')).toBeVisible();
    await expect(dialog.getByText('At least one author is required')).toBeVisible();
    // With only the authors wrong, focus goes to the first author.
    await dialog.getByLabel('Year').fill('2025');
    await dialog.getByRole('button', { name: 'Add Publication' }).click();
    await expect(dialog.getByText('Valid publication year is required')).toHaveCount(0);
    await expect(dialog.getByText('At least one author is required')).toBeVisible();
    await expect(dialog.getByLabel('Author 1', { exact: true })).toBeFocused();
    expect(posts).toEqual([]);

    // The server gives the same messages to a client that skips the form's checks.
    const res = await request.post('/api/publications', {
      headers: { Authorization: `Bearer ${token}` },
      data: { title: ' ', type: '', year: 1899, authors: [{ name: ' ' }] },
    });
    expect(res.status()).toBe(400);
    const messages = ((await res.json()).errors as { field: string; message: string }[]).map((e) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Publication title is required',
        'Publication type is required',
        'Valid publication year is required',
        'At least one author is required',
      ]),
    );

    await closeChangedForm(page);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/publications$/);
    expect(await findByTitle(request, token, title)).toEqual([]);
  });

  test('filters by search, type, year and status on the server, newest year first, and pages', async ({ page, token, request }) => {
    test.setTimeout(90_000);
    const tag = unique('Pubfilter').replace(' ', '');
    const made: number[] = [];
    const add = async (n: number, data: Record<string, unknown>) =>
      made.push(
        (
          await apiJson<{ publication: Publication }>(request, token, 'post', '/api/publications', {
            title: `${tag} item ${n}`,
            authors: ['Filter Author', 'Second Author', 'Third Author'],
            ...data,
          })
        ).publication.id,
      );
    // 11 publications: 9 journal articles (2019-2023), a draft policy brief of 2018 and a research report in review.
    for (let i = 0; i < 9; i++) await add(i, { type: 'Journal Article', year: 2019 + (i % 5) });
    await add(9, { type: 'Policy Brief', year: 2018, status: 'draft' });
    await add(10, { type: 'Research Report', year: 2024, status: 'in review' });

    try {
      await page.goto('/admin/publications');
      await page.getByRole('searchbox', { name: 'Search publications' }).fill(tag);
      await expect(page).toHaveURL(new RegExp(`search=${tag}`));
      const rows = page.getByRole('region', { name: 'Publications' }).locator('tbody tr');
      await expect(rows).toHaveCount(9);
      await expect(page.getByText('Showing 1–9 of 11 publications')).toBeVisible();
      await expect(rows.first()).toContainText('2024');
      await expect(rows.first()).toContainText('Filter Author +2 others');
      const years = await rows.locator('td:nth-child(4)').allInnerTexts();
      expect(years.map(Number)).toEqual([...years.map(Number)].sort((a, b) => b - a));

      await page.getByRole('navigation', { name: 'Publication pages' }).getByRole('button', { name: 'Page 2', exact: true }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(rows).toHaveCount(2);
      await expect(page.getByText('Showing 10–11 of 11 publications')).toBeVisible();
      await expect(rows.last()).toContainText('2018');

      // A year outside 2020-2024 that has publications is offered too.
      const year = page.getByLabel('Filter by year');
      const options = await year.locator('option').allInnerTexts();
      expect(options).toEqual(expect.arrayContaining(['All Years', '2024', '2023', '2022', '2021', '2020', '2019', '2018']));
      await year.selectOption('2018');
      await expect(page).not.toHaveURL(/page=2/);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('Draft');
      await year.selectOption('');

      await page.getByLabel('Filter by type').selectOption('Research Report');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('In Review');
      await page.getByLabel('Filter by type').selectOption('Journal Article');
      await expect(rows).toHaveCount(9);
      await year.selectOption('2019');
      await expect(rows).toHaveCount(2);
      await page.getByLabel('Filter by status').selectOption('draft');
      await expect(page.getByRole('heading', { name: 'No publications found' })).toBeVisible();
      await page.getByLabel('Filter by type').selectOption('');
      await year.selectOption('');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('Policy Brief');
      await expect(page).toHaveURL(/status=draft/);
      await expectAccessible(page, 'publications filtered');

      // The filters live in the address: a reload keeps them.
      await page.reload();
      await expect(page.getByLabel('Filter by status')).toHaveValue('draft');
      await expect(page.getByRole('searchbox', { name: 'Search publications' })).toHaveValue(tag);
      await expect(rows).toHaveCount(1);
    } finally {
      for (const id of made) await apiJson(request, token, 'delete', `/api/publications/${id}`);
    }
  });

  test('works by keyboard: open the form, fill it, save; focus returns', async ({ page, token, request }) => {
    const marker = unique('Keymark').replace(' ', '');
    const title = `${marker} keyboard publication`;
    await page.goto(`/admin/publications?search=${marker}`);
    const add = page.getByRole('button', { name: 'Add Publication' });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add New Publication' });
    await expect(dialog).toBeVisible();
    // Focus moves into the dialog; Tab reaches the title field.
    for (let i = 0; i < 5 && !(await dialog.getByLabel('Publication title').evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Publication title')).toBeFocused();
    await page.keyboard.type(title);
    // Then the slug, made from the title while it is not typed by hand, then the type.
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Slug')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Type')).toBeFocused();
    await dialog.getByLabel('Type').selectOption('Conference Paper');
    await dialog.getByLabel('Author 1', { exact: true }).focus();
    await page.keyboard.type('Key Board');
    const save = dialog.getByRole('button', { name: 'Add Publication' });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Publication created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Conference Paper');

    // Escape closes the view dialog and focus goes back to its button.
    const viewButton = row.getByRole('button', { name: `View: ${title}` });
    await viewButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewButton).toBeFocused();
    const [saved] = await findByTitle(request, token, title);
    await apiJson(request, token, 'delete', `/api/publications/${saved!.id}`);
  });

  test('the edit form counts the stored abstract and names the stored file by its original name', async ({ page, token, request }) => {
    const title = unique('Stored abstract');
    const fileUrl = await uploadPdf(request, token, 'Cord care in Busoga.pdf');
    await apiJson(request, token, 'post', '/api/publications', {
      title,
      authors: ['A. Nakato'],
      type: 'Journal Article',
      year: 2026,
      status: 'published',
      abstract: '<p>Chlorhexidine cord care cut infections in Busoga.</p>',
      fileUrl,
      fileName: 'Cord care in Busoga.pdf',
    });
    await page.goto(`/admin/publications?search=${encodeURIComponent(title)}`);
    await page
      .getByRole('button', { name: `Edit: ${title}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /Edit Publication/ });
    await expect(dialog.getByText('7 words')).toBeVisible();
    await expect(dialog.getByText('Cord care in Busoga.pdf')).toBeVisible();
    await expect(dialog.getByText(fileUrl.split('/').pop()!)).toHaveCount(0);
  });

  test('phone width: publications become cards; forms and dialogs fit and pass axe', async ({ page, signIn, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 740 });
    const token = await signIn(page);
    const marker = unique('Phonemark').replace(' ', '');
    const title = `${marker} Postnatal care visits in rural districts of Eastern Uganda`;
    const { publication } = await apiJson<{ publication: Publication }>(request, token, 'post', '/api/publications', {
      title,
      type: 'Research Report',
      year: 2022,
      journal: 'Makerere School of Public Health',
      authors: ['Mary Achieng', 'Jane Nakato', 'Peter Okello'],
      citations: 7,
      // A copy elsewhere is an external link; the file field takes only an upload of this site.
      externalUrl: 'https://example.org/postnatal.pdf',
    });
    try {
      await page.goto(`/admin/publications?search=${marker}`);
      await expect(page.getByRole('button', { name: 'Add Publication' })).toBeVisible();
      // Each row is a card: every column's value beside its heading, no sideways scrolling.
      const card = page.getByRole('region', { name: 'Publications' }).locator('tbody tr').filter({ hasText: title });
      await expect(card.locator('td[data-label="Type"]')).toHaveText('Research Report');
      await expect(card.locator('td[data-label="Year"]')).toHaveText('2022');
      await expect(card).toContainText('Mary Achieng +2 others');
      await expect(card.locator('td[data-label="Citations"]')).toHaveText('7');
      await expect(card).toHaveCSS('display', 'flex');
      await expect(card.getByRole('link', { name: `Open document link: ${title}` })).toHaveAttribute(
        'href',
        'https://example.org/postnatal.pdf',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await expectAccessible(page, 'publications phone');
      await page.screenshot({ path: test.info().outputPath('publications-375.png'), fullPage: true });

      await card.getByRole('button', { name: `View: ${title}` }).click();
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
      await expectAccessible(page, 'publication view phone');
      await page.keyboard.press('Escape');

      await card.getByRole('button', { name: `Delete: ${title}` }).click();
      await expect(page.getByRole('dialog', { name: 'Delete publication' })).toBeVisible();
      await expectAccessible(page, 'delete confirmation phone');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Add Publication' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Publication' });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, 'publication form phone');
      await dialog.getByLabel('Type').selectOption('Policy Brief');
      await expect(dialog.getByRole('radio', { name: 'Link' })).toBeAttached();
      await expectAccessible(page, 'policy brief form phone');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      const box = await dialog.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(375);
    } finally {
      await apiJson(request, token, 'delete', `/api/publications/${publication.id}`);
    }
  });
});
