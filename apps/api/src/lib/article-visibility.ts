import { and, eq, lte, sql } from 'drizzle-orm';
import { articles } from '../db/schema';
import { anyOf } from './sql';

/**
 * An article or newsletter issue the public sees now: published, or scheduled with its date passed (the
 * query decides; no job runner). Used by the articles module and by announcements (only a public issue is sent).
 */
export const isPublicArticle = anyOf(
  eq(articles.status, 'published'),
  and(eq(articles.status, 'scheduled'), lte(articles.scheduledDate, sql`now()`)),
);
