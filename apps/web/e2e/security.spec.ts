import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { PNG_BYTES } from './support/admin-helpers';
import { adminToken, auth, createCountry, marker, uploadPdf } from './support/content';
import { expect, test, waitForHydration } from './support/fixtures';
import { onOwnServer, putAt } from './support/own-server';
import { repoRoot } from './support/server';

/**
 * Stored XSS (docs/security.md, "Stored cross-site scripting"): attempts saved through the API in every text and rich-text field must never
 * run where the site shows them - public pages, detail dialogs, back-office lists, view dialogs and
 * edit forms. The browser ignores the Content-Security-Policy here (bypassCSP), so an injected
 * handler or script WOULD run if the page let it in: the rendering itself is what is tested, the
 * policy is a second wall (its headers are checked at the end).
 */
test.use({ bypassCSP: true });
// One worker creates the data once (beforeAll) and walks every page with it.
test.describe.configure({ mode: 'serial' });

const M = marker('xss');
/** Each attempt, if it ever ran, opens a dialog or sets window.__xss. */
const X = {
  img: '<img src=x onerror=alert(1)>',
  flag: '<img src=x onerror="window.__xss=1">',
  script: '<script>alert(2)</script>',
  svg: '"><svg onload=alert(3)>',
  jsonLd: '</script><script>alert(4)</script>',
  attr: "' autofocus onfocus='window.__xss=5' x='",
  link: 'javascript:alert(6)',
};
/** For plain-text fields (at most ~170 characters, under every limit). */
const text = (field: string) => `${M} ${field} ${X.img} ${X.svg} ${X.jsonLd} ${X.attr}`;
/** For short fields (tags, keywords: at most 100). */
const short = `${M}<b onmouseover=alert(7)>t</b>`;
/** For rich-text fields: what an attacker would paste into the editor's HTML. */
const RICH = [
  `<p>${M} rich body</p>`,
  X.img,
  X.flag,
  X.script,
  '<svg onload="window.__xss=3"><circle r="5"/></svg>',
  `<a href="${X.link}">js link</a>`,
  `<a href=" JaVaScRiPt:window.__xss=6">spaced link</a>`,
  `<iframe src="${X.link}"></iframe>`,
  '<iframe srcdoc="<script>parent.__xss=8</script>"></iframe>',
  '<p onclick="window.__xss=9" style="background:url(javascript:alert(9))">clickable</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(10)></style></mglyph></table></mtext></math>',
  '<form action="javascript:alert(11)"><input type="submit" formaction="javascript:alert(12)"></form>',
  '<object data="javascript:alert(13)"></object><embed src="javascript:alert(14)">',
  `<p>${X.jsonLd}</p>`,
].join('');

interface Created {
  articleSlug: string;
  /** The newsletter's first slug, now an old address redirecting to its new one. */
  newsletterSlug: string;
  articleId: number;
  eventSlug: string;
  projectSlug: string;
  galleryTitle: string;
  jobId: number;
  teamMemberId: number;
  partnerId: number;
  fieldSiteId: number;
  /** The address key of the country (its lower-case ISO code). */
  countryKey: string;
  /** The journal article's page, /publications/{slug} (issue 35, point 6). */
  publicationSlug: string;
}
let created: Created;

async function ok(res: APIResponse, status = 201) {
  expect(res.status(), await res.text()).toBe(status);
  return res.json();
}

async function createEverything(request: APIRequestContext): Promise<Created> {
  const token = await adminToken(request);
  const headers = auth(token);
  const pdf = await uploadPdf(request, token, `${M}.pdf`);
  // The media library: an image whose original file name and alt text are attempts (a name keeps no '/').
  const libraryImage = (await ok(
    await request.post('/api/upload/single', {
      headers,
      multipart: { file: { name: `${M} file ${X.img} ${X.svg} ${X.attr}.png`, mimeType: 'image/png', buffer: PNG_BYTES } },
    }),
  )) as { data: { id: number } };
  await ok(await request.patch(`/api/media/${libraryImage.data.id}`, { headers, data: { alt: text('alt') } }), 200);

  const article = await ok(
    await request.post('/api/articles', {
      headers,
      data: {
        kind: 'article',
        status: 'published',
        category: 'Research Breakthrough',
        title: text('article'),
        excerpt: text('excerpt'),
        metaDescription: text('meta'),
        author: text('author'),
        tags: [short, `${M} ${X.script}`],
        content: RICH,
      },
    }),
  );
  const newsletter = await ok(
    await request.post('/api/articles', {
      headers,
      data: {
        kind: 'newsletter',
        status: 'published',
        category: 'Research Breakthrough',
        title: text('newsletter'),
        excerpt: text('newsletter excerpt'),
        author: text('nl author'),
        content: pdf,
      },
    }),
  );

  // A slug holding markup is refused; a published newsletter's slug change keeps a redirect, which the
  // admins' Redirects list shows with the item's title.
  const newsletterSlug = newsletter.article.slug as string;
  await ok(await request.put(`/api/articles/${newsletter.article.id}`, { headers, data: { slug: `${M}${X.img}` } }), 400);
  await ok(await request.put(`/api/articles/${newsletter.article.id}`, { headers, data: { slug: `${newsletterSlug}-moved` } }), 200);

  const project = await ok(
    await request.post('/api/projects', {
      headers,
      data: {
        title: text('project'),
        category: 'research',
        status: 'active',
        description: RICH,
        principalInvestigator: text('pi'),
        fundingSource: text('funder'),
        geographicalScope: text('scope'),
        partners: [text('partner')],
        teamMembers: [text('member')],
        tags: [short],
        documentUrls: [pdf],
      },
    }),
  );
  // Revisions (the back office's History dialog shows what each save changed): one save of each, the
  // attempts in the text before and after it.
  await ok(
    await request.put(`/api/articles/${article.article.id}`, {
      headers,
      data: { excerpt: text('excerpt changed'), content: `${RICH}<p>${M} changed ${X.img}</p>` },
    }),
    200,
  );
  await ok(
    await request.put(`/api/projects/${project.project.id}`, {
      headers,
      data: { fundingSource: text('funder changed'), description: `${RICH}<p>${M} changed</p>` },
    }),
    200,
  );

  const publicationSlugs: string[] = [];
  for (const type of ['Journal Article', 'Policy Brief']) {
    const publication = await ok(
      await request.post('/api/publications', {
        headers,
        data: {
          title: text(type),
          type,
          year: 2030,
          status: 'published',
          authors: [{ name: text('author 1') }, { name: `${M} ${X.svg}` }],
          journal: text('journal'),
          doi: `10.1000/${M}"><img src=x onerror=alert(15)>`,
          abstract: RICH,
          description: text('description'),
          keywords: [short],
          publicationSource: text('source'),
          fileUrl: pdf,
          fileName: `${M}<img src=x onerror=alert(16)>.pdf`,
          externalUrl: `https://example.org/${encodeURIComponent(M)}?q="><img/src=x/onerror=alert(17)>`,
        },
      }),
    );
    publicationSlugs.push(publication.publication.slug);
  }

  const event = await ok(
    await request.post('/api/events', {
      headers,
      data: {
        title: text('event'),
        type: 'Workshop',
        status: 'upcoming',
        startDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
        organizer: text('organizer'),
        venueName: text('venue'),
        description: RICH,
        currency: '<b>UGX</b>',
        highlights: [text('highlight')],
        speakers: [{ name: text('speaker') }],
        capacity: 50,
      },
    }),
  );
  await ok(
    await request.post(`/api/events/${event.event.id}/registrations`, {
      data: { name: text('registrant'), email: `${M}-reg@e2e.example.org` },
    }),
  );

  const up = await ok(
    await request.post('/api/upload/gallery', {
      headers,
      multipart: { file: { name: `${M}.png`, mimeType: 'image/png', buffer: PNG_BYTES } },
    }),
  );
  const galleryTitle = text('gallery');
  await ok(
    await request.post('/api/gallery', {
      headers,
      data: {
        title: galleryTitle,
        description: text('gallery description'),
        image_url: up.data.url,
        filename: `${M}<svg onload=alert(17)>.png`,
        size: up.data.size,
        mimetype: 'image/png',
        width: up.data.width,
        height: up.data.height,
      },
    }),
  );

  await ok(
    await request.post('/api/users', {
      headers,
      data: {
        name: text('user'),
        email: `${M}-user@e2e.example.org`,
        role: 'editor',
        password: 'Xss-pass-12345',
        organization: text('org'),
        position: text('position'),
      },
    }),
  );
  const subscriber = await request.post('/api/newsletter/subscribe', {
    data: { email: `${M}-sub@e2e.example.org`, name: text('subscriber'), organization: text('sub org') },
  });
  expect(subscriber.ok(), await subscriber.text()).toBe(true);
  await ok(
    await request.post('/api/inquiries', {
      data: {
        kind: 'contact',
        name: text('inquirer'),
        email: `${M}-contact@e2e.example.org`,
        subject: text('subject'),
        message: `${text('message')}\n${RICH}`,
        organization: text('inq org'),
      },
    }),
  );
  await ok(
    await request.post('/api/inquiries', {
      data: { kind: 'get-involved', name: text('volunteer'), email: `${M}-inv@e2e.example.org`, message: text('involved') },
    }),
  );

  const job = await ok(
    await request.post('/api/jobs', {
      headers,
      data: {
        title: text('job'),
        pathway: 'research-data',
        employmentType: 'contract',
        level: text('level'),
        location: text('location'),
        salary: text('salary'),
        summary: text('summary'),
        description: RICH,
        requirements: RICH,
        postedDate: new Date(Date.now() - 86_400_000).toISOString(),
        deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        applyEmail: 'careers@e2e.example.org',
        status: 'published',
      },
    }),
  );

  const teamMember = await ok(
    await request.post('/api/team', {
      headers,
      data: {
        name: text('team member'),
        title: text('team title'),
        category: 'Research Team',
        department: text('team department'),
        country: text('team country'),
        bio: text('team bio'),
        education: text('team education'),
        expertise: `${text('team period')}: ${text('team role')}`,
        publications: [text('team publication'), `${M} ${X.script}`],
        phone: `${M}<b>1</b>`.slice(0, 40),
        email: `${M}-team@e2e.example.org`,
      },
    }),
  );

  const partner = await ok(
    await request.post('/api/partners', {
      headers,
      data: {
        name: text('partner'),
        type: 'government',
        city: text('partner city'),
        country: text('partner country'),
        lists: ['strategic', 'research', 'community', 'map'],
        inCarousel: true,
        latitude: -33,
        longitude: -120,
        region: 'Europe',
        initials: '<b>',
        description: text('partner description'),
        focus: text('partner focus'),
        focusAreas: [text('partner area')],
        keyContact: text('partner contact'),
        projects: [text('partner project')],
        details: {
          fullDescription: text('partner full'),
          partnershipDuration: text('partner duration'),
          partnershipType: text('partner kind'),
          impactMetrics: [{ icon: 'users', value: `${M}<b>1</b>`, label: text('metric') }],
          collaborationAreas: [{ icon: 'scale', title: text('area'), description: text('area text') }],
          jointProjects: [
            { title: text('jp'), description: text('jp text'), status: 'Ongoing', timeline: '<i>2024</i>', funding: '<i>US$</i>' },
          ],
          successStory: { quote: text('quote'), author: text('quote author'), role: text('quote role'), organization: text('quote org') },
          jointPublications: [{ title: text('jpub'), journal: text('journal'), year: 2024, type: '<b>x</b>' }],
        },
      },
    }),
  );

  // Dated far ahead: the press tab shows the newest few, whatever other tests add.
  await ok(
    await request.post('/api/press-releases', {
      headers,
      data: { title: text('press'), summary: text('press summary'), date: '2997-01-01', link: pdf },
    }),
  );

  // The newest year of all: the impact page shows the most recent few, whatever other tests add.
  await ok(
    await request.post('/api/awards', {
      headers,
      data: { title: text('award'), awardedBy: text('awarder'), year: 2999, description: text('award description') },
    }),
  );

  // An award deleted at once: its title is shown in the trash's list.
  const trashed = await ok(
    await request.post('/api/awards', {
      headers,
      data: { title: text('trashed award'), awardedBy: text('trashed awarder'), year: 2001 },
    }),
  );
  await ok(await request.delete(`/api/awards/${trashed.award.id}`, { headers }), 200);

  // Placed apart from the other specs' sites; its card opens from the address (?site=id).
  const fieldSite = await ok(
    await request.post('/api/field-sites', {
      headers,
      data: {
        name: text('site'),
        region: 'kampala',
        type: short,
        x: 45,
        y: 88,
        healthWorkersTrained: 1,
        communitiesReached: 1,
        programsActive: 1,
        livesImpacted: 1,
        programs: [text('programme'), short],
        description: text('site description'),
        colorFrom: '#0c4a6e',
        colorTo: '#0ea5e9',
        motif: 'clinic',
      },
    }),
  );
  // A country of the impact map: its name is short (at most 100 characters), its lists take the long attempts.
  const country = await createCountry(request, token, {
    name: `${M} ${X.img} ${X.svg}`,
    activity: 'research',
    programmes: [text('programme'), `${M} ${X.script}`],
    partners: [text('country partner')],
  });

  return {
    countryKey: country.code.toLowerCase(),
    partnerId: partner.partner.id,
    articleSlug: article.article.slug,
    newsletterSlug,
    articleId: article.article.id,
    eventSlug: event.event.slug,
    projectSlug: project.project.slug,
    galleryTitle,
    teamMemberId: teamMember.member.id,
    jobId: job.job.id,
    fieldSiteId: fieldSite.fieldSite.id,
    publicationSlug: publicationSlugs[0]!,
  };
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  created = await createEverything(request);
  await request.dispose();
});

/** Records every alert/confirm/prompt the page opens (there must be none). */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  return opened;
}

/**
 * Nothing injected is in the page: no inline event handler on any element, no javascript: (or
 * data:/vbscript:) address, no frame with srcdoc, no object or embed, no script element that is an
 * attempt's body, every JSON-LD block still valid JSON - and window.__xss never set.
 */
async function expectNothingInjected(page: Page, where: string, opened: string[]) {
  // Let broken images fail (their onerror would run then) and focus settle (autofocus/onfocus).
  await page
    .waitForFunction(() => [...document.images].every((img) => img.complete || img.loading === 'lazy'), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForTimeout(200);
  const found = await page.evaluate(() => {
    const handlers: string[] = [];
    const urls: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      for (const name of el.getAttributeNames()) {
        const value = el.getAttribute(name) ?? '';
        if (/^on/i.test(name)) handlers.push(`<${el.tagName.toLowerCase()} ${name}="${value.slice(0, 40)}">`);
        if (/^(href|src|action|formaction|data|xlink:href|srcdoc)$/i.test(name)) {
          // eslint-disable-next-line no-control-regex
          const clean = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
          if (name.toLowerCase() === 'srcdoc' || /^(javascript|vbscript|data:text\/html)/.test(clean))
            urls.push(`<${el.tagName.toLowerCase()} ${name}="${value.slice(0, 40)}">`);
        }
      }
    }
    const embeds = [...document.querySelectorAll('object, embed')].map((el) => el.outerHTML.slice(0, 60));
    const scripts = [...document.querySelectorAll('script')]
      .filter((s) => /^(alert\(\d+\)|window\.__xss=\d+|parent\.__xss=\d+)$/.test((s.textContent ?? '').trim()))
      .map((s) => s.outerHTML.slice(0, 60));
    const badJsonLd: string[] = [];
    for (const s of document.querySelectorAll('script[type="application/ld+json"]')) {
      try {
        JSON.parse(s.textContent ?? '');
      } catch {
        badJsonLd.push((s.textContent ?? '').slice(0, 60));
      }
    }
    return { flag: (window as unknown as { __xss?: unknown }).__xss ?? null, handlers, urls, embeds, scripts, badJsonLd };
  });
  expect(found, where).toEqual({ flag: null, handlers: [], urls: [], embeds: [], scripts: [], badJsonLd: [] });
  expect(opened, `${where}: dialogs opened`).toEqual([]);
}

/** The attempt shows as the text it is (escaped), not as markup. */
async function expectShownAsText(page: Page, where: string) {
  await expect(page.getByText(X.img).filter({ visible: true }).first(), where).toBeVisible();
}

test('public pages and dialogs show the attempts as text and run none of them', async ({ page }) => {
  test.setTimeout(120_000);
  const opened = watchDialogs(page);
  const visit = async (url: string) => {
    await page.goto(url);
    await expect(page.getByText(M).filter({ visible: true }).first(), url).toBeVisible();
  };

  // Home shows the three newest articles: with other specs running beside this one, ours may not be
  // among them, so it is checked for injection but not for the marker.
  await page.goto('/');
  await expectNothingInjected(page, 'home', opened);

  await visit(`/article/${created.articleSlug}`);
  await expect(page.getByText(`${M} rich body`)).toBeVisible();
  // The javascript: links keep their text and lose the address.
  await expect(page.getByText('js link')).toBeVisible();
  await expectNothingInjected(page, 'article page', opened);

  await visit(`/events?q=${M}`);
  await expectShownAsText(page, 'events list');
  await expectNothingInjected(page, 'events list', opened);

  await visit(`/events?event=${created.eventSlug}`);
  const eventDialog = page.getByRole('dialog');
  await expect(eventDialog.getByText(`${M} rich body`)).toBeVisible();
  await expect(eventDialog.getByText(X.img).first()).toBeVisible();
  await expectNothingInjected(page, 'event dialog', opened);

  await visit(`/publications?q=${M}`);
  await expectShownAsText(page, 'publications');
  await expectNothingInjected(page, 'publications', opened);
  await page
    .getByRole('link', { name: /^Cite: / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Cite this publication' })).toBeVisible();
  await expectNothingInjected(page, 'cite dialog', opened);

  // A publication's page: its facts, abstract, citations, meta tags and JSON-LD (issue 35, point 6).
  await visit(`/publications/${created.publicationSlug}`);
  await expect(page.getByText(`${M} rich body`)).toBeVisible();
  await expectShownAsText(page, 'publication page');
  await expectNothingInjected(page, 'publication page', opened);

  await visit(`/media?q=${M}#reports`);
  await expectShownAsText(page, 'media reports');
  await expectNothingInjected(page, 'media reports', opened);

  await visit('/media#news');
  await expectNothingInjected(page, 'media news', opened);

  await visit('/media#gallery');
  await expectShownAsText(page, 'media gallery');
  await page.getByRole('link', { name: `Open ${created.galleryTitle}` }).click();
  await expect(page.getByRole('dialog', { name: created.galleryTitle })).toBeVisible();
  await expectNothingInjected(page, 'gallery lightbox', opened);

  await visit(`/newsletter?q=${M}`);
  await expectNothingInjected(page, 'newsletter archive', opened);

  await visit(`/research?q=${M}`);
  await expectShownAsText(page, 'research projects');
  await expectNothingInjected(page, 'research projects', opened);

  await visit(`/research/${created.projectSlug}`);
  await expect(page.getByText(`${M} rich body`)).toBeVisible();
  await expectShownAsText(page, 'project page');
  await expectNothingInjected(page, 'project page', opened);

  await visit('/media?tab=press#press');
  await expectShownAsText(page, 'media press releases');
  await expectNothingInjected(page, 'media press releases', opened);

  for (const url of ['/about#awards', '/impact']) {
    await visit(url);
    await expectShownAsText(page, `${url} awards`);
    await expectNothingInjected(page, `${url} awards`, opened);
  }

  // The field-site map's marker and the site's card (the map island renders it on the server and hydrates it).
  await visit(`/impact?site=${created.fieldSiteId}#field-sites`);
  await expect(page.locator('#field-sites').getByRole('heading', { name: new RegExp(`^${M} site`) })).toBeVisible();
  await expectShownAsText(page, 'impact field site');
  await expectNothingInjected(page, 'impact field site', opened);
  // The country map's list and the country's dialog (opened by the address).
  await visit(`/impact?country=${created.countryKey}#our-reach`);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByText(`${M} programme`)).toBeVisible();
  await expectShownAsText(page, 'impact country dialog');
  await expectNothingInjected(page, 'impact country list and dialog', opened);

  await visit('/jobs');
  await expectShownAsText(page, 'careers open positions');
  await expectNothingInjected(page, 'careers open positions', opened);
  await visit(`/jobs?job=${created.jobId}#jobs`);
  const jobDialog = page.getByRole('dialog');
  await expect(jobDialog.getByText(`${M} rich body`).first()).toBeVisible();
  await expect(jobDialog.getByText(X.img).first()).toBeVisible();
  await expectNothingInjected(page, 'job dialog', opened);

  await visit(`/partners?partner=${created.partnerId}&mapPartner=${created.partnerId}#partner-details`);
  await expectShownAsText(page, 'partners page');
  await expectNothingInjected(page, 'partners page and detail', opened);

  await page.goto('/');
  await expectNothingInjected(page, 'home carousel', opened);

  await visit(`/team?member=${created.teamMemberId}#team`);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectShownAsText(page, 'team member dialog');
  await expectNothingInjected(page, 'team member dialog', opened);
});

test('back-office lists, view dialogs and edit forms show the attempts as text and run none of them', async ({ page, signIn }) => {
  test.setTimeout(300_000);
  const opened = watchDialogs(page);
  await signIn(page);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNothingInjected(page, 'dashboard', opened);

  const mine = new RegExp(M);
  /** Opens the section filtered to this run's items, then each item's dialogs named by `buttons`. */
  const section = async (name: string, buttons: RegExp[], expectText = true) => {
    await page.goto(`/admin/${name}?search=${M}`);
    await expect(page.getByText(mine).filter({ visible: true }).first(), name).toBeVisible();
    if (expectText) await expectShownAsText(page, `${name} list`);
    await expectNothingInjected(page, `${name} list`, opened);
    for (const button of buttons) {
      await page.getByRole('button', { name: button }).first().click();
      const dialog = page.getByRole('dialog').last();
      await expect(dialog, `${name} ${button}`).toBeVisible();
      // The item is in the dialog: as text (view) or in the form's fields and editor (edit).
      await expect
        .poll(
          () =>
            dialog.evaluate(
              (d, m) =>
                (d.textContent ?? '').includes(m) ||
                [...d.querySelectorAll('input, textarea')].some((f) => (f as HTMLInputElement).value.includes(m)),
              M,
            ),
          { message: `${name} ${button}` },
        )
        .toBe(true);
      await expectNothingInjected(page, `${name} ${button}`, opened);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  };

  await section('articles', [new RegExp(`^View ${M}`), new RegExp(`^Edit ${M}`), new RegExp(`^History of ${M}`)], false);
  // The History dialog's diff (loaded after the dialog opens) shows the attempts as text.
  await page.goto(`/admin/articles?search=${M}`);
  await page
    .getByRole('button', { name: new RegExp(`^History of ${M}`) })
    .first()
    .click();
  const history = page.getByRole('dialog').last();
  await expect(history.getByRole('insertion').filter({ hasText: 'changed' }).first()).toBeVisible();
  // Stored text was cleaned on write (an excerpt holds no tags); what is left shows as text.
  await expect(history.getByText(new RegExp(`${M} excerpt`)).first()).toBeVisible();
  await expectNothingInjected(page, 'article history', opened);
  await page.keyboard.press('Escape');
  await section('newsletters', [new RegExp(`^View ${M}`), new RegExp(`^Edit ${M}`)], false);
  await section('projects', [new RegExp(`^View Details: ${M}`), new RegExp(`^Edit Project: ${M}`), new RegExp(`^History: ${M}`)]);
  await section('publications', [new RegExp(`^View: ${M}`), new RegExp(`^Edit: ${M}`)]);
  await section('events', [new RegExp(`^View event: ${M}`), new RegExp(`^Edit event: ${M}`)]);
  await section('gallery', [new RegExp(`^View ${M}`), new RegExp(`^Edit ${M}`)]);
  await section('press', [new RegExp(`^View Details: ${M}`), new RegExp(`^Edit Press Release: ${M}`)]);
  await section('awards', [new RegExp(`^View Details: ${M}`), new RegExp(`^Edit Award: ${M}`)]);
  await section('field-sites', [new RegExp(`^View Details: ${M}`), new RegExp(`^Edit Field Site: ${M}`)]);
  await section('countries', [new RegExp(`^View Details: ${M}`), new RegExp(`^Edit Country: ${M}`)]);
  await section('jobs', [new RegExp(`^View Details: ${M}`), new RegExp(`^Edit Job: ${M}`)]);
  await section('users', [new RegExp(`^Edit ${M} user`)]);
  // The newsletter sign-up above is a subscriber now, not an account: its list and remove dialog.
  await section('subscribers', [/^Delete subscriber/]);
  await section('team', [new RegExp(`^View Team Member: ${M}`), new RegExp(`^Edit Team Member: ${M}`)]);
  await section('partners', [new RegExp(`^View Partner: ${M}`), new RegExp(`^Edit Partner: ${M}`)]);
  await section('inquiries', [new RegExp(`^(Unread: )?${M} inquirer`), new RegExp(`^(Unread: )?${M} volunteer`)]);
  await section('media', [new RegExp(`^Details of ${M} file`)]);

  // The command palette lists this run's items of every kind by their titles (GET /api/search).
  await page.goto('/admin');
  // The palette's keys work once the back office has hydrated.
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search and jump' });
  await palette.getByRole('combobox').fill(M);
  await expect(palette.getByRole('option', { name: mine }).first(), 'command palette').toBeVisible();
  await expect(palette.getByText(X.img).first(), 'command palette').toBeVisible();
  await expectNothingInjected(page, 'command palette', opened);
  await page.keyboard.press('Escape');

  // The library picker of an upload field shows the same file.
  await page.goto('/admin/articles?new=1');
  await page.getByRole('dialog', { name: 'Write New Article' }).getByRole('button', { name: 'Choose from library' }).first().click();
  const picker = page.getByRole('dialog', { name: 'Choose an image from the library' });
  await picker.getByLabel('Search the library').fill(M);
  await expect(picker.getByText(mine).first()).toBeVisible();
  await expectShownAsText(page, 'library picker');
  await expectNothingInjected(page, 'library picker', opened);
  await page.keyboard.press('Escape');

  // The preview of an item renders it in the public layout, in the browser, with the staff token.
  await page.goto(`/preview/article/${created.articleId}`);
  await expect(page.getByText(`${M} rich body`)).toBeVisible();
  await expectNothingInjected(page, 'article preview', opened);

  // The audit log keeps each item's title as its label: the award created above reads as text there.
  await page.goto('/admin/audit-log?kind=awards&action=create');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `${M} award` })
      .first(),
    'audit log',
  ).toBeVisible();
  await expectShownAsText(page, 'audit log');
  await expectNothingInjected(page, 'audit log', opened);

  // The redirects list names the newsletter whose slug changed.
  await page.goto(`/admin/redirects?search=${created.newsletterSlug}`);
  await expect(page.getByText(mine).filter({ visible: true }).first(), 'redirects').toBeVisible();
  await expectNothingInjected(page, 'redirects list', opened);
  await page
    .getByRole('button', { name: /^Remove the redirect from / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Remove redirect' })).toBeVisible();
  await expectNothingInjected(page, 'redirect removal', opened);
  await page.keyboard.press('Escape');

  // The trash (no search: the awards in it, newest deleted first), and its confirmation naming nothing stored.
  await page.goto('/admin/trash?kind=awards');
  await expect(page.getByText(mine).filter({ visible: true }).first(), 'trash').toBeVisible();
  await expectShownAsText(page, 'trash list');
  await expectNothingInjected(page, 'trash list', opened);
});

/**
 * The site settings are one record that every public page shows (footer, contact page, JSON-LD, chat
 * assistant, policy pages): the attempts go into every text field of it on a server of this test's own,
 * so the shared server's pages stay as the other specs expect them.
 */
test('site settings: every page that shows them, and their back-office form, show the attempts as text and run none of them', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await onOwnServer(async (server, token) => {
    // Addresses must be web addresses and emails and phone numbers have rules of their own: the attempts
    // go into what those rules let through (a quote and markup in an address's path).
    const url = (what: string) => `https://example.org/${M}/${what}"><svg/onload=alert(3)>`;
    const settings = {
      address: { building: text('building'), street: text('street'), poBox: text('pobox'), city: text('city'), country: text('country') },
      phones: [{ label: text('phone label'), number: '+256 700 000 001' }],
      emails: { general: `${M}@e2e.example.org`, careers: `${M}-jobs@e2e.example.org` },
      officeHours: [{ days: text('days'), hours: text('hours') }],
      map: { lat: 0.3376, lng: 32.5761, label: text('map label') },
      social: [{ network: 'x', label: text('social label'), handle: text('handle'), url: url('social') }],
      footerLinks: [{ label: text('footer link'), url: url('footer') }],
    };
    await putAt(`${server.url}/api/settings`, token, settings);

    const opened = watchDialogs(page);
    for (const path of ['/', '/contact', '/privacy', '/accessibility', '/jobs', '/partners']) {
      await page.goto(`${server.url}${path}`);
      await expectShownAsText(page, `${path} footer`);
      await expectNothingInjected(page, path, opened);
    }
    // The chat assistant quotes the address.
    await page.goto(`${server.url}/about`);
    await page.getByRole('button', { name: 'Open chat assistant' }).click();
    await page.getByRole('textbox', { name: /message/i }).fill('What is your address?');
    await page.keyboard.press('Enter');
    await expect(page.getByText(`You can find us at the ${M} building`)).toBeVisible();
    await expectNothingInjected(page, 'chat assistant', opened);

    await page.addInitScript((t) => window.localStorage.setItem('accessToken', t), token);
    await page.goto(`${server.url}/admin/settings`);
    await expect(page.getByRole('form', { name: 'Site settings' }).getByLabel('Building', { exact: true })).toHaveValue(text('building'));
    await expectNothingInjected(page, 'settings form', opened);
  });
});

/** Figures show on most public pages: the attempts go into their labels, prefixes and suffixes on a server of this test's own. */
test('figures: the pages that quote them, and their back-office list and dialog, show the attempts as text and run none of them', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await onOwnServer(async (server, token) => {
    const affix = '<b onmouseover=alert(7)>';
    for (const key of ['yearsOfResearch', 'hIndex', 'livesTouched', 'corePrograms', 'students.total', 'goals2030.lives', 'established']) {
      await putAt(`${server.url}/api/figures/${key}`, token, {
        value: 7,
        label: text(`figure ${key}`),
        prefix: affix.slice(0, 10),
        suffix: X.script.slice(0, 10),
        plain: false,
      });
    }
    const opened = watchDialogs(page);
    for (const path of ['/', '/about', '/impact', '/programs', '/training', '/publications']) {
      await page.goto(`${server.url}${path}`);
      await expect(page.getByText(M).filter({ visible: true }).first(), path).toBeVisible();
      await expectNothingInjected(page, path, opened);
    }
    await page.addInitScript((t) => window.localStorage.setItem('accessToken', t), token);
    await page.goto(`${server.url}/admin/figures`);
    await expectShownAsText(page, 'figures list');
    await expectNothingInjected(page, 'figures list', opened);
    await page.getByRole('button', { name: new RegExp(`^Edit ${M} figure hIndex`) }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNothingInjected(page, 'figure dialog', opened);
  });
});

test("a staff member's own name and bio: the profile, the shell and the users list show the attempts as text and run none of them", async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(90_000);
  const admin = await adminToken(request);
  const email = `xss-profile-${Date.now().toString(36)}@e2e.example.org`;
  const password = 'Start-pass-123';
  const user = await request.post('/api/users', { headers: auth(admin), data: { name: 'Pending', email, role: 'editor', password } });
  await ok(user);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  const token = (await login.json()).data.tokens.accessToken as string;
  const saved = await request.patch('/api/auth/me', {
    headers: auth(token),
    data: { name: text('profile name'), bio: text('profile bio') },
  });
  await ok(saved, 200);
  expect((await saved.json()).user.bio).toBe(text('profile bio'));

  const opened = watchDialogs(page);
  await signIn(page, { email, password });
  await page.goto('/admin/profile');
  await expect(page.getByLabel('Short bio')).toHaveValue(text('profile bio'));
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(text('profile name'));
  // The sidebar's name block shows the new name as text.
  await expectShownAsText(page, 'profile shell');
  await expectNothingInjected(page, 'profile', opened);

  await signIn(page);
  await page.goto(`/admin/users?search=${encodeURIComponent(email)}`);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText(text('profile name'));
  await expectNothingInjected(page, 'users list with a profile name', opened);
  await page.getByRole('button', { name: new RegExp(`^Edit ${M} profile name`) }).click();
  await expect(page.getByRole('dialog', { name: 'Edit User' })).toBeVisible();
  await expectNothingInjected(page, 'user dialog with a profile name and bio', opened);
});

test("mail: the admin Outbox shows a message naming a user's name as text and runs none of it", async ({ page, request, signIn }) => {
  test.setTimeout(90_000);
  const admin = await adminToken(request);
  const email = `xss-outbox-${Date.now().toString(36)}@e2e.example.org`;
  // A new account with a set-your-password link: the message greets the user by name.
  const user = await request.post('/api/users', {
    headers: auth(admin),
    data: { name: text('mail name'), email, role: 'editor', sendPasswordLink: true },
  });
  await ok(user);

  const opened = watchDialogs(page);
  await signIn(page);
  await page.goto('/admin/outbox');
  const row = page.getByRole('region', { name: 'Outbox' }).getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expectNothingInjected(page, 'outbox list', opened);
  await row.getByRole('button', { name: /^View message/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(text('mail name'));
  await expectNothingInjected(page, 'outbox message (text part)', opened);
});

test('subscribers: the back-office list and its remove dialog show a subscriber named with markup as text and run none of it', async ({
  page,
  request,
  signIn,
}) => {
  const local = `xss-sub-${Date.now().toString(36)}`;
  const name = `${X.flag} ${M}`;
  const subscribed = await request.post('/api/newsletter/subscribe', {
    data: { email: `${local}@e2e.example.org`, name, organization: `${X.img} org` },
  });
  expect(subscribed.status()).toBe(202);

  const opened = watchDialogs(page);
  await signIn(page);
  await page.goto(`/admin/subscribers?search=${local}`);
  const row = page.getByRole('region', { name: 'Subscribers' }).getByRole('row').filter({ hasText: local });
  await expect(row).toContainText(name);
  await expect(row).toContainText(`${X.img} org`);
  await expectNothingInjected(page, 'subscribers list', opened);
  await row.getByRole('button', { name: /^Delete subscriber/ }).click();
  await expect(page.getByRole('dialog', { name: 'Remove subscriber' })).toContainText(local);
  await expectNothingInjected(page, 'subscribers remove dialog', opened);
  await page.keyboard.press('Escape');

  // Added by staff, its consent written with markup; and an import whose rejected row holds markup.
  const token = await signIn(page);
  const added = await request.post('/api/subscribers', {
    headers: { authorization: `Bearer ${token}` },
    data: { email: `${local}-staff@e2e.example.org`, name, consent: text('consent') },
  });
  expect(added.status(), await added.text()).toBe(201);
  await page.goto(`/admin/subscribers?search=${local}-staff`);
  const staffRow = page
    .getByRole('region', { name: 'Subscribers' })
    .getByRole('row')
    .filter({ hasText: `${local}-staff` });
  await expect(staffRow).toContainText(`Consent: ${text('consent')}`);
  await expectNothingInjected(page, 'subscribers list (consent)', opened);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importing = page.getByRole('dialog', { name: 'Import subscribers' });
  const csv = `Email,Name\n"${X.img}",${X.script}\n${local}-csv@e2e.example.org,"${X.attr}"\n`;
  await importing.getByLabel('CSV file').setInputFiles({ name: 'x.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await importing.getByLabel('How they agreed').fill(text('import consent'));
  await importing.getByRole('button', { name: 'Check file' }).click();
  await expect(importing.getByRole('row', { name: /^2 / })).toContainText(X.img);
  await expectNothingInjected(page, 'import check with a rejected row', opened);
});

/** A GET sent as written: no client-side clean-up of `..` or percent-encoding. */
function rawGet(base: string, rawPath: string): Promise<{ status: number; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('static files: nothing outside the build or the uploads folder is served, however the path is spelled', async ({
  request,
  baseURL,
}) => {
  const home = await (await request.get('/')).text();
  const asset = /\/assets\/[\w./-]+\.js/.exec(home)?.[0];
  expect(asset).toBeTruthy();
  // The control: an asset is served as it is.
  const served = await rawGet(baseURL!, asset!);
  expect(served.status).toBe(200);

  const serverBundle = readFileSync(path.join(repoRoot, 'apps/web/build/server/index.js'), 'utf8').slice(0, 200);
  const rootPackage = readFileSync(path.join(repoRoot, 'package.json'), 'utf8').slice(0, 60);
  for (const attempt of [
    '/assets/../../server/index.js',
    '/assets/%2e%2e/%2e%2e/server/index.js',
    '/assets/..%2f..%2fserver%2findex.js',
    '/assets/..%5c..%5cserver%5cindex.js',
    '/assets/%252e%252e%252f%252e%252e%252fserver%252findex.js',
    '/../server/index.js',
    '/%2e%2e/server/index.js',
    '/../../../../package.json',
    '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/package.json',
    '/assets/../../../../../../etc/passwd',
    '/uploads/../jwt-secret',
    '/uploads/%2e%2e/jwt-secret',
    '/uploads/..%2fjwt-secret',
    '/uploads/..%5cjwt-secret',
    `${asset}/../../../server/index.js`,
  ]) {
    const res = await rawGet(baseURL!, attempt);
    expect(res.status, attempt).not.toBe(200);
    expect(res.body, attempt).not.toContain(serverBundle);
    expect(res.body, attempt).not.toContain(rootPackage);
    expect(res.body, attempt).not.toMatch(/root:.*:0:0:/);
    expect(res.body.trim(), attempt).not.toMatch(/^[A-Za-z0-9_-]{40,}$/);
  }
});

test('pages, assets, feeds and uploads carry every header of the strict policy', async ({ request }) => {
  const home = await (await request.get('/')).text();
  const asset = /\/assets\/(islands\/)?[\w.-]+\.js/.exec(home)?.[0];
  expect(asset, 'the home page names its script').toBeTruthy();
  const token = await adminToken(request);
  const upload = await uploadPdf(request, token, 'headers.pdf');
  for (const url of [
    '/',
    `/article/${created.articleSlug}`,
    `/events?event=${created.eventSlug}`,
    '/admin',
    '/login',
    '/no-such-page',
    asset!,
    '/robots.txt',
    '/sitemap.xml',
    '/rss.xml',
    upload,
    '/api/health',
  ]) {
    const res = await request.get(url);
    expect(res.status(), url).toBeLessThan(500);
    const h = res.headers();
    const csp = h['content-security-policy'] ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    // This origin's files, and a page's own inline scripts by their hashes (no nonce, nothing else inline).
    expect(directive('script-src'), url).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')*$/);
    expect(directive('script-src-attr'), url).toBe("script-src-attr 'none'");
    expect(directive('object-src'), url).toBe("object-src 'none'");
    expect(directive('base-uri'), url).toBe("base-uri 'self'");
    expect(directive('frame-ancestors'), url).toBe("frame-ancestors 'self'");
    expect(h['strict-transport-security'], url).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
    expect(h['x-content-type-options'], url).toBe('nosniff');
    expect(h['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(h['cross-origin-opener-policy'], url).toBe('same-origin');
    expect(h['cross-origin-resource-policy'], url).toBe('same-origin');
    expect(h['x-frame-options'], url).toBe('SAMEORIGIN');
    expect(h['permissions-policy'], url).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    expect(h['x-powered-by'], url).toBeUndefined();
    if (/text\/html/.test(h['content-type'] ?? '')) {
      // Every inline script the page runs is named by its hash (no other runs).
      const body = await res.text();
      const inline = [...body.matchAll(/<script(?![^>]*\b(src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) => m[2]!,
      );
      // Public pages are served as islands (one external entry, no inline script); the sign-in page
      // and the back office run React Router's, whose inline scripts the hashes allow.
      if (url === '/login' || url === '/admin') expect(inline.length, url).toBeGreaterThan(0);
      else if (url === '/') expect(inline, url).toEqual([]);
      for (const text of inline)
        expect(directive('script-src'), url).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
  }
});
