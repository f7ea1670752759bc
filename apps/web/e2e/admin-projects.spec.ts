import { expect, expectAccessible, test } from './support/fixtures';
import {
  apiJson,
  closeChangedForm,
  deleteAfterCancel,
  expectPhoneLayout,
  filterToOne,
  PNG_BYTES,
  searchList,
  typeInEditor,
  unique,
  openSectionDialog,
} from './support/admin-helpers';

interface Project {
  id: number;
  title: string;
  status: string;
  budget: number;
  partners: string[];
  teamMembers: string[];
  tags: string[];
  documentUrls: string[];
  imageUrl: string | null;
  archived: boolean;
}
interface ListBody {
  projects: Project[];
  total: number;
}

test.describe('admin projects', () => {
  test('adds a project with image, lists and rich text; it shows on /research; edits, archives and deletes', async ({
    page,
    token,
    request,
  }) => {
    test.setTimeout(90_000);
    const title = unique('Maternal nutrition trial');
    const dialog = await openSectionDialog(page, '/admin/projects', {
      heading: 'Projects',
      button: 'Add Project',
      dialog: 'Add New Projects',
    });
    await dialog.getByLabel('Project title').fill(title);
    await dialog.getByLabel('Category').selectOption('research');
    await expect(dialog.getByLabel('Status')).toHaveValue('active');
    await expect(dialog.getByLabel('Currency')).toHaveValue('UGX');
    await dialog.getByLabel('Start date').fill('2026-03-01');
    await dialog.getByLabel('Budget').fill('2500000.75');
    await dialog.getByLabel('Target beneficiaries').fill('1200');
    await typeInEditor(
      page,
      'Description',
      'A cluster randomised trial of nutrition counselling for pregnant women in eastern Uganda, with follow-up to six months after birth.',
    );
    await dialog.locator('#project-image').setInputFiles({ name: 'project.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await expect(dialog.getByRole('img', { name: 'Project image preview' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Add partner' }).click();
    await dialog.getByLabel('Partner 1', { exact: true }).fill('Makerere University');
    await dialog.getByRole('button', { name: 'Add partner' }).click();
    await dialog.getByLabel('Partner 2', { exact: true }).fill('To be removed');
    await dialog.getByRole('button', { name: 'Remove partner 2' }).click();
    await expect(dialog.getByLabel('Partner 2', { exact: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Add team member' }).click();
    await dialog.getByLabel('Team member 1', { exact: true }).fill('Dr A. Example (PI)');
    await dialog.getByRole('button', { name: 'Add tag' }).click();
    await dialog.getByLabel('Tag 1', { exact: true }).fill('nutrition');
    await dialog.getByRole('button', { name: 'Add tag' }).click(); // left blank: dropped on save
    await dialog.getByRole('button', { name: 'Add document link' }).click();
    await dialog.getByLabel('Document link 1', { exact: true }).fill('https://example.org/protocol.pdf');
    await expectAccessible(page, 'project form');
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await expect(page.getByText('Project created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('A cluster randomised trial of nutrition counselling for pregnant women in easter…');
    await expect(row).toContainText('Research');
    await expect(row).toContainText('Active');
    await expect(row).toContainText('1 Mar 2026');
    await expect(row).toContainText('UGX 2,500,001');

    const saved = (await apiJson<ListBody>(request, token, 'get', `/api/projects?search=${encodeURIComponent(title)}`)).projects[0]!;
    expect(saved.partners).toEqual(['Makerere University']);
    expect(saved.tags).toEqual(['nutrition']);
    expect(saved.documentUrls).toEqual(['https://example.org/protocol.pdf']);
    expect(saved.imageUrl).toMatch(/^\/uploads\//);

    // The public research page lists it.
    const pub = await page.context().newPage();
    await pub.goto(`/research?q=${encodeURIComponent(title)}`);
    await expect(pub.getByRole('heading', { name: title })).toBeVisible();
    await pub.close();

    // View details.
    await row.getByRole('button', { name: `View Details: ${title}` }).click();
    const view = page.getByRole('dialog', { name: title });
    await expect(view.getByText('Makerere University')).toBeVisible();
    await expect(view.getByText('UGX 2,500,001')).toBeVisible();
    await expectAccessible(page, 'project view');
    await page.keyboard.press('Escape');

    // Edit.
    await row.getByRole('button', { name: `Edit Project: ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Project' });
    await expect(edit.getByLabel('Partner 1', { exact: true })).toHaveValue('Makerere University');
    await edit.getByLabel('Status').selectOption('paused');
    await edit.getByRole('button', { name: 'Update Project' }).click();
    await expect(page.getByText('Project updated successfully')).toBeVisible();
    await expect(row).toContainText('Paused');

    // Archive: it leaves this list and the public one.
    await row.getByRole('button', { name: `Archive Project: ${title}` }).click();
    const confirmArchive = page.getByRole('dialog', { name: 'Archive project' });
    await expectAccessible(page, 'archive confirmation');
    await confirmArchive.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Project archived successfully')).toBeVisible();
    await expect(row).toBeHidden();
    const publicList = (await (await request.get(`/api/projects?search=${encodeURIComponent(title)}`)).json()) as ListBody;
    expect(publicList.projects).toEqual([]);
    await apiJson(request, token, 'delete', `/api/projects/${saved.id}`);
  });

  test('deletes a project after confirmation', async ({ page, token, request }) => {
    const title = unique('Delete me project');
    await apiJson(request, token, 'post', '/api/projects', {
      title,
      category: 'policy',
      description: '<p>Short</p>',
      budget: 100,
      currency: 'USD',
    });
    await page.goto(`/admin/projects?search=${encodeURIComponent(title)}`);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('USD 100');
    await deleteAfterCancel(page, row, {
      button: `Delete Project: ${title}`,
      dialog: 'Delete project',
      says: 'Move this project to the trash? Editors can restore it from Trash for 30 days; after that it is deleted for good.',
    });
    await expect(page.getByText('Project moved to the trash')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your filters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add First Project' })).toHaveCount(0);
  });

  test('validation messages, and ?new=1 opens the form', async ({ page, signIn }) => {
    await signIn(page);
    await page.goto('/admin/projects?new=1');
    const dialog = page.getByRole('dialog', { name: 'Add New Projects' });
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await expect(dialog.getByText('Project title is required')).toBeVisible();
    await expect(dialog.getByText('Category is required')).toBeVisible();
    await expect(dialog.getByText('Project description is required')).toBeVisible();
    await expect(dialog.getByLabel('Project title')).toBeFocused();
    await dialog.getByRole('button', { name: 'Add document link' }).click();
    await dialog.getByLabel('Document link 1', { exact: true }).fill('ftp://nope');
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await expect(dialog.getByText('Please enter a valid link (an /uploads/ path or an http(s) address)')).toBeVisible();
    await expectAccessible(page, 'project form errors');
    await closeChangedForm(page);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/projects$/);
  });

  test('filters by search, status and category on the server', async ({ page, token, request }) => {
    const tag = unique('Projtoken').replace(' ', '');
    await apiJson(request, token, 'post', '/api/projects', {
      title: `${tag} training active`,
      category: 'training',
      status: 'active',
      description: '<p>One</p>',
    });
    await apiJson(request, token, 'post', '/api/projects', {
      title: `${tag} innovation completed`,
      category: 'innovation',
      status: 'completed',
      description: '<p>Two</p>',
    });
    const rows = await searchList(page, { path: '/admin/projects', search: 'Search projects', region: 'Projects', tag });
    await expect(rows).toHaveCount(2);
    await filterToOne(page, rows, 'Filter by status', 'completed', 'Completed');
    await page.getByLabel('Filter by status').selectOption('');
    await filterToOne(page, rows, 'Filter by category', 'training', 'training active');
    await page.getByLabel('Filter by status').selectOption('paused');
    await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible();
    await expectAccessible(page, 'projects filtered empty');
  });

  test('phone width: the list fits the screen as cards, the form passes axe', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page);
    await expectPhoneLayout(page, {
      path: '/admin/projects',
      add: 'Add Project',
      dialog: 'Add New Projects',
      context: 'projects phone',
      formContext: 'project form phone',
    });
  });
});
