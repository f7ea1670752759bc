import { z } from 'zod';
import { ARTICLE_CATEGORIES, ARTICLE_CATEGORY_LABELS, ARTICLE_KINDS, ARTICLE_STATUSES, PAGE_SIZES, isDateYear } from '../constants';
import { optionalText, pageQuery, paginationSchema, sortQuery, timestampFields, versionField } from './common';
import { ARTICLE_LIMITS, ARTICLE_MESSAGES, articleImageError, isBlankArticleContent, newsletterLinkError } from '../rules/articles';
import { isHttpLink, isSitePath, normaliseLink } from '../rules/paths';
import { parseDate } from '../rules/dates';
import { slugSchema } from './slugs';

/**
 * Articles and newsletters. One entity with a `kind`; newsletters hold a link (usually an uploaded PDF) as content.
 */

export type ArticleKind = (typeof ARTICLE_KINDS)[number];
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** Lower-cases a string before the enum check ('Published' -> 'published'). */
const lowered = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

export const articleKindSchema = z.preprocess(lowered, z.enum(ARTICLE_KINDS, { error: ARTICLE_MESSAGES.kindInvalid }));
export const articleStatusSchema = z.preprocess(lowered, z.enum(ARTICLE_STATUSES, { error: ARTICLE_MESSAGES.statusInvalid }));

/** Maps a category written in any case, or its public label (News, Blog), to the stored value. */
export function canonicalArticleCategory(value: string): ArticleCategory | undefined {
  const v = value.trim().toLowerCase();
  const byValue = ARTICLE_CATEGORIES.find((c) => c.toLowerCase() === v);
  if (byValue) return byValue;
  const byLabel = Object.entries(ARTICLE_CATEGORY_LABELS).find(([, label]) => label.toLowerCase() === v);
  return byLabel ? (byLabel[0] as ArticleCategory) : undefined;
}

export const articleCategorySchema = z.preprocess(
  (v) => (typeof v === 'string' ? (canonicalArticleCategory(v) ?? v) : v),
  z.enum(ARTICLE_CATEGORIES, { error: ARTICLE_MESSAGES.categoryRequired }),
);

const title = z
  .string({ error: ARTICLE_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: ARTICLE_MESSAGES.titleRequired })
  .max(ARTICLE_LIMITS.title, { error: `Title must be at most ${ARTICLE_LIMITS.title} characters` });

const content = z
  .string({ error: ARTICLE_MESSAGES.contentRequired })
  .max(ARTICLE_LIMITS.content, { error: `Content must be at most ${ARTICLE_LIMITS.content} characters` })
  .refine((v) => !isBlankArticleContent(v), { error: ARTICLE_MESSAGES.contentRequired })
  .transform((v) => v.trim());

/** A date-time (ISO 8601 or the form's `YYYY-MM-DDTHH:mm`, read in the site's time zone: ../rules/dates.ts); '' or null clears it. */
const dateTime = z
  .union([z.string().max(64), z.date(), z.null()], { error: ARTICLE_MESSAGES.scheduledDateInvalid })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || (typeof v === 'string' && !v.trim())) return null;
    const date = v instanceof Date ? (isDateYear(v.getUTCFullYear()) ? v : null) : parseDate(v);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: ARTICLE_MESSAGES.scheduledDateInvalid });
      return z.NEVER;
    }
    return date;
  });

/** Tags as a list or as comma-separated text: trimmed, blanks dropped, duplicates (any case) removed. */
export function normaliseArticleTags(value: string | readonly string[] | null | undefined): string[] {
  if (!value) return [];
  const parts = typeof value === 'string' ? value.split(',') : value;
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of parts) {
    const tag = part.trim().replace(/\s+/g, ' ');
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

const tags = z
  .union([z.array(z.string().max(1000)).max(500), z.string().max(10_000), z.null()], { error: ARTICLE_MESSAGES.tagsInvalid })
  .optional()
  .transform((v) => (v === undefined ? undefined : normaliseArticleTags(v)))
  .pipe(
    z
      .array(z.string())
      .max(ARTICLE_LIMITS.tags, { error: ARTICLE_MESSAGES.tooManyTags })
      .refine((list) => list.every((tag) => tag.length <= ARTICLE_LIMITS.tag), { error: ARTICLE_MESSAGES.tagTooLong })
      .optional(),
  );

/** Author as text or as `{ name }` (the newsletter form); blank means "not given". */
const author = z
  .union([z.string().max(ARTICLE_LIMITS.author), z.object({ name: z.string().max(ARTICLE_LIMITS.author) }), z.null()], {
    error: ARTICLE_MESSAGES.authorInvalid,
  })
  .optional()
  .transform((v) => {
    const name = typeof v === 'string' ? v : v?.name;
    return name?.trim() || undefined;
  });

/** Raw image fields; the chosen one is checked at object level (featuredImageUrl wins when non-empty). */
const imageField = z.string({ error: ARTICLE_MESSAGES.imageInvalid }).max(1_000_000).nullable().optional();

/**
 * External link of an article. An http(s) address makes the article external (`ext`); a path on this
 * site (e.g. the `/article/{slug}` the API itself answers) is ignored, so a client can send back what it read.
 */
const externalUrl = z
  .string({ error: ARTICLE_MESSAGES.urlInvalid })
  .max(ARTICLE_LIMITS.link, { error: ARTICLE_MESSAGES.urlInvalid })
  .nullable()
  .optional()
  .refine((v) => !v || !v.trim() || isHttpLink(v.trim()) || isSitePath(v.trim()), { error: ARTICLE_MESSAGES.urlInvalid })
  .transform((v) => {
    if (v === undefined) return undefined;
    const s = v?.trim();
    if (!s) return null;
    return isHttpLink(s) ? s : undefined;
  });

const BODY_NOT_OBJECT = 'The article must be sent as a JSON object';

const articleFields = {
  kind: articleKindSchema,
  title,
  /** The last part of the public address (`/article/{slug}`); made from the title when a new item has none. */
  slug: slugSchema.optional(),
  category: articleCategorySchema,
  content,
  status: articleStatusSchema,
  scheduledDate: dateTime,
  excerpt: optionalText(ARTICLE_LIMITS.excerpt, { blank: null, label: 'Excerpt' }),
  metaDescription: optionalText(ARTICLE_LIMITS.metaDescription, { blank: null, label: 'Meta description' }),
  tags,
  featured_image: imageField,
  featuredImageUrl: imageField,
  author,
  url: externalUrl,
};

type Issue = { path?: PropertyKey[] };
/** Run an object-level rule only when the fields it reads parsed (and the body is an object). */
const whenValid =
  (...fields: string[]) =>
  (payload: { issues: Issue[] }) =>
    !payload.issues.some((i) => !i.path?.length || fields.includes(String(i.path[0])));

/** The featured image the client meant: a non-empty `featuredImageUrl`, else `featured_image`. */
function pickImage(v: { featured_image?: string | null; featuredImageUrl?: string | null }) {
  const url = v.featuredImageUrl?.trim();
  if (url) return { field: 'featuredImageUrl', value: url };
  const legacy = v.featured_image?.trim();
  if (legacy) return { field: 'featured_image', value: legacy };
  if (v.featuredImageUrl !== undefined || v.featured_image !== undefined) return { field: 'featuredImageUrl', value: null };
  return { field: 'featuredImageUrl', value: undefined };
}

type RawArticle = {
  featured_image?: string | null;
  featuredImageUrl?: string | null;
};

/** Both image spellings become one `featuredImageUrl` (the output is itself valid input). */
function normaliseImage<T extends RawArticle>(v: T) {
  const { featured_image: _legacy, featuredImageUrl: _url, ...rest } = v;
  const picked = pickImage(v).value;
  return { ...rest, featuredImageUrl: picked ? normaliseLink(picked, 'uploads') : picked };
}

const imageOk = (v: RawArticle) => !articleImageError(pickImage(v).value);
const imageRule = () => ({
  when: whenValid('featured_image', 'featuredImageUrl'),
  error: (issue: { input?: unknown }) => articleImageError(pickImage(issue.input as RawArticle).value) ?? ARTICLE_MESSAGES.imageInvalid,
  path: ['featuredImageUrl'],
});

/** POST /articles and the back-office form: the same rules and messages for both. */
export const articleInputSchema = z
  .object(
    {
      ...articleFields,
      kind: articleFields.kind.default('article'),
      status: articleFields.status.default('draft'),
    },
    { error: BODY_NOT_OBJECT },
  )
  .refine((v) => v.status !== 'scheduled' || !!v.scheduledDate, {
    path: ['scheduledDate'],
    error: ARTICLE_MESSAGES.scheduledDateRequired,
    when: whenValid('status', 'scheduledDate'),
  })
  .refine((v) => v.kind !== 'newsletter' || !newsletterLinkError(v.content), {
    path: ['content'],
    error: ARTICLE_MESSAGES.newsletterLinkInvalid,
    when: whenValid('kind', 'content'),
  })
  .refine(imageOk, imageRule())
  .transform(normaliseImage);
export type ArticleInput = z.input<typeof articleInputSchema>;
export type ArticleData = z.output<typeof articleInputSchema>;

/**
 * PUT /articles/{id}: any subset of the fields; given fields follow the same rules. Rules that join
 * several fields (scheduled needs a date, a newsletter's content is a link) are checked by the server
 * against the stored article merged with the change.
 */
export const articleUpdateSchema = z
  .object(
    {
      ...articleFields,
      kind: articleFields.kind.optional(),
      title: articleFields.title.optional(),
      category: articleFields.category.optional(),
      content: articleFields.content.optional(),
      status: articleFields.status.optional(),
    },
    { error: BODY_NOT_OBJECT },
  )
  .refine(imageOk, imageRule())
  .transform(normaliseImage);
export type ArticleUpdateInput = z.input<typeof articleUpdateSchema>;
export type ArticleUpdateData = z.output<typeof articleUpdateSchema>;

/** `all` and '' (the "All" choices of the filters) mean no filter. */
const filterValue = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v && v.toLowerCase() !== 'all' ? v : undefined));

export const ARTICLE_SORTS = ['newest', 'oldest', 'popular'] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];
/** The fields a list of articles or newsletters sorts by (`sort=title`, `sort=-publishedAt`). */
export const ARTICLE_SORT_FIELDS = ['title', 'publishedAt', 'createdAt', 'readCount'] as const;
/** ARTICLE_SORTS, the public lists' words, as the sorts they mean (newest: the list's own order). */
const ARTICLE_SORT_ALIASES = { newest: '', oldest: 'publishedAt', popular: '-readCount' } satisfies Record<ArticleSort, string>;

/** GET /articles and /articles/newsletters. `status` is only honoured for editors and admins. */
export const articlesQuerySchema = pageQuery(PAGE_SIZES.articles).extend({
  category: filterValue(ARTICLE_LIMITS.category),
  status: z.preprocess(
    (v) => (typeof v === 'string' && (!v.trim() || v.trim().toLowerCase() === 'all') ? undefined : v),
    articleStatusSchema.optional(),
  ),
  search: filterValue(ARTICLE_LIMITS.search),
  tag: filterValue(ARTICLE_LIMITS.tag),
  /** (+) newest (default), oldest, or popular (most read first). */
  sort: sortQuery(ARTICLE_SORT_FIELDS, ARTICLE_SORT_ALIASES),
});
export type ArticlesQuery = z.output<typeof articlesQuerySchema>;

export const articleSlugParam = z.object({
  slug: z.string().trim().min(1, { error: 'Invalid slug' }).max(ARTICLE_LIMITS.slug, { error: 'Invalid slug' }),
});

/** An article as every response shows it (both spellings of the image and dates). */
export const articleSchema = z.object({
  id: z.number(),
  kind: z.enum(ARTICLE_KINDS),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  category: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  featured_image: z.string().nullable(),
  featuredImageUrl: z.string().nullable(),
  author: z.string(),
  tags: z.array(z.string()),
  metaDescription: z.string().nullable(),
  scheduledDate: z.string().nullable(),
  publishedAt: z.string().nullable(),
  ...timestampFields,
  ...versionField,
  readTime: z.number(),
  readCount: z.number(),
  /** The public page (`/article/{slug}`), or the external address when `ext`. */
  url: z.string(),
  ext: z.boolean(),
});
export type Article = z.infer<typeof articleSchema>;

export const articleListSchema = z.object({ articles: z.array(articleSchema), pagination: paginationSchema });
export const newsletterListSchema = z.object({ newsletters: z.array(articleSchema), pagination: paginationSchema });
export const articleEnvelopeSchema = z.object({ article: articleSchema });
