/**
 * The product's constants (roles, page sizes, limits, durations, category lists), kept in one place
 * and shared by the API and the web app.
 */

/**
 * Roles (docs/behaviour/back-office-access.md, decision 33): administrators and editors write content,
 * viewers are read-only staff (they open the back office's content sections and change nothing).
 * Newsletter subscribers are not users: they have their own table.
 */
export const ROLES = ['admin', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];
/** Roles that may change content (add, edit, delete, publish, upload): editors and administrators. */
export const STAFF_ROLES = ['admin', 'editor'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Is the role one of STAFF_ROLES, the roles that write content? (Who reads the back office: BACK_OFFICE_ROLES, rules/roles.ts.) */
export const isStaffRole = (role: string): role is StaffRole => STAFF_ROLES.some((staff) => staff === role);

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * A newsletter subscriber's state (docs/behaviour/mail.md): `pending` until the confirmation link is
 * followed (double opt-in), `confirmed` (the only state that receives issues), `unsubscribed`.
 */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
/**
 * Where a subscription was made: the form that sent it (the `source` of POST /api/newsletter/subscribe).
 * Rows copied from the old viewer accounts say `account` (migration 0025_subscribers).
 */
export const SUBSCRIBE_SOURCES = ['footer', 'newsletter', 'media', 'careers', 'get-involved', 'events'] as const;
export type SubscribeSource = (typeof SUBSCRIBE_SOURCES)[number];

/** Durations (ms). */
export const TOAST_DURATION_MS = 5000;
export const NOTICE_DURATION_MS = 5000;
export const TWEET_CACHE_MS = 15 * 60 * 1000;
export const CHAT_REPLY_DELAY_MS = { min: 1000, max: 3000 } as const;
export const CHAT_UNREAD_DOT_DELAY_MS = 5000;

/** Layout breakpoints and thresholds (px). */
export const HEADER_SCROLL_THRESHOLD_PX = 10;
export const MENU_BREAKPOINT_PX = 1024;
export const MOBILE_BREAKPOINT_PX = 768;

/** Paging. */
export const MAX_PAGE_LIMIT = 100;
export const PAGE_SIZES = {
  users: 10,
  articles: 10,
  projects: 10,
  publications: 9,
  publicationsPage: 10,
  gallery: 12,
  events: 10,
  eventsPage: 9,
  newsletterArchive: 9,
  inquiries: 20,
  team: 12,
  partners: 12,
} as const;

/** Users. */
export const PASSWORD_MIN_LENGTH = 8;
export const RECENT_LOGIN_DAYS = 3;
/**
 * Sign-in delays (apps/api/src/modules/auth/login-guard.ts, decision 10). After the free failures
 * (LOGIN_FREE_FAILURES per account and address, LOGIN_ACCOUNT_FREE_FAILURES per account) each further
 * attempt waits a delay that starts at `firstDelaySeconds` and doubles with each failure, up to `maxDelaySeconds`.
 */
export const LOGIN_DELAY = {
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  /** Failures are forgotten this long after the last one. */
  forgetAfterHours: 24,
  /** An address an account signed in from within this many days is spared that account's account-wide delay. */
  trustedAddressDays: 30,
  /** Most entries each table (failures per account and address, per account, trusted addresses) keeps, per process. */
  maxEntries: 100_000,
} as const;
export const TEXT_LIMITS = {
  name: 200,
  email: 254,
  phone: 40,
  organization: 200,
  position: 200,
  bio: 5000,
  url: 2048,
  password: 200,
  message: 5000,
  subject: 300,
} as const;

/**
 * The topics a subscriber may choose (the newsletter's forms, Stay Updated, the talent network): stored as
 * they read in `subscribers.interests`. With the event types (EVENT_TYPES) they are the whole interest
 * vocabulary, SUBSCRIPTION_INTERESTS (rules/interests.ts, which also says what each published item matches).
 */
export const NEWSLETTER_INTERESTS = [
  'Research Publications',
  'Program Updates',
  'Policy Developments',
  'Training Opportunities',
  'Partnership News',
  'Event Announcements',
  'Careers',
] as const;

/** Articles. */
export const ARTICLE_KINDS = ['article', 'newsletter'] as const;
export const ARTICLE_STATUSES = ['draft', 'published', 'scheduled'] as const;
export const ARTICLE_CATEGORIES = ['Research Breakthrough', 'Program Expansion', 'Partnership', 'Event', 'Award', 'Press Release'] as const;
/** How the public side and the back office label some categories. */
export const ARTICLE_CATEGORY_LABELS: Record<string, string> = {
  'Program Expansion': 'News',
  Award: 'Blog',
};
export const EXCERPT_GUIDE_LENGTH = 160;
export const WORDS_PER_MINUTE = 200;

/** The years a date may have (rules/dates.ts; kept here so that pages check a year without loading the date rule). */
export const DATE_YEARS = { min: 1900, max: 2999 } as const;
export const isDateYear = (year: number) => Number.isInteger(year) && year >= DATE_YEARS.min && year <= DATE_YEARS.max;

/** Projects. */
export const PROJECT_STATUSES = ['active', 'completed', 'paused'] as const;
export const PROJECT_CATEGORIES = ['research', 'innovation', 'training', 'policy'] as const;
export const DEFAULT_CURRENCY = 'UGX';

/** Publications. */
export const PUBLICATION_TYPES = [
  'Journal Article',
  'Research Report',
  'Policy Brief',
  'Conference Paper',
  'Book Chapter',
  'White Paper',
] as const;
export const PUBLICATION_STATUSES = ['published', 'in review', 'draft', 'archived'] as const;
export const PUBLICATION_YEAR = { min: 1900, max: 2030 } as const;

/** Events. */
export const EVENT_TYPES = ['Conference', 'Workshop', 'Webinar', 'Training', 'Seminar', 'Summit', 'Symposium'] as const;
export const EVENT_STATUSES = ['upcoming', 'ongoing', 'completed', 'cancelled'] as const;
export const EVENT_DEFAULT_CAPACITY = 50;
/** Default of EVENT_REGISTRATION_RATE_LIMIT: registrations one address may send to one event per (UTC) day. */
export const EVENT_REGISTRATIONS_PER_ADDRESS_PER_DAY = 3;
/**
 * Default of EVENT_SEAT_SHARE_PER_ADDRESS: the share of an event's seats (percent, rounded down, at least
 * one seat) that registrations sent from one client address may hold, so one address cannot fill a
 * small event (3 seats: 1 per address; 40 seats: 10).
 */
export const EVENT_SEAT_SHARE_PER_ADDRESS = 25;
/** Most (event, address) pairs the per-address registration limit remembers, per process. */
export const EVENT_REGISTRATION_LIMIT_MAX_ENTRIES = 100_000;
/** The back office's 'Countries Reached' card: a fixed figure. */
export const EVENT_COUNTRIES_REACHED = 12;

/** Inquiries (what visitors send). */
export const INQUIRY_KINDS = ['contact', 'get-involved', 'event-notifications', 'stay-updated'] as const;

/** Uploads (bytes). */
export const MB = 1024 * 1024;
export const UPLOAD_LIMITS = {
  image: 5 * MB,
  pdf: 10 * MB,
  document: 50 * MB,
  gallery: 10 * MB,
} as const;

/**
 * Zip-based uploads (DOCX): a small file can claim, or really hold, gigabytes once inflated (a zip
 * bomb). apps/api/src/modules/uploads/archive.ts refuses an archive beyond any of these, reading the
 * declared sizes and then inflating every entry with a running count (so a lying header is caught).
 * - 200 MB in all: a DOCX at the 50 MB upload limit is mostly images, which zip stores about 1:1, and
 *   its XML parts rarely reach tens of megabytes; four times the upload limit leaves ample room.
 * - a ratio of 100 for entries over 1 MB: deflate gets text XML to 5-20x and images to about 1x;
 *   over 100x is repeated filler, which is what bombs are made of (up to about 1000x).
 * - 10,000 entries: a Word file has a few dozen parts plus one per image.
 */
export const ZIP_LIMITS = {
  maxEntries: 10_000,
  maxUncompressedBytes: 200 * MB,
  maxRatio: 100,
  ratioCheckedAboveBytes: 1 * MB,
} as const;

/**
 * What the document viewer converts in the browser (mammoth): word/document.xml at most 20 MB once
 * inflated (a long report is a few megabytes) and the whole archive at most 100 MB, checked while
 * inflating (apps/web/app/features/pdf-viewer/docx-check.ts); larger documents are offered as a download.
 */
export const DOCX_VIEWER_LIMITS = {
  maxDocumentXmlBytes: 20 * MB,
  maxUncompressedBytes: 100 * MB,
} as const;

/** Browser storage keys. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  tweets: 'tweets',
} as const;

/** The site's name and summary, for pages and feeds alike (apps/web/app/content/site.ts builds on it). */
export const SITE_IDENTITY = {
  name: 'MNCH Centre of Excellence',
  shortName: 'MNCH Centre',
  description:
    'A university research and training centre for maternal, newborn and child health at a school of public health in Kampala, Uganda, established in 2013.',
} as const;

/** The public pages of the web route table written in it by hand; with the collections' own pages, PUBLIC_PAGES (../kinds.ts). */
export const FIXED_PUBLIC_PAGES = [
  '/',
  '/about',
  '/impact',
  '/jobs',
  '/events',
  '/focus-areas',
  '/community-engagement',
  '/publications',
  '/team',
  '/programs',
  '/training',
  '/research',
  '/partners',
  '/media',
  '/contact',
  '/newsletter',
  '/get-involved',
  '/privacy',
  '/terms',
  '/accessibility',
] as const;

/**
 * The longest a rendered public page is kept by the server's page cache (apps/api/src/plugins/page-cache.ts),
 * in seconds. A page goes sooner when content changes or something scheduled happens; this bounds what
 * changes without any write: read and view counts, and "today" in calendars and dates.
 */
export const PAGE_CACHE_SECONDS = 300;
/** The most pages the page cache holds at once, and the most bytes (pages and their compressed copies). */
export const PAGE_CACHE_MAX_ENTRIES = 2_000;
export const PAGE_CACHE_MAX_BYTES = 48 * 1024 * 1024;
/**
 * The most answers of public reads kept for the pages that miss the page cache (apps/api/src/plugins/read-memo.ts):
 * a page reads three to six, and a visitor's search is one answer of its own.
 */
export const PUBLIC_READ_MEMO_MAX_ENTRIES = 1_000;
/**
 * The most islands' HTML the server keeps for islands rendered from their props and the page's path alone
 * (`from="path"`: the header, the footer's newsletter form, the chat, the figures' counters, the home
 * page's partners; apps/web/app/islands/render.server.tsx): one per page and set of props, 30 KB at most each.
 */
export const ISLAND_HTML_MEMO_MAX_ENTRIES = 500;
/**
 * How long a shared cache in front (a CDN or reverse proxy) may keep a public page without asking
 * (Cache-Control s-maxage), and how long after that a CDN may still serve it while it asks again
 * (CDN-Cache-Control stale-while-revalidate; decision 17). Browsers always ask again (max-age=0,
 * must-revalidate) and get 304 when unchanged.
 */
export const PAGE_SHARED_MAX_AGE = 60;
export const PAGE_STALE_WHILE_REVALIDATE = 300;
/**
 * Paths whose answers are never kept by the page cache nor by anyone downstream: the back office,
 * sign-in, the viewer, staff previews of unpublished items, and React Router's route discovery (`/__manifest`, whose answer depends on
 * parameters no page lists).
 */
export const UNCACHED_PAGE_PATHS = [
  '/admin',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/newsletter/confirm',
  '/unsubscribe',
  '/pdf-viewer',
  '/preview',
  '/api',
  '/uploads',
  '/__manifest',
] as const;

/** Paths search engines are asked not to crawl (robots.txt). */
export const NOT_CRAWLED_PATHS = [
  '/admin',
  '/login',
  '/forgot-password',
  '/reset-password/',
  '/newsletter/confirm/',
  '/unsubscribe/',
  '/api/',
  '/pdf-viewer',
  '/preview/',
] as const;

/** How many of the latest articles and newsletters the RSS feed carries. */
export const FEED_ITEMS = 30;

/**
 * Read, view and download counts count a visitor once per item per (UTC) day: the visitor is a salted
 * hash of the client address and user agent (apps/api/src/plugins/visitors.ts).
 */
/** Most (item, visitor) pairs the counters remember per process; past it the oldest are forgotten. */
export const COUNTED_VISITS_MAX_ENTRIES = 100_000;
/**
 * Default of COUNTED_AGENTS_PER_ADDRESS: the most visitors one client address counts as in a (UTC)
 * day. Its first user agents of the day (one fewer than this) are each a visitor of their own, and
 * every further one counts as the address alone (apps/api/src/plugins/visitors.ts): a household or an
 * office behind one address still counts a few readers, and a script sending a new User-Agent header
 * with every request counts no more.
 */
export const COUNTED_AGENTS_PER_ADDRESS = 3;
/** Most client addresses whose user agents of the day are remembered per process; past it the oldest are forgotten. */
export const COUNTED_ADDRESSES_MAX_ENTRIES = 100_000;

/** Deleted content stays in the trash this many days, then the purge deletes it for good (docs/behaviour/trash.md). */
export const TRASH_RETENTION_DAYS = 30;
