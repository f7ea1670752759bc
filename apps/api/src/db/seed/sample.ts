import {
  ARTICLE_CATEGORIES,
  EVENT_TYPES,
  PROJECT_CATEGORIES,
  PUBLICATION_TYPES,
  articleInputSchema,
  articleUpdateSchema,
  createEventSchema,
  createGalleryImageSchema,
  createProjectSchema,
  createPublicationSchema,
} from '@mnch/shared';
import type { Services } from '../../app';
import type { Db } from '../client';
import { articles } from '../schema';
import type { Storage } from '../../plugins/storage';
import { EVENT_MOTIFS, TOPIC_MOTIFS, makePicture, type Motif } from './sample-images';
import { makeDocumentPdf, type PdfDocument, type PdfSection } from './sample-pdf';
import { seedSampleJobs } from './jobs';
import { seedSampleTeam } from './team';
import { seedSamplePartners } from './partners';
import { seedSamplePressReleases } from './press-releases';
import { seedSampleAwards } from './awards';
import { seedSampleFieldSites } from './field-sites';
import { seedSampleCountries } from './countries';

/**
 * Sample content (articles, newsletters, projects, publications, gallery images, events) for a fresh
 * installation, written to read as a centre's own. All text is invented; no real people are named.
 */

const DAY = 24 * 60 * 60 * 1000;

/** How many rows of each kind the sample content creates. */
export const SAMPLE_COUNTS = { articles: 15, newsletters: 8, projects: 12, publications: 30, gallery: 24, events: 14 } as const;

const PLACES = ['Mbale', 'Gulu', 'Lira', 'Masaka', 'Mbarara', 'Arua', 'Soroti', 'Hoima', 'Kabale', 'Jinja', 'Tororo', 'Fort Portal'];
const TOPICS = [
  'antenatal care attendance',
  'skilled birth attendance',
  'kangaroo mother care for small babies',
  'postnatal home visits',
  'childhood immunisation coverage',
  'exclusive breastfeeding',
  'management of postpartum haemorrhage',
  'newborn resuscitation skills',
  'community health worker referrals',
  'family planning counselling',
  'malaria prevention in pregnancy',
  'nutrition screening for children under five',
  'maternal death surveillance and response',
  'adolescent-friendly health services',
  'digital health records at health centres',
];

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

/** The gallery's activities and the motif of each. */
const GALLERY_ACTIVITIES: ReadonlyArray<readonly [string, Motif]> = [
  ['Antenatal clinic day', 'motherChild'],
  ['Community health outreach', 'people'],
  ['Midwives training session', 'book'],
  ['Immunisation day', 'shield'],
  ['Newborn care unit', 'heartPulse'],
  ['District review meeting', 'chart'],
];

function articleContent(topic: string, place: string): string {
  return [
    `<p>Health workers in ${place} district have spent the past months strengthening ${topic}. The work is part of a wider effort to reduce preventable deaths among mothers, newborns and young children in Uganda.</p>`,
    `<p>Midwives, nurses and village health teams met monthly to review records, discuss difficult cases and agree on practical changes. Simple tools such as wall charts, checklists and reminder cards helped teams keep track of progress.</p>`,
    `<p>Early results are encouraging: more women are attending care on time and more referrals reach the hospital before complications become severe. Families say they feel better informed and more welcome at the health centre.</p>`,
    `<p>The team will now share lessons with neighbouring districts and work with the district health office so that the improvements continue after the project period ends.</p>`,
  ].join('\n');
}

const PUBLISHER = 'MNCH Research Centre, Kampala';

/** A newsletter issue: the director's note, programme news, a table of figures, events and people. */
function newsletterDocument(title: string, month: string, n: number): PdfDocument {
  const places = [pick(PLACES, n), pick(PLACES, n + 3), pick(PLACES, n + 6)];
  const topics = [pick(TOPICS, n), pick(TOPICS, n + 4), pick(TOPICS, n + 8)];
  const figure = (base: number, step: number) => `${base + ((n * step) % 17)}%`;
  return {
    title,
    subtitle: `Issue ${40 - n} - ${month}`,
    details: [
      'News from the maternal, newborn and child health programmes of the centre and its partners in Uganda.',
      'Edited by the Communications Team. Comments and story ideas: the contact page of the website.',
    ],
    publisher: PUBLISHER,
    sections: [
      {
        heading: 'From the director',
        paragraphs: [
          `This issue follows our teams in ${places.join(', ')} districts, where health workers and families have worked on ${topics[0]} and ${topics[1]}. Their results show what steady supervision, good records and respectful care can do.`,
          'We thank the district health offices, the village health teams and our funders for their continued support, and welcome the new research fellows who joined the centre this quarter.',
          'Dr. Miriam Atim, Centre Director',
        ],
      },
      {
        heading: 'Programme news',
        paragraphs: places.map(
          (place, i) =>
            `${place}: teams strengthening ${topics[i]} met monthly to review their registers, discuss difficult cases and agree on changes. Health centres now keep wall charts of their monthly figures, and referrals reach the hospital earlier than a year ago.`,
        ),
      },
      {
        heading: 'Figures this quarter',
        paragraphs: [`Selected indicators from the facilities supported in ${places[0]} and ${places[1]} districts (facility registers).`],
        table: {
          columns: ['Indicator', 'Last year', 'This quarter'],
          rows: [
            ['Four or more antenatal visits', figure(52, 5), figure(63, 7)],
            ['Births with a skilled attendant', figure(68, 3), figure(77, 5)],
            ['Postnatal visit within 48 hours', figure(41, 7), figure(55, 3)],
            ['Small babies in kangaroo care', figure(35, 9), figure(51, 4)],
          ],
        },
      },
      {
        heading: 'Upcoming events',
        paragraphs: [
          `Regional review meeting on ${topics[2]}, ${pick(PLACES, n + 1)} Regional Referral Hospital hall.`,
          'Webinar for district health officers on maternal death surveillance and response.',
          'Midwifery mentorship workshop for newly posted midwives.',
        ],
      },
      {
        heading: 'People and partners',
        paragraphs: [
          'Congratulations to the midwives of the newborn care units who completed the advanced resuscitation course this quarter.',
          'The centre signed a new agreement with the district health office to support community health worker referrals for another two years.',
        ],
      },
    ],
  };
}

/** A publication's document: its abstract, background, methods, results with a table, discussion and references. */
function publicationDocument(input: {
  title: string;
  type: string;
  year: number;
  authors: string[];
  journal?: string;
  doi?: string;
  abstract: string;
  topic: string;
  place: string;
  i: number;
}): PdfDocument {
  const { title, type, year, authors, journal, doi, abstract, topic, place, i } = input;
  const brief = type === 'Policy Brief';
  const facilities = 8 + (i % 9);
  const women = 400 + i * 37;
  const rate = (base: number) => `${base + ((i * 7) % 19)}%`;
  const references = [
    `${authors[1]}; ${authors[2]} (${year - 2}). Quality of ${topic} in rural health centres. East African Journal of Maternal and Child Health, ${10 + (i % 8)}(2), 45-58.`,
    `Ministry of Health, Uganda (${year - 3}). Health Sector Development Plan: maternal and child health indicators.`,
    `${authors[0]} (${year - 4}). Community health workers and referral in ${place}: a mixed-methods study. Journal of Global Maternal Health, 7(1), 12-24.`,
    `World Health Organization (${year - 5}). Recommendations on maternal and newborn care for a positive postnatal experience.`,
  ];
  const sections: PdfSection[] = brief
    ? [
        { heading: 'Key messages', paragraphs: [abstract, `Districts that supervise ${topic} monthly show better results within a year.`] },
        {
          heading: 'The problem',
          paragraphs: [
            `In ${place} district, ${topic} remains below the national target. Health workers report staff shortages, stock-outs of basic supplies and long distances for families.`,
          ],
        },
        {
          heading: 'Policy options',
          paragraphs: ['Three options were assessed with district planners for cost, feasibility and expected effect.'],
          table: {
            columns: ['Option', 'Cost', 'Expected effect'],
            rows: [
              ['Monthly supportive supervision', 'Low', 'Moderate'],
              ['Community referral vouchers', 'Medium', 'High'],
              ['Extra midwives at health centre III', 'High', 'High'],
            ],
          },
        },
        {
          heading: 'Recommendations',
          paragraphs: [
            'Fund monthly supervision from the district budget, start referral vouchers in the two sub-counties with the longest distances, and plan the recruitment of midwives in the next financial year.',
          ],
        },
      ]
    : [
        { heading: 'Abstract', paragraphs: [abstract] },
        {
          heading: 'Background',
          paragraphs: [
            `${topic.charAt(0).toUpperCase()}${topic.slice(1)} is central to the survival of mothers and newborns. Coverage in ${place} district has improved, but gaps remain between health centres and between the poorest and richest households.`,
          ],
        },
        {
          heading: 'Methods',
          paragraphs: [
            `We studied ${facilities} health facilities and interviewed ${women} women who gave birth in the previous year, with health workers and village health team members. Registers were reviewed for the twelve months before and after the intervention.`,
          ],
        },
        {
          heading: 'Results',
          paragraphs: ['The main indicators before and after the intervention are shown below.'],
          table: {
            columns: ['Indicator', 'Before', 'After'],
            rows: [
              ['Coverage among women interviewed', rate(41), rate(58)],
              ['Facilities meeting the standard', rate(30), rate(52)],
              ['Referrals completed', rate(45), rate(66)],
            ],
          },
        },
        {
          heading: 'Discussion',
          paragraphs: [
            'Supervision, simple records and respectful care explained most of the improvement. Distance and the cost of transport remain the main barriers for the poorest families.',
          ],
        },
      ];
  return {
    title,
    subtitle: `${type}, ${year}`,
    details: [authors.join('; '), ...(journal ? [journal] : []), ...(doi ? [`DOI: ${doi}`] : [])],
    publisher: PUBLISHER,
    sections,
    references,
  };
}

/**
 * Whether the database holds no row of `articles` (no article or newsletter, in any state): the one
 * condition for the sample content (seedSampleContent, and first-start.ts's seedsInChild).
 */
export async function holdsNoArticle(db: Db): Promise<boolean> {
  const rows = await db.select({ id: articles.id }).from(articles).limit(1);
  return rows.length === 0;
}

/** Creates the sample content when the database holds no article yet (holdsNoArticle); returns whether anything was created. */
export async function seedSampleContent(
  db: Db,
  services: Services,
  storage: Storage,
  print: (m: string) => void = () => undefined,
): Promise<boolean> {
  if (!(await holdsNoArticle(db))) {
    print('Sample content skipped: articles already exist.');
    return false;
  }
  const admins = await services.users.list({ role: 'admin', limit: 1 });
  const writerUser = admins.users[0] ?? (await services.users.list({ limit: 1 })).users[0];
  if (!writerUser) throw new Error('Create the admin account before seeding sample content');
  const writer = { id: writerUser.id, name: 'MNCH Communications Team' };
  const now = Date.now();

  /**
   * Draws a picture with the motif and stores it as a file of its own (like the sample PDFs); returns its
   * address. Not through the uploads service: articles, projects and events keep only an image's address,
   * so their cards could not offer WebP copies, and an 800 px JPEG of about 10 KB needs none. Each picture
   * has a variant of its own, so no two are alike.
   */
  let pictures = 0;
  async function picture(name: string, motif: Motif): Promise<string> {
    const bytes = await makePicture({ motif, variant: pictures++ });
    return storage.put(`pictures/sample/${name}.jpg`, bytes, 'image/jpeg');
  }
  /** A promise awaited later: its failure is reported there, not as an unhandled rejection meanwhile. */
  const later = <T>(promise: Promise<T>): Promise<T> => {
    promise.catch(() => undefined);
    return promise;
  };
  // Every picture is started now and drawn (by sharp, off the main thread) while the rows are written.
  const images = (count: number, name: string, motif: (i: number) => Motif) =>
    Array.from({ length: count }, (_, i) => later(picture(`${name}-${i + 1}`, motif(i))));
  const articleImages = images(SAMPLE_COUNTS.articles, 'article', (i) => pick(TOPIC_MOTIFS, i));
  const newsletterImages = images(SAMPLE_COUNTS.newsletters, 'newsletter', () => 'document');
  const projectImages = images(SAMPLE_COUNTS.projects, 'project', (i) => pick(TOPIC_MOTIFS, i + 2));
  const eventImages = images(SAMPLE_COUNTS.events, 'event', (i) => EVENT_MOTIFS[pick(EVENT_TYPES, i)] ?? 'calendar');
  // The publications' covers (the media page's reports, whose cards name the type and year): a scene of the topic.
  const coverImages = Array.from({ length: SAMPLE_COUNTS.publications }, (_, i) =>
    later(
      makePicture({
        motif: pick(TOPIC_MOTIFS, i + 5),
        variant: 500 + i * 7,
        width: 800,
        height: 600,
      }).then((bytes) => storage.put(`pictures/sample/publication-${i + 1}.jpg`, bytes, 'image/jpeg')),
    ),
  );
  const galleryImages = Array.from({ length: SAMPLE_COUNTS.gallery }, (_, i) => {
    const [activity, motif] = pick(GALLERY_ACTIVITIES, i);
    return later(
      makePicture({ motif, variant: i * 5 + 2, width: 1200, height: 800, title: [activity, pick(PLACES, i)] }).then((bytes) =>
        // Stored as an upload is: cleaned, with its resized WebP copies (the public gallery's srcset).
        services.uploads.store('gallery', { filename: `gallery-${i + 1}.jpg`, mimetype: 'image/jpeg', bytes, truncated: false }),
      ),
    );
  });

  /** Creates an article or newsletter published at `when` (created as scheduled, then published). */
  async function publish(input: Record<string, unknown>, when: Date) {
    const data = articleInputSchema.parse({ ...input, status: 'scheduled', scheduledDate: when.toISOString() });
    const created = await services.articles.create(data, writer);
    await services.articles.update(created.id, articleUpdateSchema.parse({ status: 'published', scheduledDate: null }), writer);
  }

  // Articles: over the six categories, spread over the last 12 months.
  for (let i = 0; i < SAMPLE_COUNTS.articles; i++) {
    const topic = pick(TOPICS, i);
    const place = pick(PLACES, i);
    await publish(
      {
        kind: 'article',
        title: `Improving ${topic} in ${place}`,
        category: pick(ARTICLE_CATEGORIES, i),
        excerpt: `How health teams in ${place} are improving ${topic} for mothers and children.`,
        content: articleContent(topic, place),
        tags: ['Maternal health', 'Uganda', pick(['Newborn care', 'Child health', 'Community health'], i)],
        featuredImageUrl: await articleImages[i],
      },
      new Date(now - (i * 24 + 2) * DAY),
    );
  }
  print(`Created ${SAMPLE_COUNTS.articles} sample articles.`);

  // Newsletters: each a generated PDF.
  for (let n = 1; n <= SAMPLE_COUNTS.newsletters; n++) {
    const when = new Date(now - (n * 40 + 1) * DAY);
    const month = when.toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const title = `MNCH Newsletter - ${month}`;
    const url = await storage.put(
      `documents/sample/newsletter-${n}.pdf`,
      makeDocumentPdf(newsletterDocument(title, month, n)),
      'application/pdf',
    );
    await publish(
      {
        kind: 'newsletter',
        title,
        category: pick(ARTICLE_CATEGORIES, n),
        excerpt: `Programme updates, research notes and upcoming events for ${month}.`,
        content: url,
        tags: ['Newsletter'],
        featuredImageUrl: await newsletterImages[n - 1],
      },
      when,
    );
  }
  print(`Created ${SAMPLE_COUNTS.newsletters} sample newsletters.`);

  // Projects: every status and category.
  for (let i = 0; i < SAMPLE_COUNTS.projects; i++) {
    // Mostly ongoing work, a third completed, one paused.
    const status = i < 7 ? 'active' : i < 11 ? 'completed' : 'paused';
    const category = pick(PROJECT_CATEGORIES, i);
    const place = pick(PLACES, i + 3);
    const topic = pick(TOPICS, i + 2);
    const start = new Date(now - (400 + i * 60) * DAY);
    const end = new Date(start.getTime() + (status === 'completed' ? 360 : 900) * DAY);
    const data = createProjectSchema.parse({
      title: `${topic.charAt(0).toUpperCase()}${topic.slice(1)} in ${place}`,
      description: `<p>${/^[aeiou]/.test(category) ? 'An' : 'A'} ${category} project working with health facilities and communities in ${place} district to improve ${topic}.</p><p>The project trains health workers, supports supervision and measures results with the district health team.</p>`,
      category,
      status,
      startDate: start.toISOString().slice(0, 10),
      endDate: end.toISOString().slice(0, 10),
      budget: 50_000_000 + i * 12_500_000,
      currency: 'UGX',
      principalInvestigator: pick(['Dr. A. Namusoke', 'Dr. B. Okello', 'Dr. C. Atim', 'Dr. D. Mugisha'], i),
      fundingSource: pick(['Ministry of Health', 'Development partner grant', 'University research fund'], i),
      targetBeneficiaries: 2000 + i * 750,
      geographicalScope: `${place} district`,
      partners: ['District Health Office', 'Regional Referral Hospital'],
      teamMembers: ['Project coordinator', 'Research assistant', 'Data officer'],
      tags: [category, 'MNCH'],
      progress: status === 'completed' ? 100 : 20 + ((i * 13) % 70),
      imageUrl: await projectImages[i],
    });
    await services.projects.create(data, writerUser.id);
  }
  print(`Created ${SAMPLE_COUNTS.projects} sample projects.`);

  // Publications: every type, years 2018-2025, each with a generated PDF; all but the policy briefs
  // (whose form has no DOI field) with a DOI under 10.5555, the prefix reserved for examples and tests.
  const surnames = ['Nakato', 'Okello', 'Achieng', 'Mugisha', 'Atim', 'Byaruhanga', 'Namusoke', 'Opio', 'Kyomuhendo', 'Ssempala'];
  for (let i = 0; i < SAMPLE_COUNTS.publications; i++) {
    const type = pick(PUBLICATION_TYPES, i);
    const topic = pick(TOPICS, i + 5);
    const place = pick(PLACES, i + 1);
    const brief = type === 'Policy Brief';
    const title = `${brief ? 'Policy options for' : 'Evidence on'} ${topic} in ${place}`;
    const year = 2018 + (i % 8);
    const authors = [`${pick(surnames, i)}, A.`, `${pick(surnames, i + 3)}, B.`, `${pick(surnames, i + 7)}, C.`];
    const journal = type === 'Journal Article' ? 'East African Journal of Maternal and Child Health' : undefined;
    const doi = brief ? undefined : `10.5555/mnch.${year}.${i + 1}`;
    const abstract = `This ${type.toLowerCase()} examines ${topic} in ${place} district, Uganda, describes the main barriers reported by health workers and families, and sets out practical recommendations.`;
    const pdf = makeDocumentPdf(publicationDocument({ title, type, year, authors, journal, doi, abstract, topic, place, i }));
    const fileName = `${brief ? 'policy-brief' : 'publication'}-${i + 1}.pdf`;
    const fileUrl = await storage.put(`documents/sample/${fileName}`, pdf, 'application/pdf');
    const data = createPublicationSchema.parse({
      title,
      authors,
      type,
      year,
      journal,
      doi,
      abstract,
      keywords: ['Uganda', 'maternal health', topic],
      status: 'published',
      citations: (i * 7) % 40,
      featured: i < 3,
      fileUrl,
      fileName,
      fileSize: pdf.length,
      coverImageUrl: await coverImages[i],
    });
    await services.publications.create(data, writerUser.id);
  }
  print(`Created ${SAMPLE_COUNTS.publications} sample publications.`);

  // Gallery: generated images (started above), the title in the centre under a motif of the activity.
  for (let i = 0; i < SAMPLE_COUNTS.gallery; i++) {
    const [activity] = pick(GALLERY_ACTIVITIES, i);
    const title = `${activity} - ${pick(PLACES, i)}`;
    const filename = `gallery-${i + 1}.jpg`;
    const upload = await galleryImages[i]!;
    const data = createGalleryImageSchema.parse({
      title,
      description: `${activity} in ${pick(PLACES, i)} district, with the district health team.`,
      image_url: upload.url,
      filename,
      size: upload.size,
      mimetype: upload.mimetype,
      width: upload.width,
      height: upload.height,
      variants: upload.variants,
    });
    await services.gallery.create(data, writerUser.id);
  }
  print(`Created ${SAMPLE_COUNTS.gallery} sample gallery images.`);

  // Events: past, this month and upcoming; physical and virtual; every type.
  const today = new Date();
  const monthStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
  const monthDays = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0)).getUTCDate();
  for (let i = 0; i < SAMPLE_COUNTS.events; i++) {
    const type = pick(EVENT_TYPES, i);
    let start: Date;
    if (i < 5) start = new Date(now - (20 + i * 45) * DAY);
    else if (i < 9) start = new Date(monthStart + (((i - 5) * 7 + 2) % monthDays) * DAY + 9 * 60 * 60 * 1000);
    else start = new Date(now + (10 + (i - 9) * 30) * DAY);
    const end = new Date(start.getTime() + (type === 'Webinar' ? 2 * 60 * 60 * 1000 : 2 * DAY));
    const virtual = i % 3 === 1;
    const place = pick(PLACES, i + 4);
    const past = end.getTime() < now;
    const data = createEventSchema.parse({
      title: `${place} ${type} on ${pick(TOPICS, i + 7)}`,
      type,
      description: `<p>A ${type.toLowerCase()} for health workers, managers and partners on ${pick(TOPICS, i + 7)}.</p><p>Sessions share experience from districts across Uganda and agree on next steps.</p>`,
      status: past ? 'completed' : start.getTime() <= now ? 'ongoing' : 'upcoming',
      startDate: start.toISOString(),
      endDate: end.toISOString(),
      isVirtual: virtual,
      venueName: virtual ? undefined : `${place} Regional Referral Hospital hall`,
      virtualLink: virtual ? 'https://meet.example.org/mnch-sample' : undefined,
      organizer: 'MNCH Secretariat',
      contactEmail: 'events@example.org',
      capacity: 40 + i * 10,
      highlights: ['Case presentations', 'Group work', 'Action planning'],
      speakers: ['Guest facilitator', 'District health officer'],
      imageUrl: await eventImages[i],
    });
    await services.events.create(data, writerUser.id);
  }
  print(`Created ${SAMPLE_COUNTS.events} sample events.`);
  print(`Created ${await seedSampleJobs(services, writerUser.id, now)} sample jobs.`);
  print(`Created ${await seedSampleTeam(services)} sample team members.`);
  print(`Created ${await seedSamplePartners(services, storage)} sample partners.`);
  print(`Created ${await seedSamplePressReleases(services, writerUser.id)} sample press releases.`);
  print(`Created ${await seedSampleAwards(services, writerUser.id)} sample awards.`);
  print(`Created ${await seedSampleFieldSites(services, writerUser.id)} sample field sites.`);
  print(`Created ${await seedSampleCountries(services, writerUser.id)} sample countries.`);
  // The pictures and documents stored above without the uploads service join the media library.
  print(`Registered ${await services.media.registerReferencedFiles()} sample files in the media library.`);
  return true;
}
