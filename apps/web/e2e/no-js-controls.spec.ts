import { readFile } from 'node:fs/promises';
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { JOB_PATHWAY_LABELS } from '@mnch/shared';
import { jobsCopy } from '../app/content/careers';
import { careersCta } from '../app/content/careers';
import { homePartnersCarouselCopy } from '../app/content/home';
import { partnerCategoryLabels, partnersCopy } from '../app/content/partners';
import type { Partner } from '@mnch/shared';
import { createPartner, deletePartner } from './support/partners';
import { countryKey } from '../app/content/countries';
import { fieldSiteRegions, type FieldSite } from '../app/content/field-sites';
import {
  countryMapCopy,
  countryModalCopy,
  fieldSitesCopy,
  incomeFilterOptions,
  activityFilterOptions,
  mapLayerOptions,
} from '../app/content/impact-maps';
import { students } from '../app/content/students';
import { filterCountries } from '../app/features/impact/filters';
import { teamCopy, teamFilters } from '../app/content/team';
import { createTeamMember, deleteTeamMember, type TeamMemberRecord } from './support/team';
import {
  addGalleryImage,
  adminToken,
  allCountries,
  createArticle,
  createCountry,
  createFieldSite,
  createJob,
  createPublication,
  deleteCountry,
  deleteFieldSite,
  marker,
  uploadPdf,
} from './support/content';
import { galleryPng } from './support/gallery-files';
import { expect, expectAccessible, isScript, test, waitForHydration } from './support/fixtures';

/**
 * Every public control that reveals content works before and without JavaScript
 * (docs/no-script.md, "Controls"). The first part runs with JavaScript off and clicks each control;
 * the second holds the page's scripts back, clicks before hydration, then lets them run. Axe needs
 * JavaScript in the page, so the states without scripts are checked on pages whose scripts are held.
 */

const PHONE = { width: 375, height: 740 };

/** Gallery images titled `${tag} image <i>`, uploaded in that order (the gallery shows the newest first). */
async function createGalleryImages(request: APIRequestContext, tag: string, count: number) {
  const token = await adminToken(request);
  for (let i = 0; i < count; i += 1) {
    const png = await galleryPng(['#0f766e', '#b45309', '#1d4ed8'][i % 3]!, 800, 500);
    await addGalleryImage(request, token, `${tag} image ${i}`, png, `Picture ${i} of ${tag}`);
  }
}

/** A published publication with a PDF and two authors, titled `${tag} outcomes`. */
async function createCitablePublication(request: APIRequestContext, tag: string) {
  const token = await adminToken(request);
  const file = await uploadPdf(request, token);
  const publication = await createPublication(request, token, {
    title: `${tag} outcomes`,
    type: 'Research Report',
    file_url: file,
    authors: [{ name: 'Jane Okello' }, { name: 'Sam Kato' }],
  });
  return { file, publication };
}

const student = students[0]!;
/** The Open Positions filter the careers tests use, and jobs of this test's own in it and in another pathway. */
const pathway = JOB_PATHWAY_LABELS['research-data'];
async function createOwnJobs(request: APIRequestContext, tag: string) {
  const token = await adminToken(request);
  const inPathway = await createJob(request, token, { title: `${tag} analyst`, pathway: 'research-data' });
  const other = await createJob(request, token, { title: `${tag} intern`, pathway: 'internships', employmentType: 'internship' });
  return { inPathway, other };
}
/** Partners of this file's own (the partners are records: support/partners.ts). */
let strategic: Partner;
let otherStrategic: Partner;
let mapped: Partner;
const ownPartners: Partner[] = [];
// The tests of this file run one after another in one worker and share the file's partners and team member: with `fullyParallel`
// each test would otherwise be a group of its own, and beforeAll would run again for every test.
test.describe.configure({ mode: 'default' });
test.beforeAll(async ({ request }) => {
  const m = marker('nojs');
  const add = async (data: Record<string, unknown>) => {
    const p = await createPartner(request, data);
    ownPartners.push(p);
    return p;
  };
  strategic = await add({ name: `Strategic gov ${m}`, type: 'government', lists: ['strategic'], description: 'Policy partner.' });
  otherStrategic = await add({ name: `Strategic fund ${m}`, type: 'funding', lists: ['strategic'], description: 'Funder.' });
  mapped = await add({ name: `Mapped ${m}`, type: 'ngo', lists: ['map'], latitude: -20, longitude: 60, region: 'Africa' });
  for (let i = 1; i <= 5; i++) await add({ name: `Carousel ${i} ${m}`, inCarousel: true });
});
test.afterAll(async ({ request }) => {
  for (const p of ownPartners) await deletePartner(request, p.id);
});
const teamGroup = teamFilters.find((f) => f.category)!;
/** A team member of this file's own (the members are records: support/team.ts), in the first group. */
let teamMember: TeamMemberRecord;
test.beforeAll(async ({ request }) => {
  teamMember = await createTeamMember(request, { name: `No-script ${marker('member')}`, category: teamGroup.category });
});
test.afterAll(async ({ request }) => {
  await deleteTeamMember(request, teamMember.id);
});
/** The number a team filter link shows. */
const teamCount = async (page: Page, label: string) =>
  Number(
    (
      await page
        .getByRole('navigation', { name: teamCopy.filterLabel })
        .getByRole('link', { name: new RegExp(`^${label}`) })
        .innerText()
    ).replace(/\D+/g, ''),
  );

/**
 * The impact page's choices (docs/no-script.md, "Controls"): a layer, filters that keep this spec's own
 * country (upper-middle income, potential: no sample country is both), the country among them, a site.
 */
const satellite = mapLayerOptions.find((o) => o.value !== 'street')!;
const street = mapLayerOptions.find((o) => o.value === 'street')!;
const impactIncome = incomeFilterOptions.find((o) => o.value === 'upper-middle')!;
const impactActivity = activityFilterOptions.find((o) => o.value === 'potential')!;
const siteRegion = 'busoga' as const;
const siteLabel = (site: Pick<FieldSite, 'name' | 'region'>) => `${site.name}, ${fieldSiteRegions[site.region].label}`;

/**
 * A Busoga site and a Kampala site of the test's own (other specs add and remove sites on the shared server,
 * so the tests look for these and check the others only by region), placed apart from the sample sites.
 */
async function ownFieldSites(request: APIRequestContext, tag: string) {
  const token = await adminToken(request);
  const impactSite = await createFieldSite(request, token, { name: `${tag} Busoga site`, region: siteRegion, x: 90, y: 20 });
  const otherSite = await createFieldSite(request, token, { name: `${tag} Kampala site`, region: 'kampala', x: 40, y: 75 });
  return {
    impactSite,
    otherSite,
    drop: async () => Promise.all([impactSite, otherSite].map((s) => deleteFieldSite(request, token, s.id))),
  };
}

/** Every site marker shown is of `region` (its name says "…, Busoga"). */
async function expectOnlyRegion(section: Locator, region: FieldSite['region']) {
  const labels = await section.locator('[data-site-id]').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) expect(label.endsWith(`, ${fieldSiteRegions[region].label}`), label).toBe(true);
}

/** A published newsletter issue with a PDF, titled `${tag} issue`, with a summary and a tag. */
async function createNewsletterIssue(request: APIRequestContext, tag: string) {
  const token = await adminToken(request);
  const pdf = await uploadPdf(request, token);
  return createArticle(request, token, {
    kind: 'newsletter',
    title: `${tag} issue`,
    category: 'Partnership',
    excerpt: `Summary of the ${tag} issue.`,
    content: pdf,
    tags: [tag],
  });
}

/**
 * Follows `link`, whose name is `prefix` and its item's title (`Learn More: …`): the dialog it opens
 * is shown, named by that title.
 */
async function openNamedDialog(page: Page, link: Locator, prefix: RegExp): Promise<Locator> {
  const title = (await link.getAttribute('aria-label'))!.replace(prefix, '');
  await link.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home: Learn More opens the programme dialog (rendered by the server); Close closes it', async ({ page }) => {
    await page.goto('/');
    const learnMore = page
      .locator('#programmes')
      .getByRole('link', { name: /^Learn More: / })
      .first();
    const title = (await learnMore.getAttribute('aria-label'))!.replace(/^Learn More: /, '');
    await learnMore.click();
    await expect(page).toHaveURL(/[?&]program=/);
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    // The full text: longer than the card's (truncated) summary.
    const full = (await dialog.locator('p').first().textContent())!;
    expect(full.length).toBeGreaterThan(150);

    await dialog.getByRole('link', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).not.toHaveURL(/program=/);
  });

  test('home: the social tabs are links to the page with the tab chosen, kept in view', async ({ page }) => {
    await page.goto('/');
    const social = page.locator('#social-media');
    await expect(social.getByRole('tab', { name: 'YouTube' })).toHaveAttribute('aria-selected', 'true');
    const twitter = social.getByRole('tab', { name: 'Twitter' });
    await expect(twitter).toHaveAttribute('href', '/?social=twitter#social-media');
    await twitter.click();
    await expect(page).toHaveURL(/\/\?social=twitter#social-media$/);
    await expect(social.getByRole('tab', { name: 'Twitter' })).toHaveAttribute('aria-selected', 'true');
    await expect(social.getByRole('tab', { name: 'YouTube' })).toHaveAttribute('aria-selected', 'false');
    await expect(social).toBeInViewport();
    // The feed needs the scripts: the panel links to the account.
    await expect(social.getByRole('tabpanel')).toHaveCount(1);
    await expect(social.getByRole('link', { name: /Follow us on X/ })).toHaveAttribute('href', /^https:\/\/x\.com\//);
    await expect(social.getByRole('link', { name: /Visit our YouTube channel/ })).toHaveCount(0);

    await social.getByRole('tab', { name: 'YouTube' }).click();
    await expect(page).toHaveURL(/\/#social-media$/);
    await expect(social.getByRole('tab', { name: 'YouTube' })).toHaveAttribute('aria-selected', 'true');
    await expect(social.getByRole('link', { name: /Visit our YouTube channel/ })).toBeVisible();
    // An unknown tab in the address shows the default one.
    await page.goto('/?social=myspace');
    await expect(page.locator('#social-media').getByRole('tab', { name: 'YouTube' })).toHaveAttribute('aria-selected', 'true');
  });

  test('careers: pathway Learn More, View openings, job View Details and the internship dialog', async ({ page, request }) => {
    await createOwnJobs(request, marker('No-script careers '));
    await page.goto('/jobs');
    const pathways = page.locator('#pathways');
    const dialog = await openNamedDialog(page, pathways.getByRole('link', { name: /^Learn More: / }).first(), /^Learn More: /);
    await dialog.getByRole('link', { name: 'Close dialog' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A pathway with openings: its dialog's View openings filters the list.
    await pathways
      .getByRole('link', { name: /^Learn More: / })
      .nth(0)
      .click();
    const openings = page.getByRole('dialog').getByRole('link', { name: 'View openings' });
    await openings.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]pathway=/);
    await expect(page.locator('#jobs a[aria-current="true"]')).not.toHaveText(/All positions/);

    await page.goto('/jobs');
    const details = page
      .locator('#jobs')
      .getByRole('link', { name: /^View Details: / })
      .first();
    const jobDialog = await openNamedDialog(page, details, /^View Details: /);
    await expect(jobDialog.getByRole('link', { name: /Apply/ }).first()).toBeVisible();
    await jobDialog.getByRole('link', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('link', { name: 'Learn about internships' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('careers: the Open Positions filters are links the server renders filtered', async ({ page, request }) => {
    const tag = marker('No-script filter ');
    const { inPathway, other } = await createOwnJobs(request, tag);
    await page.goto('/jobs');
    const list = page.locator(`#${jobsCopy.id}`);
    // This test's own jobs (tests share one server).
    const titles = list.locator('li h3', { hasText: tag });
    await expect(titles).toHaveText([other.title, inPathway.title]);
    await list.getByRole('navigation').getByRole('link', { name: pathway, exact: true }).click();
    await expect(page).toHaveURL(/[?&]pathway=research-data/);
    await expect(titles).toHaveText([inPathway.title]);
    await expect(list.locator('a[aria-current="true"]')).toContainText(pathway);
    await list.getByRole('navigation').getByRole('link', { name: jobsCopy.allLabel, exact: true }).click();
    await expect(page).not.toHaveURL(/pathway=/);
    await expect(titles).toHaveText([other.title, inPathway.title]);
  });

  test("training: a student's Details opens the dialog (rendered by the server); Close closes it", async ({ page }) => {
    await page.goto('/training');
    await page.getByRole('link', { name: `View details of ${student.name}` }).click();
    await expect(page).toHaveURL(/[?&]student=/);
    const dialog = page.getByRole('dialog', { name: student.name });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(student.researchTopic);
    await expect(dialog).toContainText(student.university);
    await dialog.getByRole('link', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).not.toHaveURL(/student=/);
    await expect(page.getByRole('link', { name: `View details of ${student.name}` })).toBeVisible();
  });

  test('media gallery: a thumbnail opens the lightbox at its image; previous, next and close are links', async ({ page, request }) => {
    const tag = marker('nojsgal');
    await createGalleryImages(request, tag, 3);
    await page.goto('/media?tab=gallery');
    await page.getByRole('link', { name: `Open ${tag} image 1` }).click();
    await expect(page).toHaveURL(/[?&]image=/);
    const dialog = page.getByRole('dialog', { name: `${tag} image 1` });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('img')).toHaveAttribute('src', /\.(webp|png)$/);
    await expect(dialog.locator('img')).toHaveJSProperty('complete', true);
    expect(await dialog.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Newest first: image 2, image 1, image 0.
    await dialog.getByRole('link', { name: 'Next image' }).click();
    await expect(page.getByRole('dialog', { name: `${tag} image 0` })).toBeVisible();
    await page.getByRole('dialog').getByRole('link', { name: 'Previous image' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Previous image' }).click();
    await expect(page.getByRole('dialog', { name: `${tag} image 2` })).toBeVisible();
    await page.getByRole('dialog').getByRole('link', { name: 'Close dialog' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).not.toHaveURL(/image=/);
    await expect(page.getByRole('link', { name: `Open ${tag} image 1` })).toBeVisible();
  });

  test('publications: Download is a link that counts the download once and sends the file; Cite opens the dialog with the citation, its formats are links', async ({
    page,
    request,
  }) => {
    const tag = marker('nojscite');
    const { publication } = await createCitablePublication(request, tag);
    const downloads = async () => (await (await request.get(`/api/publications/${publication.id}`)).json()).publication.downloads as number;
    const before = await downloads();
    await page.goto(`/publications?q=${tag}`);
    const card = page.getByRole('article', { name: `${tag} outcomes` });
    const download = card.getByRole('link', { name: `Download: ${tag} outcomes` });
    await expect(download).toHaveAttribute('href', `/api/publications/${publication.id}/download`);
    await expect(download).toHaveAttribute('rel', 'nofollow');
    await expect(download).toHaveAttribute('download', /\.pdf$/);
    const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(saved.suggestedFilename()).toMatch(/\.pdf$/);
    // The file itself, where the count sent the browser.
    expect((await readFile(await saved.path())).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await downloads()).toBe(before + 1);

    await card.getByRole('link', { name: `Cite: ${tag} outcomes` }).click();
    await expect(page).toHaveURL(/[?&]cite=/);
    const dialog = page.getByRole('dialog', { name: 'Cite this publication' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('citation-text')).toContainText('Okello');
    await expect(dialog.getByRole('link', { name: 'APA', exact: true })).toHaveAttribute('aria-current', 'true');
    // Copying needs the scripts: not offered without them.
    await expect(dialog.getByRole('button', { name: 'Copy' })).toHaveCount(0);
    await dialog.getByRole('link', { name: 'BibTeX', exact: true }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'BibTeX', exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('dialog').getByTestId('citation-text')).toContainText(/@\w+\{/);
    await page.getByRole('dialog').getByRole('link', { name: 'Close dialog' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).not.toHaveURL(/cite=|format=/);
    await expect(page.getByRole('article', { name: `${tag} outcomes` })).toBeVisible();
  });

  test('about: Read More shows the rest of the story, Read Less hides it', async ({ page }) => {
    await page.goto('/about');
    const section = page.locator('#background');
    const more = section.locator('details > div');
    await expect(more).toBeHidden();
    await section.getByText('Read More').click();
    await expect(more).toBeVisible();
    await expect(section.getByText('Read Less')).toBeVisible();
    await section.getByText('Read Less').click();
    await expect(more).toBeHidden();
  });

  test('media: each tab is a link that the server renders selected', async ({ page }) => {
    await page.goto('/media');
    const tabs = page.getByRole('tablist', { name: 'Media sections' });
    const names = await tabs.getByRole('tab').allTextContents();
    expect(names.length).toBe(4);
    for (const name of [...names.slice(1), names[0]!]) {
      await tabs.getByRole('tab', { name }).click();
      await expect(tabs.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2, name })).toBeAttached();
    }
    // Every tab is in the Tab order (the arrow keys need the scripts).
    for (const tab of await tabs.getByRole('tab').all()) expect(await tab.getAttribute('tabindex')).toBeNull();
    await tabs.getByRole('tab').nth(2).click();
  });

  test('desktop header: each menu group opens and its links work', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    const groups = nav.locator('summary');
    const count = await groups.count();
    expect(count).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < count; i++) {
      const details = nav.locator('details').nth(i);
      const first = details.getByRole('link').first();
      await expect(first).toBeHidden();
      await groups.nth(i).click();
      await expect(first).toBeVisible();
      await groups.nth(i).click();
      await expect(first).toBeHidden();
    }
    // By keyboard as well.
    const about = nav.locator('summary', { hasText: 'About Us' });
    await about.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Our Background' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Our Background' })).toBeFocused();

    await nav.locator('summary', { hasText: 'Get Involved' }).click();
    await nav.getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
  });

  test('phone header: the hamburger opens the menu, groups expand, links work', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const toggle = page.getByRole('banner').locator('summary[aria-label="Menu"]');
    const menu = page.getByRole('navigation', { name: 'Main' }).last();
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
    const research = menu.locator('summary', { hasText: 'Research' });
    await research.click();
    await menu.getByRole('link', { name: 'Publications' }).click();
    await expect(page).toHaveURL(/\/publications$/);
  });

  test('team: the group filters are links the server renders filtered; a member opens in a dialog', async ({ page }) => {
    await page.goto('/team');
    const filters = page.getByRole('navigation', { name: teamCopy.filterLabel });
    const cards = page.locator('#team ul > li > a');
    await expect(cards).toHaveCount(await teamCount(page, teamFilters[0].label));
    await filters.getByRole('link', { name: new RegExp(`^${teamGroup.label}`) }).click();
    await expect(page).toHaveURL(/[?&]group=/);
    await expect(cards).toHaveCount(await teamCount(page, teamGroup.label));
    await expect(filters.locator('a[aria-current="true"]')).toContainText(teamGroup.label);

    await page.getByRole('link', { name: teamCopy.openProfile(teamMember.name) }).click();
    await expect(page).toHaveURL(/[?&]member=/);
    const dialog = page.getByRole('dialog', { name: teamMember.name });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(teamMember.bio!);
    await dialog.getByRole('link', { name: teamCopy.close, exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).not.toHaveURL(/member=/);
    // The filter is kept; All Team shows everyone again.
    await expect(cards).toHaveCount(await teamCount(page, teamGroup.label));
    await filters.getByRole('link', { name: new RegExp(`^${teamFilters[0].label}`) }).click();
    await expect(page).not.toHaveURL(/group=/);
    await expect(cards).toHaveCount(await teamCount(page, teamFilters[0].label));
  });

  test("impact: the map layers and the filters are chosen by address; a country's details open in a dialog", async ({ page, request }) => {
    const token = await adminToken(request);
    const impactCountry = await createCountry(request, token, {
      name: marker('Nojsland '),
      incomeLevel: impactIncome.value,
      activity: impactActivity.value,
      programmes: ['Community maternal health forums'],
    });
    const reach = page.locator(`#${countryMapCopy.id}`);
    const layers = reach.getByRole('group', { name: countryMapCopy.layerLabel });
    const list = reach.getByRole('complementary', { name: countryMapCopy.legendTitle });
    const countryLinks = list.getByRole('link', { name: new RegExp(`: ${countryMapCopy.viewDetails}$`) });
    /**
     * The list beside the map names the countries the API lists with the address's filters (other specs add
     * and remove countries meanwhile: the page is loaded again, at the same address, until it matches).
     */
    const expectListed = async (query: Record<string, string> = {}) => {
      let first = true;
      await expect(async () => {
        if (!first) await page.reload();
        first = false;
        const before = await allCountries(request, query);
        const names = (await countryLinks.allInnerTexts()).map((t) => t.trim());
        const after = await allCountries(request, query);
        expect(names).toEqual(before.map((c) => c.name));
        expect(after.map((c) => c.name)).toEqual(before.map((c) => c.name));
      }).toPass({ intervals: [500, 1000, 2000] });
    };
    try {
      await page.goto('/impact');
      await expect(layers.getByRole('link', { name: street.label })).toHaveAttribute('aria-current', 'true');
      await expectListed();
      // Center Map needs the map (and so the scripts): not offered.
      await expect(reach.getByRole('button', { name: countryMapCopy.centerLabel })).toHaveCount(0);

      await layers.getByRole('link', { name: satellite.label }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]layer=${satellite.value}`));
      await expect(layers.getByRole('link', { name: satellite.label })).toHaveAttribute('aria-current', 'true');
      await expect(layers.getByRole('link', { name: street.label })).not.toHaveAttribute('aria-current');

      // The filters are a form sent by its button; the layer chosen is kept.
      await reach.getByRole('combobox', { name: countryMapCopy.incomeLabel }).selectOption(impactIncome.value);
      await reach.getByRole('combobox', { name: countryMapCopy.activityLabel }).selectOption(impactActivity.value);
      await reach.getByRole('button', { name: countryMapCopy.applyFilters }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]income=${impactIncome.value}`));
      await expect(page).toHaveURL(new RegExp(`[?&]activity=${impactActivity.value}`));
      await expect(page).toHaveURL(new RegExp(`[?&]layer=${satellite.value}`));
      await expectListed({ incomeLevel: impactIncome.value, activity: impactActivity.value });
      await expect(reach.getByRole('combobox', { name: countryMapCopy.incomeLabel })).toHaveValue(impactIncome.value);

      await list.getByRole('link', { name: `${impactCountry.name}: ${countryMapCopy.viewDetails}` }).click();
      // The address names the country by its ISO code in lower case.
      await expect(page).toHaveURL(new RegExp(`[?&]country=${countryKey(impactCountry)}(&|#|$)`));
      const dialog = page.getByRole('dialog', { name: impactCountry.name });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(impactCountry.programmes[0]!);
      await expect(dialog).toContainText(countryModalCopy.noPartners);
      await dialog.getByRole('link', { name: countryModalCopy.close, exact: true }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).not.toHaveURL(/country=/);
      await expect(list.getByRole('link', { name: `${impactCountry.name}: ${countryMapCopy.viewDetails}` })).toBeVisible();
      // The dialog's X is a link back too.
      await list.getByRole('link', { name: `${impactCountry.name}: ${countryMapCopy.viewDetails}` }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Close dialog' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).not.toHaveURL(/country=/);

      // No country matches: Reset Filters is a link to the page unfiltered.
      await expect(async () => {
        const countries = await allCountries(request);
        const [noMatchIncome, noMatchActivity] = incomeFilterOptions
          .flatMap((i) => activityFilterOptions.map((a) => [i, a] as const))
          .find(([i, a]) => filterCountries(countries, i.value, a.value).length === 0)!;
        await page.goto(`/impact?income=${noMatchIncome.value}&activity=${noMatchActivity.value}`);
        await expect(reach.getByText(countryMapCopy.noMatchTitle).first()).toBeVisible({ timeout: 2000 });
      }).toPass({ intervals: [500, 1000, 2000] });
      await reach.getByRole('link', { name: countryMapCopy.resetFilters }).click();
      await expect(page).not.toHaveURL(/income=|activity=/);
      await expectListed();
    } finally {
      await deleteCountry(request, token, impactCountry.id);
    }
  });

  test("impact: the field sites' regions and sites are links the server renders chosen", async ({ page, request }) => {
    const { impactSite, otherSite, drop } = await ownFieldSites(request, marker('nojssite'));
    try {
      await page.goto('/impact');
      const section = page.locator(`#${fieldSitesCopy.id}`);
      const regions = section.getByRole('group', { name: fieldSitesCopy.filterLabel });
      const own = (site: FieldSite) => section.getByRole('link', { name: siteLabel(site) });
      await expect(own(impactSite)).toBeVisible();
      await expect(own(otherSite)).toBeVisible();
      await expect(section.getByRole('heading', { name: fieldSitesCopy.emptyTitle })).toBeVisible();

      await regions.getByRole('link', { name: new RegExp(`^${fieldSiteRegions[siteRegion].label}`) }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]region=${siteRegion}`));
      await expect(own(otherSite)).toHaveCount(0);
      await expectOnlyRegion(section, siteRegion);
      await expect(regions.locator('a[aria-current="true"]')).toContainText(fieldSiteRegions[siteRegion].label);

      await own(impactSite).click();
      await expect(page).toHaveURL(new RegExp(`[?&]site=${impactSite.id}(&|#|$)`));
      await expect(page).toHaveURL(new RegExp(`[?&]region=${siteRegion}`));
      await expect(section.getByRole('heading', { name: impactSite.name })).toBeVisible();
      await expect(section).toContainText(impactSite.description);
      await expect(own(impactSite)).toHaveAttribute('aria-current', 'true');

      // The card's close link drops the site and keeps the region.
      await section.getByRole('link', { name: fieldSitesCopy.clear }).click();
      await expect(page).not.toHaveURL(/site=/);
      await expect(page).toHaveURL(new RegExp(`[?&]region=${siteRegion}`));
      await expect(section.getByRole('heading', { name: fieldSitesCopy.emptyTitle })).toBeVisible();

      // Choosing another region drops the site.
      await own(impactSite).click();
      await regions.getByRole('link', { name: new RegExp(`^${fieldSitesCopy.allLabel}`) }).click();
      await expect(page).not.toHaveURL(/site=|region=/);
      await expect(own(impactSite)).toBeVisible();
      await expect(own(otherSite)).toBeVisible();
      await expect(section.getByRole('heading', { name: fieldSitesCopy.emptyTitle })).toBeVisible();

      // A site the address names outside its region, or that is gone, shows no card.
      await page.goto(`/impact?region=kampala&site=${impactSite.id}`);
      await expect(section.getByRole('heading', { name: fieldSitesCopy.emptyTitle })).toBeVisible();
      await page.goto('/impact?site=999999999');
      await expect(section.getByRole('heading', { name: fieldSitesCopy.emptyTitle })).toBeVisible();
    } finally {
      await drop();
    }
  });

  test("newsletter: Preview opens the issue's preview (rendered by the server); Close closes it", async ({ page, request }) => {
    const tag = marker('nojsnews');
    await createNewsletterIssue(request, tag);
    await page.goto(`/newsletter?q=${tag}`);
    // The new issue may be the featured one as well: the archive's card.
    const card = page.getByTestId('newsletter-card').filter({ hasText: `${tag} issue` });
    await card.getByRole('link', { name: `Preview: ${tag} issue` }).click();
    await expect(page).toHaveURL(/[?&]preview=/);
    const dialog = page.getByRole('dialog', { name: `${tag} issue` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`Summary of the ${tag} issue.`);
    await expect(dialog).toContainText(`#${tag}`);
    await expect(dialog.getByRole('link', { name: /^View/ })).toBeVisible();
    // Favourites are kept by the scripts: not offered without them.
    await expect(page.getByRole('button', { name: /favourites/ })).toHaveCount(0);
    await dialog.getByRole('link', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).not.toHaveURL(/preview=/);
    await expect(page).toHaveURL(/[?&]q=/);

    // The featured issue's Preview as well.
    await page.goto('/newsletter');
    const featured = page.getByTestId('featured-issue');
    await openNamedDialog(page, featured.getByRole('link', { name: /^Preview: / }), /^Preview: /);
    await page.getByRole('dialog').getByRole('link', { name: 'Close dialog' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("partners: the categories are links the server renders selected; a strategic partner's card shows its details", async ({ page }) => {
    await page.goto('/partners');
    const tabs = page.getByRole('tablist', { name: partnersCopy.directory.tabsLabel });
    const directory = page.locator(`#${partnersCopy.directory.id}`);
    const label = partnerCategoryLabels[strategic.type];
    await tabs.getByRole('tab', { name: new RegExp(`^${label}`) }).click();
    await expect(page).toHaveURL(/[?&]type=/);
    await expect(tabs.getByRole('tab', { name: new RegExp(`^${label}`) })).toHaveAttribute('aria-selected', 'true');
    const hidden = otherStrategic;
    await expect(directory.getByRole('link', { name: new RegExp(strategic.name) })).toBeVisible();
    await expect(directory.getByRole('link', { name: new RegExp(hidden.name) })).toHaveCount(0);

    // The card (its details' website link has the partner's name as well).
    const card = directory.locator('a[aria-expanded]').filter({ hasText: strategic.name });
    await card.click();
    await expect(page).toHaveURL(/[?&]partner=/);
    const detail = page.locator(`#${partnersCopy.detail.id}`);
    await expect(detail.getByRole('heading', { name: strategic.name })).toBeVisible();
    await expect(card).toHaveAttribute('aria-expanded', 'true');
    await detail.getByRole('link', { name: partnersCopy.detail.close }).click();
    await expect(page.locator(`#${partnersCopy.detail.id}`)).toHaveCount(0);
    await expect(page).not.toHaveURL(/partner=/);
    await expect(page).toHaveURL(/[?&]type=/);
    await tabs.getByRole('tab', { name: new RegExp(`^${partnerCategoryLabels.all}`) }).click();
    await expect(page).not.toHaveURL(/type=/);
    await expect(directory.getByRole('link', { name: new RegExp(hidden.name) })).toBeVisible();
  });

  test('partners map: the partner list is a disclosure whose partners are links to the page with their details', async ({ page }) => {
    await page.goto('/partners');
    const network = page.locator(`#${partnersCopy.map.id}`);
    // The map itself needs scripts, and says so instead of "Loading".
    await expect(network.getByText('The map needs JavaScript')).toBeVisible();
    await expect(network.getByRole('status')).toBeHidden();
    // The legend is a plain key: its toggles (they dim markers) only come with the map.
    await expect(network.getByRole('group', { name: partnersCopy.map.legendTitle }).last().getByRole('button')).toHaveCount(0);
    await network.getByText(partnersCopy.map.showList, { exact: true }).click();
    await network.getByRole('link', { name: new RegExp(mapped.name) }).click();
    await expect(page).toHaveURL(/[?&]mapPartner=/);
    const panel = page.getByTestId('partner-panel');
    await expect(panel.getByRole('heading', { name: mapped.name })).toBeVisible();
    await expect(panel).toContainText(mapped.location);
    await expectAccessible(page, 'partner map without scripts');
    await panel.getByRole('link', { name: partnersCopy.map.closeDetail }).click();
    await expect(page).not.toHaveURL(/mapPartner=/);
    await expect(page.getByTestId('partner-panel')).toHaveCount(0);
  });

  test('careers: Join Our Talent Network opens its dialog with the form (rendered by the server)', async ({ page }) => {
    await page.goto('/jobs');
    await page.getByRole('link', { name: careersCta.talentNetwork.label }).click();
    await expect(page).toHaveURL(/[?&]talent=1/);
    const dialog = page.getByRole('dialog', { name: careersCta.talentNetwork.dialogTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox')).toBeVisible();
    await expect(dialog.locator('form')).toHaveAttribute('method', 'post');
    await dialog.getByRole('link', { name: 'Close dialog' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).not.toHaveURL(/talent=/);
  });

  test('home: the partner carousel is a row scrolled by hand, without the controls that need scripts', async ({ page, request }) => {
    await page.goto('/');
    const carouselRecords = ((await (await request.get('/api/partners?carousel=true&limit=100')).json()) as { partners: Partner[] })
      .partners;
    const carousel = page.getByRole('region', { name: homePartnersCarouselCopy.label });
    await expect(carousel.getByRole('button')).toHaveCount(0);
    const viewport = carousel.getByTestId('partner-viewport');
    await expect(viewport).toHaveCSS('overflow-x', 'auto');
    const slides = carousel.getByTestId('partner-slide');
    await expect(slides).toHaveCount(carouselRecords.length);
    // The last partner is reached by scrolling the row (by keyboard as well: the row takes the focus).
    const last = slides.last();
    const insideRow = async () => {
      const [row, slide] = [(await viewport.boundingBox())!, (await last.boundingBox())!];
      return slide.x < row.x + row.width && slide.x + slide.width > row.x;
    };
    expect(await insideRow()).toBe(false);
    await viewport.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => viewport.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await viewport.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    await expect.poll(insideRow).toBe(true);
    await expect(last).toContainText(carouselRecords.at(-1)!.name);
  });

  test('the chat launcher, which needs scripts, is not shown', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /chat assistant/i })).toHaveCount(0);
  });
});

/** Lets the held scripts run (`release`): `dialog`, opened before they did, is still open and now modal. */
async function hydrateWithDialogOpen(page: Page, release: () => void, dialog: Locator) {
  release();
  await waitForHydration(page);
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
}

/** Escape closes the open dialog, and the address no longer names it (`param`). */
async function escapeCloses(page: Page, param: RegExp) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(param);
}

/**
 * `link`, clicked while the scripts are held, opens `dialog`; once they have run (`release`) it is
 * modal and Escape closes it, taking `param` out of the address; clicked again, it opens in place.
 */
async function opensBeforeAndAfterHydration(page: Page, release: () => void, link: Locator, dialog: Locator, param: RegExp) {
  await link.click();
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  await hydrateWithDialogOpen(page, release, dialog);
  await escapeCloses(page, param);
  await link.click();
  await expect(dialog).toBeVisible();
  await expect(page).not.toHaveURL(param);
}

/** A page in `context` whose scripts are held back until `release()` is called. */
async function pageWithHeldScripts(context: BrowserContext): Promise<{ page: Page; release: () => void }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const page = await context.newPage();
  await page.route(isScript, async (route) => {
    await gate;
    await route.continue();
  });
  return { page, release };
}

test.describe('clicked before the scripts have run', () => {
  test('the states shown without scripts are accessible', async ({ context }) => {
    // Nine pages, each checked by axe: more than the default minute on a loaded machine.
    test.setTimeout(180_000);
    const { page, release } = await pageWithHeldScripts(context);
    for (const [path, section, what] of [
      ['/', '#programmes', 'programme'],
      ['/jobs', '#pathways', 'pathway'],
    ]) {
      await page.goto(path!, { waitUntil: 'domcontentloaded' });
      await page
        .locator(section!)
        .getByRole('link', { name: /^Learn More: / })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, `${what} dialog without scripts`);
    }

    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await page.locator('#background').getByText('Read More').click();
    // Without scripts the header does not turn solid on scrolling: looked at over the hero.
    await page.evaluate(() => window.scrollTo(0, 0));
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await nav.locator('summary', { hasText: 'About Us' }).click();
    await expect(nav.getByRole('link', { name: 'Our Background' })).toBeVisible();
    await expectAccessible(page, 'about with the story and a menu open, without scripts');

    await page.goto('/media', { waitUntil: 'domcontentloaded' });
    await page.getByRole('tablist', { name: 'Media sections' }).getByRole('tab').nth(2).click();
    await expect(page.getByRole('tablist').getByRole('tab').nth(2)).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, 'media tab without scripts');

    await page.goto('/training', { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: `View details of ${student.name}` }).click();
    await expect(page.getByRole('dialog', { name: student.name })).toBeVisible();
    await expectAccessible(page, 'student dialog without scripts');

    await page.goto('/jobs', { waitUntil: 'domcontentloaded' });
    await page.locator(`#${jobsCopy.id} nav`).getByRole('link', { name: pathway, exact: true }).click();
    await expect(page.locator(`#${jobsCopy.id} a[aria-current="true"]`)).toContainText(pathway);
    await expectAccessible(page, 'filtered positions without scripts');

    await page.setViewportSize(PHONE);
    await page.goto('/media?tab=gallery', { waitUntil: 'domcontentloaded' });
    await page.getByRole('banner').locator('summary[aria-label="Menu"]').click();
    await page.getByRole('navigation', { name: 'Main' }).last().locator('summary', { hasText: 'Research' }).click();
    await expectAccessible(page, 'phone menu without scripts');
    release();
    await page.close();
  });

  test('team, talent network, partner details and newsletter preview without scripts are accessible', async ({ context, request }) => {
    const tag = marker('a11ynews');
    await createNewsletterIssue(request, tag);
    const { page, release } = await pageWithHeldScripts(context);
    await page.goto('/team', { waitUntil: 'domcontentloaded' });
    await page
      .getByRole('navigation', { name: teamCopy.filterLabel })
      .getByRole('link', { name: new RegExp(`^${teamGroup.label}`) })
      .click();
    await page.getByRole('link', { name: teamCopy.openProfile(teamMember.name) }).click();
    await expect(page.getByRole('dialog', { name: teamMember.name })).toBeVisible();
    await expectAccessible(page, 'member dialog without scripts');

    await page.goto('/jobs', { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: careersCta.talentNetwork.label }).click();
    await expect(page.getByRole('dialog', { name: careersCta.talentNetwork.dialogTitle })).toBeVisible();
    await expectAccessible(page, 'talent network dialog without scripts');

    await page.goto('/partners', { waitUntil: 'domcontentloaded' });
    await page.locator(`#${partnersCopy.directory.id} a[aria-expanded]`).filter({ hasText: strategic.name }).click();
    await expect(page.locator(`#${partnersCopy.detail.id}`)).toBeVisible();
    await expectAccessible(page, 'strategic partner details without scripts');

    await page.goto(`/newsletter?q=${tag}`, { waitUntil: 'domcontentloaded' });
    await page
      .getByTestId('newsletter-card')
      .getByRole('link', { name: `Preview: ${tag} issue` })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'newsletter preview without scripts');

    release();
    await page.close();
  });

  test('home social tabs: a tab chosen before the scripts stays chosen; hydrated, the tabs switch in place', async ({ context }) => {
    let feedCalls = 0;
    const { page, release } = await pageWithHeldScripts(context);
    page.on('request', (r) => r.url().includes('/api/social/tweets') && feedCalls++);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const social = page.locator('#social-media');
    await social.getByRole('tab', { name: 'Twitter' }).click();
    await expect(page).toHaveURL(/\?social=twitter#social-media$/);
    await expect(social.getByRole('link', { name: /Follow us on X/ })).toBeVisible();
    await expectAccessible(page, 'home social tab without scripts');
    expect(feedCalls).toBe(0);

    release();
    await waitForHydration(page);
    await expect(social.getByRole('tab', { name: 'Twitter' })).toHaveAttribute('aria-selected', 'true');
    // Hydrated, the feed loads (the test server has no feed: a calm link to the account).
    await expect(social.getByText('Follow us on X for our latest updates.')).toBeVisible();
    expect(feedCalls).toBe(1);
    await social.getByRole('tab', { name: 'YouTube' }).click();
    await expect(social.getByRole('tab', { name: 'YouTube' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?social=twitter#social-media$/);
    await page.close();
  });

  test('home Learn More: the address opens the dialog, which the scripts then make modal', async ({ context }) => {
    const { page, release } = await pageWithHeldScripts(context);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const learnMore = page
      .locator('#programmes')
      .getByRole('link', { name: /^Learn More: / })
      .first();
    const dialog = await openNamedDialog(page, learnMore, /^Learn More: /);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    await hydrateWithDialogOpen(page, release, dialog);
    await escapeCloses(page, /program=/);
    // Hydrated, Learn More opens the dialog in place again.
    await learnMore.click();
    await expect(dialog).toBeVisible();
    await page.close();
  });

  test('media tab and header menu: chosen before hydration, kept after', async ({ context }) => {
    const { page, release } = await pageWithHeldScripts(context);
    await page.goto('/media', { waitUntil: 'domcontentloaded' });
    const tabs = page.getByRole('tablist', { name: 'Media sections' });
    const gallery = tabs.getByRole('tab').last();
    const name = (await gallery.textContent())!;
    await gallery.click();
    await expect(gallery).toHaveAttribute('aria-selected', 'true');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await nav.locator('summary', { hasText: 'About Us' }).click();
    await expect(nav.getByRole('link', { name: 'Our Background' })).toBeVisible();

    release();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(nav.getByRole('button', { name: 'About Us' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Our Background' })).toBeVisible();
    // Hydrated: the arrow keys move between tabs.
    await gallery.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.getByRole('tab').nth(2)).toBeFocused();
    await expect(tabs.getByRole('tab').nth(2)).toHaveAttribute('aria-selected', 'true');
    await page.close();
  });

  test('gallery lightbox and Cite dialog: opened without scripts, accessible, then modal once hydrated', async ({ context, request }) => {
    const tag = marker('heldgal');
    await createGalleryImages(request, tag, 2);
    const { page, release } = await pageWithHeldScripts(context);
    await page.goto('/media?tab=gallery', { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: `Open ${tag} image 0` }).click();
    await expect(page.getByRole('dialog', { name: `${tag} image 0` })).toBeVisible();
    await expectAccessible(page, 'lightbox without scripts');

    const cite = marker('heldcite');
    await createCitablePublication(request, cite);
    await page.goto(`/publications?q=${cite}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: `Cite: ${cite} outcomes` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cite this publication' });
    await expect(dialog.getByTestId('citation-text')).toContainText('Okello');
    await expectAccessible(page, 'cite dialog without scripts');

    await hydrateWithDialogOpen(page, release, dialog);
    await expect(dialog.getByTestId('citation-text')).toContainText('Okello');
    // Hydrated: the formats switch in place, and Copy is offered.
    await dialog.getByRole('link', { name: 'RIS', exact: true }).click();
    await expect(dialog.getByTestId('citation-text')).toContainText(/TY {2}-/);
    await expect(page).not.toHaveURL(/format=/);
    await expect(dialog.getByRole('button', { name: 'Copy' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).not.toHaveURL(/cite=/);
    await page.close();
  });

  test('student Details clicked before hydration: the dialog is open, then modal; hydrated it opens in place', async ({ context }) => {
    const { page, release } = await pageWithHeldScripts(context);
    await page.goto('/training', { waitUntil: 'domcontentloaded' });
    const details = page.getByRole('link', { name: `View details of ${student.name}` });
    await opensBeforeAndAfterHydration(page, release, details, page.getByRole('dialog', { name: student.name }), /student=/);
    await page.close();
  });

  test('team member and newsletter preview opened before hydration: modal once hydrated; hydrated they open in place', async ({
    context,
    request,
  }) => {
    const tag = marker('heldnews');
    await createNewsletterIssue(request, tag);
    const { page, release } = await pageWithHeldScripts(context);
    await page.goto('/team', { waitUntil: 'domcontentloaded' });
    const card = page.getByRole('link', { name: teamCopy.openProfile(teamMember.name) });
    await opensBeforeAndAfterHydration(page, release, card, page.getByRole('dialog', { name: teamMember.name }), /member=/);
    await page.keyboard.press('Escape');

    await page.goto(`/newsletter?q=${tag}`);
    await waitForHydration(page);
    await page
      .getByTestId('newsletter-card')
      .getByRole('link', { name: `Preview: ${tag} issue` })
      .click();
    await expect(page.getByRole('dialog', { name: `${tag} issue` })).toBeVisible();
    await expect(page).not.toHaveURL(/preview=/);
    // Hydrated, the favourite button is offered.
    await expect(page.getByRole('dialog').getByRole('button', { name: /favourites/ })).toBeVisible();
    await page.close();
  });

  test('impact: layer, site and country chosen before hydration, accessible, kept once hydrated; hydrated they change in place', async ({
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const { impactSite, otherSite, drop } = await ownFieldSites(request, marker('heldsite'));
    // This spec's own country (the list beside the map shows it whatever other specs add meanwhile).
    const token = await adminToken(request);
    const country = await createCountry(request, token, { name: marker('Heldland '), activity: 'research' });
    const { page, release } = await pageWithHeldScripts(context);
    await page.goto('/impact', { waitUntil: 'domcontentloaded' });
    const reach = page.locator(`#${countryMapCopy.id}`);
    const layers = reach.getByRole('group', { name: countryMapCopy.layerLabel });
    const section = page.locator(`#${fieldSitesCopy.id}`);
    await layers.getByRole('link', { name: satellite.label }).click();
    await expect(layers.getByRole('link', { name: satellite.label })).toHaveAttribute('aria-current', 'true');
    await section.getByRole('link', { name: siteLabel(impactSite) }).click();
    await expect(section.getByRole('heading', { name: impactSite.name })).toBeVisible();
    await expectAccessible(page, 'impact layer and site without scripts');
    await reach.getByRole('link', { name: `${country.name}: ${countryMapCopy.viewDetails}` }).click();
    const dialog = page.getByRole('dialog', { name: country.name });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`layer=${satellite.value}.*site=${impactSite.id}.*country=${countryKey(country)}`));
    await expectAccessible(page, 'country dialog without scripts');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    await hydrateWithDialogOpen(page, release, dialog);
    await escapeCloses(page, /country=/);
    // The other choices are kept.
    await expect(layers.getByRole('link', { name: satellite.label })).toHaveAttribute('aria-current', 'true');
    await expect(section.getByRole('heading', { name: impactSite.name })).toBeVisible();
    await expect(reach.locator('.leaflet-container')).toHaveAttribute('data-tile-url', /arcgisonline/);

    // Hydrated, the controls act in place: the address is not loaded.
    await layers.getByRole('link', { name: street.label }).click();
    await expect(layers.getByRole('link', { name: street.label })).toHaveAttribute('aria-current', 'true');
    await expect(page).not.toHaveURL(/layer=/);
    // Another region drops the site the address names, and keeps the region chosen in place.
    const otherRegion = otherSite.region;
    await section
      .getByRole('group', { name: fieldSitesCopy.filterLabel })
      .getByRole('link', { name: new RegExp(`^${fieldSiteRegions[otherRegion].label}`) })
      .click();
    await expect(page).not.toHaveURL(/site=/);
    await expect(section.getByRole('heading', { name: fieldSitesCopy.emptyTitle })).toBeVisible();
    await expect(section.getByRole('link', { name: siteLabel(otherSite) })).toBeVisible();
    await expect(section.getByRole('link', { name: siteLabel(impactSite) })).toHaveCount(0);
    await expectOnlyRegion(section, otherRegion);
    await reach.getByRole('link', { name: `${country.name}: ${countryMapCopy.viewDetails}` }).click();
    await expect(dialog).toBeVisible();
    await expect(page).not.toHaveURL(/country=/);
    await page.keyboard.press('Escape');
    await expect(reach.getByRole('link', { name: `${country.name}: ${countryMapCopy.viewDetails}` })).toBeFocused();
    await page.close();
    await drop();
    await deleteCountry(request, token, country.id);
  });

  test('about Read More opened before hydration stays open', async ({ context }) => {
    const { page, release } = await pageWithHeldScripts(context);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    const section = page.locator('#background');
    await section.getByText('Read More').click();
    await expect(section.getByText('Read Less')).toBeVisible();
    release();
    await waitForHydration(page);
    await expect(section.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
    await page.close();
  });
});
