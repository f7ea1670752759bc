import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  CENTRE_TIME_ZONE,
  COUNTED_AGENTS_PER_ADDRESS,
  EVENT_REGISTRATIONS_PER_ADDRESS_PER_DAY,
  EVENT_SEAT_SHARE_PER_ADDRESS,
  UPLOADS_PATH,
  hasKey,
  canonicalTimeZone,
  isTimeZone,
  type PublicConfig,
} from '@mnch/shared';
import { passwordProblem } from './lib/passwords';

/**
 * Every environment variable the server reads, parsed and validated once at start-up.
 * A bad value stops start-up with a message naming the variable (see README, "Configuration").
 */
const SECONDS_PER_UNIT = { s: 1, m: 60, h: 3600, d: 86400 };
const duration = z
  .string()
  .regex(/^\d+\s*[smhd]?$/, 'must be a number of seconds, or a number followed by s, m, h or d (e.g. 8h)')
  .transform((v) => {
    // The regex above has let through only digits, spaces and one unit letter at the end.
    const unit = v.trimEnd().slice(-1);
    return Number.parseInt(v, 10) * (hasKey(SECONDS_PER_UNIT, unit) ? SECONDS_PER_UNIT[unit] : 1);
  })
  .refine((s) => s >= 60 && s <= 30 * 86400, 'must be between 1 minute and 30 days');

/** Seconds (or a number with s or m) from 0 to 1 hour: how long start-up waits for the database. */
const waitSeconds = z
  .string()
  .regex(/^\d+\s*[sm]?$/, 'must be a number of seconds, or a number followed by s or m (e.g. 30s)')
  .transform((v) => Number.parseInt(v, 10) * (v.trimEnd().endsWith('m') ? 60 : 1))
  .refine((s) => s <= 3600, 'must be at most 1 hour');

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => p.replace(':', '://')).join(' or ')}`,
  );

const isEmail = (v: string) => z.email().safeParse(v).success;

/** `a@b.org` or `Name <a@b.org>`: the address and the name, or undefined when it is neither. */
export function parseMailbox(value: string): { name?: string; address: string } | undefined {
  const named = /^(.*?)\s*<([^<>\s]+)>$/.exec(value.trim());
  const address = named ? named[2]! : value.trim();
  if (!isEmail(address)) return undefined;
  const name = named?.[1]?.trim().replace(/^"(.*)"$/, '$1');
  return name ? { name, address } : { address };
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optional(url(['postgres:', 'postgresql:'])),
  DATABASE_CONNECT_TIMEOUT: waitSeconds.default(30),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  TOKEN_TTL: duration.default(8 * 3600),
  ADMIN_EMAIL: optional(z.email('must be an email address')),
  ADMIN_PASSWORD: optional(
    z
      .string()
      .min(8, 'must be at least 8 characters')
      .superRefine((v, ctx) => {
        // The same refusal as the users service: blank, one repeated character, or a common password.
        const problem = passwordProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: `must not be trivial: ${problem}` });
      }),
  ),
  ADMIN_NAME: z.string().min(1).default('Site Administrator'),
  SEED_SAMPLE_CONTENT: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .refine(
      (v) => /^(true|false)$/.test(v) || v.split(',').every((a) => /^[0-9a-fA-F.:]*[.:][0-9a-fA-F.:]*(\/\d{1,3})?$/.test(a.trim())),
      "must be true, false, or the load balancers' addresses or ranges, comma-separated (e.g. 10.0.0.0/8)",
    )
    .transform((v): boolean | string[] => (v === 'true' ? true : v === 'false' ? false : v.split(',').map((a) => a.trim()))),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  LOGIN_FREE_FAILURES: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(5)),
  LOGIN_ACCOUNT_FREE_FAILURES: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(20)),
  EVENT_REGISTRATION_RATE_LIMIT: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).default(EVENT_REGISTRATIONS_PER_ADDRESS_PER_DAY),
  ),
  EVENT_SEAT_SHARE_PER_ADDRESS: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(100).default(EVENT_SEAT_SHARE_PER_ADDRESS),
  ),
  COUNTED_AGENTS_PER_ADDRESS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(COUNTED_AGENTS_PER_ADDRESS)),
  PUBLIC_WRITE_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  // Image work (modules/uploads/image-queue.ts): images decoded at once, and images waiting at most.
  IMAGE_WORK_CONCURRENCY: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(64).default(1)),
  IMAGE_WORK_QUEUE: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1000).default(8)),
  RENDER_CONCURRENCY: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(64).default(2)),
  RENDER_QUEUE: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(10000).default(16)),
  HEALTH_CHECK_INTERVAL: z.preprocess(blankToUndefined, z.coerce.number().min(0.1).max(3600).default(5)),
  // libuv's worker threads (read by Node itself at start-up); here only to keep image work below it.
  UV_THREADPOOL_SIZE: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1024).default(4)),
  SITE_URL: optional(url(['http:', 'https:'])),
  SITE_TIME_ZONE: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine(isTimeZone, 'must be an IANA time zone name such as Africa/Kampala, Europe/London or UTC')
      .transform((zone) => canonicalTimeZone(zone) ?? zone)
      .default(CENTRE_TIME_ZONE),
  ),
  TILE_URL: z.string().min(1).default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  SATELLITE_TILE_URL: z
    .string()
    .min(1)
    .default('https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}'),
  YOUTUBE_CHANNEL_ID: z.string().default(''),
  // Where the channel's latest videos are read (YouTube's public feed, no key); tests point it at a local stand-in.
  YOUTUBE_FEED_URL: z.preprocess(blankToUndefined, url(['http:', 'https:']).default('https://www.youtube.com/feeds/videos.xml')),
  FACEBOOK_PAGE_URL: z.preprocess(blankToUndefined, url(['https:']).optional()),
  TWITTER_USERNAME: z
    .string()
    .regex(/^\w{0,15}$/, 'must be an X/Twitter user name without @')
    .default(''),
  SOCIAL_FEED_URL: z.preprocess(blankToUndefined, url(['http:', 'https:']).optional()),
  // Object storage for uploads (S3 or an S3-compatible service); unset keeps uploads in DATA_DIR.
  S3_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3-63 lower-case letters, digits, dots and hyphens'),
  ),
  S3_REGION: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-west-1 or auto')
      .default('us-east-1'),
  ),
  S3_ENDPOINT: optional(url(['http:', 'https:'])),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_PUBLIC_URL: optional(url(['http:', 'https:']).refine((v) => !/[?#]/.test(v), 'must be a base URL without ? or #')),
  S3_KEY_PREFIX: optional(
    z.string().regex(/^([a-z0-9][a-z0-9._-]*\/)+$/, 'must be lower-case folder names each ending in / (e.g. uploads/)'),
  ),
  // Mail (decision 30): unset SMTP_URL keeps every message waiting in the outbox.
  SMTP_URL: optional(url(['smtp:', 'smtps:'])),
  MAIL_FROM: optional(
    z
      .string()
      .trim()
      .refine(
        (v) => parseMailbox(v) !== undefined,
        'must be an email address, or a name and an address: Centre name <no-reply@example.org>',
      ),
  ),
  // Subscribers queued per transaction when an issue is sent (modules/announcements).
  ANNOUNCEMENT_BATCH_SIZE: z.coerce.number().int().min(1).max(5000).default(500),
  STAFF_NOTIFY_EMAILS: optional(
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((a) => a.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine((list) => list.every(isEmail), 'must be email addresses separated by commas'),
  ),
  S3_FORCE_PATH_STYLE: z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  ),
});

/** Object storage settings (S3_*): present when S3_BUCKET is set. */
export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible service's address; undefined uses AWS. */
  endpoint?: string;
  /** Undefined uses the SDK's default chain (AWS_* variables, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Base URL files are served from, ending in '/': the public URL of a file is this + its key. */
  publicUrl: string;
  /** Folder in the bucket that keys are stored under ('' or e.g. 'uploads/'). */
  keyPrefix: string;
  forcePathStyle: boolean;
}

/** Mail settings (SMTP_URL, MAIL_FROM, STAFF_NOTIFY_EMAILS; decision 30). */
export interface MailConfig {
  /** smtp:// or smtps:// with any user and password; undefined: messages wait in the outbox. Never logged. */
  smtpUrl?: string;
  /** The From of every message: MAIL_FROM, else no-reply at SITE_URL's host. */
  from: string;
  /** Who is told of new inquiries and registrations (lower-cased); may be empty. */
  staffNotify: string[];
  /** Subscribers queued per transaction when a newsletter issue is sent (ANNOUNCEMENT_BATCH_SIZE). */
  announcementBatchSize: number;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** How long start-up retries an unreachable PostgreSQL server, in seconds (0: one attempt). */
  databaseConnectTimeoutSeconds: number;
  jwtSecret: string;
  tokenTtlSeconds: number;
  admin: { email?: string; password?: string; name: string };
  seedSampleContent: boolean;
  logLevel: string;
  /** Fastify's trustProxy: trust every proxy in front, none, or only these addresses and ranges. */
  trustProxy: boolean | string[];
  rateLimits: {
    /** Sign-in attempts a minute per address. */
    login: number;
    /** Failed sign-ins per account and address before each attempt waits a growing delay. */
    loginFreeFailures: number;
    /** Failed sign-ins per account (from addresses it has not signed in from lately) before the account-wide delay. */
    loginAccountFreeFailures: number;
    publicWrite: number;
    /** Registrations per address per event per day. */
    eventRegistration: number;
    /** The share (percent) of an event's seats that registrations from one client address may hold (at least one seat). */
    eventSeatShare: number;
  };
  /** The most visitors one client address counts as in a day for read, view and download counts (plugins/visitors.ts). */
  countedAgentsPerAddress: number;
  /** Image work (modules/uploads/image-queue.ts): images decoded at once, and images waiting at most. */
  imageWork: { concurrency: number; queue: number };
  /** Page renders (plugins/render-queue.ts): renders at once, and requests waiting at most in each lane. */
  renderWork: { concurrency: number; queue: number };
  /** Seconds between the background checks of the database and the storage that /api/health reports (modules/health/plugin.ts). */
  healthCheckIntervalSeconds: number;
  socialFeedUrl?: string;
  /** The channels' video feed, asked with ?channel_id=<YOUTUBE_CHANNEL_ID> (modules/social/youtube.ts). */
  youtubeFeedUrl: string;
  /** Uploads go to object storage when set, else to DATA_DIR/uploads. */
  s3?: S3Config;
  mail: MailConfig;
  /** False when SITE_URL is unset and publicConfig.siteUrl is the fallback http://localhost:<PORT>. */
  siteUrlConfigured: boolean;
  publicConfig: PublicConfig;
}

export class ConfigError extends Error {}

/** Reads the JWT secret from DATA_DIR, creating a random one the first time. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

type Env = z.output<typeof envSchema>;

/**
 * The site's public origin for every absolute address it prints (canonical links, Open Graph, the
 * sitemap, RSS, .ics files): SITE_URL without its trailing slashes, else http://localhost:<PORT>. It is
 * decided here once and never taken from a request's Host header, which a client chooses.
 */
export function publicOrigin(siteUrl: string | undefined, port: number): string {
  return siteUrl ? siteUrl.replace(/\/+$/, '') : `http://localhost:${port}`;
}

/** The S3 settings, checked together: every problem is named by its variable. */
function s3Config(e: Env): { s3?: S3Config; issues: string[] } {
  const issues: string[] = [];
  const others = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL', 'S3_KEY_PREFIX'] as const).filter(
    (k) => e[k] !== undefined,
  );
  if (!e.S3_BUCKET) {
    if (others.length > 0)
      issues.push(`  S3_BUCKET: must be set to use object storage (${others.join(', ')} ${others.length === 1 ? 'is' : 'are'} set)`);
    return { issues };
  }
  const publicUrl = e.S3_PUBLIC_URL;
  if (!publicUrl)
    issues.push('  S3_PUBLIC_URL: must be set with S3_BUCKET: the base URL the files are served from (e.g. https://cdn.example.org/)');
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing = e.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    issues.push(`  ${missing}: must be set together with ${missing === 'S3_ACCESS_KEY_ID' ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}`);
  }
  if (issues.length > 0 || !publicUrl) return { issues };
  return {
    issues,
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      credentials:
        e.S3_ACCESS_KEY_ID !== undefined && e.S3_SECRET_ACCESS_KEY !== undefined
          ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
          : undefined,
      publicUrl: publicUrl.replace(/\/*$/, '/'),
      keyPrefix: e.S3_KEY_PREFIX ?? '',
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    },
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const { s3, issues } = s3Config(e);
  if (e.SMTP_URL && !e.MAIL_FROM && !e.SITE_URL) {
    issues.push('  MAIL_FROM: must be set with SMTP_URL when SITE_URL is not set (e.g. MNCH Centre <no-reply@example.org>)');
  }
  if (e.IMAGE_WORK_CONCURRENCY >= e.UV_THREADPOOL_SIZE) {
    issues.push(
      `  IMAGE_WORK_CONCURRENCY: must be less than UV_THREADPOOL_SIZE (${e.UV_THREADPOOL_SIZE}), so images leave libuv's threads to file reads and password hashing`,
    );
  }
  if (issues.length > 0) throw new ConfigError(`Invalid configuration:\n${issues.join('\n')}`);
  const dataDir = path.resolve(e.DATA_DIR);
  const config: Config = {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseConnectTimeoutSeconds: e.DATABASE_CONNECT_TIMEOUT,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    tokenTtlSeconds: e.TOKEN_TTL,
    admin: { email: e.ADMIN_EMAIL?.toLowerCase(), password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME },
    seedSampleContent: e.SEED_SAMPLE_CONTENT,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimits: {
      login: e.LOGIN_RATE_LIMIT,
      loginFreeFailures: e.LOGIN_FREE_FAILURES,
      loginAccountFreeFailures: e.LOGIN_ACCOUNT_FREE_FAILURES,
      publicWrite: e.PUBLIC_WRITE_RATE_LIMIT,
      eventRegistration: e.EVENT_REGISTRATION_RATE_LIMIT,
      eventSeatShare: e.EVENT_SEAT_SHARE_PER_ADDRESS,
    },
    countedAgentsPerAddress: e.COUNTED_AGENTS_PER_ADDRESS,
    imageWork: { concurrency: e.IMAGE_WORK_CONCURRENCY, queue: e.IMAGE_WORK_QUEUE },
    renderWork: { concurrency: e.RENDER_CONCURRENCY, queue: e.RENDER_QUEUE },
    healthCheckIntervalSeconds: e.HEALTH_CHECK_INTERVAL,
    socialFeedUrl: e.SOCIAL_FEED_URL,
    youtubeFeedUrl: e.YOUTUBE_FEED_URL,
    s3,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `no-reply@${new URL(publicOrigin(e.SITE_URL, e.PORT)).hostname}`,
      staffNotify: e.STAFF_NOTIFY_EMAILS ?? [],
      announcementBatchSize: e.ANNOUNCEMENT_BATCH_SIZE,
    },
    siteUrlConfigured: e.SITE_URL !== undefined,
    publicConfig: {
      tileUrl: e.TILE_URL,
      satelliteTileUrl: e.SATELLITE_TILE_URL,
      youtubeChannelId: e.YOUTUBE_CHANNEL_ID,
      facebookPageUrl: e.FACEBOOK_PAGE_URL ?? '',
      twitterUsername: e.TWITTER_USERNAME,
      siteUrl: publicOrigin(e.SITE_URL, e.PORT),
      siteTimeZone: e.SITE_TIME_ZONE,
      uploadsUrl: s3?.publicUrl ?? UPLOADS_PATH,
    },
  };
  return { ...config, ...overrides };
}
