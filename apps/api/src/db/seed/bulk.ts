import { sql } from 'drizzle-orm';
import { ARTICLE_CATEGORIES, EVENT_TYPES, PROJECT_CATEGORIES, PROJECT_STATUSES, PUBLICATION_TYPES } from '@mnch/shared';
import type { Db } from '../client';
import { articles, events, projects, publications } from '../schema';

/**
 * Bulk rows for measuring (npm run seed:bulk, npm run bench:api): plain, varied, searchable data
 * inserted in batches straight into the tables. Not for a real site: sample content is seed/sample.ts.
 */
export interface BulkCounts {
  articles: number;
  publications: number;
  projects: number;
  events: number;
}

export const DEFAULT_BULK_COUNTS: BulkCounts = { articles: 10_000, publications: 10_000, projects: 5_000, events: 5_000 };

/** A word every bulk row carries in its title, so a search can find a known share of the rows. */
export const BULK_MARKER = 'bulkrow';

const BATCH = 500;
const DAY = 86_400_000;
const WORDS = [
  'antenatal',
  'newborn',
  'immunisation',
  'nutrition',
  'midwifery',
  'malaria',
  'breastfeeding',
  'referral',
  'adolescent',
  'postnatal',
];
const PLACES = ['Mbale', 'Gulu', 'Lira', 'Masaka', 'Mbarara', 'Arua', 'Soroti', 'Hoima', 'Kabale', 'Jinja'];
const at = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

async function insertInBatches<T>(total: number, make: (i: number) => T, insert: (rows: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < total; start += BATCH) {
    const rows: T[] = [];
    for (let i = start; i < Math.min(total, start + BATCH); i++) rows.push(make(i));
    await insert(rows);
  }
}

/** Inserts the rows; returns how long it took in milliseconds. */
export async function seedBulk(
  db: Db,
  counts: BulkCounts = DEFAULT_BULK_COUNTS,
  print: (m: string) => void = () => undefined,
): Promise<number> {
  const started = Date.now();
  const now = Date.now();
  const run = `${now.toString(36)}`;

  await insertInBatches(
    counts.articles,
    (i): typeof articles.$inferInsert => {
      const word = at(WORDS, i);
      const place = at(PLACES, Math.floor(i / WORDS.length));
      const status = i % 10 === 0 ? 'draft' : 'published';
      return {
        kind: i % 20 === 0 ? 'newsletter' : 'article',
        title: `${BULK_MARKER} ${word} care in ${place} ${i}`,
        slug: `bulk-${run}-${i}`,
        excerpt: `Notes on ${word} services in ${place} district.`,
        content: `<p>${word} ${place} `.repeat(40) + '</p>',
        category: at(ARTICLE_CATEGORIES, i),
        status,
        tags: [word, place],
        publishedAt: status === 'published' ? new Date(now - i * 3_600_000) : null,
        readTime: 2,
      };
    },
    (rows) => db.insert(articles).values(rows),
  );
  print(`${counts.articles} articles`);

  await insertInBatches(
    counts.publications,
    (i) => {
      const word = at(WORDS, i);
      return {
        title: `${BULK_MARKER} evidence on ${word} in ${at(PLACES, i + 3)} ${i}`,
        slug: `bulk-${run}-publication-${i}`,
        authors: [{ name: `Author ${i % 97}, A.` }, { name: `Author ${i % 53}, B.` }],
        type: at(PUBLICATION_TYPES, i),
        journal: 'Journal of Maternal Health Practice',
        year: 2000 + (i % 26),
        abstract: `A study of ${word} services.`,
        keywords: [word],
        status: i % 15 === 0 ? 'draft' : 'published',
        citations: i % 60,
      };
    },
    (rows) => db.insert(publications).values(rows),
  );
  print(`${counts.publications} publications`);

  await insertInBatches(
    counts.projects,
    (i) => {
      const word = at(WORDS, i);
      const start = new Date(now - (i % 2000) * DAY);
      return {
        title: `${BULK_MARKER} ${word} project in ${at(PLACES, i + 5)} ${i}`,
        slug: `bulk-${run}-project-${i}`,
        description: `<p>Improving ${word} services with district health teams.</p>`,
        category: at(PROJECT_CATEGORIES, i),
        status: at(PROJECT_STATUSES, i),
        startDate: start,
        endDate: new Date(start.getTime() + 700 * DAY),
        budget: String(10_000_000 + i * 1000),
        tags: [word, 'MNCH'],
        teamMembers: ['Coordinator', 'Data officer'],
        progress: i % 101,
      };
    },
    (rows) => db.insert(projects).values(rows),
  );
  print(`${counts.projects} projects`);

  await insertInBatches(
    counts.events,
    (i) => {
      const start = new Date(now + (i - counts.events / 2) * DAY);
      return {
        title: `${BULK_MARKER} ${at(WORDS, i)} ${at(EVENT_TYPES, i).toLowerCase()} ${i}`,
        slug: `bulk-${run}-event-${i}`,
        description: `<p>A meeting on ${at(WORDS, i)} care.</p>`,
        type: at(EVENT_TYPES, i),
        status: start.getTime() < now ? 'completed' : 'upcoming',
        startDate: start,
        endDate: new Date(start.getTime() + 7_200_000),
        isVirtual: i % 3 === 0,
        venueName: i % 3 === 0 ? null : `${at(PLACES, i)} hall`,
        virtualLink: i % 3 === 0 ? 'https://meet.example.org/bulk' : null,
        organizer: 'MNCH Secretariat',
        capacity: 50 + (i % 200),
        rating: String((i % 50) / 10),
      };
    },
    (rows) => db.insert(events).values(rows),
  );
  print(`${counts.events} events`);

  // What autovacuum would soon do on a live server: fresh statistics for the planner, and a visibility
  // map so lists can read their sorted ids from the indexes alone.
  await db.execute(sql`vacuum analyze`);
  return Date.now() - started;
}
