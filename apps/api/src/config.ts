import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { PublicConfig } from '@mnch/shared';

/**
 * Every environment variable the server reads, parsed and validated once at start-up.
 * A bad value stops start-up with a message naming the variable (see README, "Configuration").
 */
const duration = z
  .string()
  .regex(/^\d+\s*[smhd]?$/, 'must be a number of seconds, or a number followed by s, m, h or d (e.g. 8h)')
  .transform((v) => {
    const m = /^(\d+)\s*([smhd]?)$/.exec(v)!;
    const n = Number(m[1]);
    const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[m[2] as '' | 's' | 'm' | 'h' | 'd'];
    return n * unit;
  })
  .refine((s) => s >= 60 && s <= 30 * 86400, 'must be between 1 minute and 30 days');

/** Seconds (or a number with s or m) from 0 to 1 hour: how long start-up waits for the database. */
const waitSeconds = z
  .string()
  .regex(/^\d+\s*[sm]?$/, 'must be a number of seconds, or a number followed by s or m (e.g. 30s)')
  .transform((v) => {
    const m = /^(\d+)\s*([sm]?)$/.exec(v)!;
    return Number(m[1]) * (m[2] === 'm' ? 60 : 1);
  })
  .refine((s) => s <= 3600, 'must be at most 1 hour');

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const url = (protocols: string[]) =>
  z.string().refine((v) => {
    try {
      return protocols.includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, `must be a URL starting with ${protocols.map((p) => p.replace(':', '://')).join(' or ')}`);

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
  ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters')),
  ADMIN_NAME: z.string().min(1).default('Site Administrator'),
  SEED_SAMPLE_CONTENT: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  PUBLIC_WRITE_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  SITE_URL: optional(url(['http:', 'https:'])),
  TILE_URL: z.string().min(1).default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  SATELLITE_TILE_URL: z
    .string()
    .min(1)
    .default('https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}'),
  YOUTUBE_CHANNEL_ID: z.string().default(''),
  FACEBOOK_PAGE_URL: z.preprocess(blankToUndefined, url(['https:']).optional()),
  TWITTER_USERNAME: z.string().regex(/^\w{0,15}$/, 'must be an X/Twitter user name without @').default(''),
  SOCIAL_FEED_URL: z.preprocess(blankToUndefined, url(['http:', 'https:']).optional()),
});

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
  trustProxy: boolean;
  rateLimits: { login: number; publicWrite: number };
  socialFeedUrl?: string;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
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
    rateLimits: { login: e.LOGIN_RATE_LIMIT, publicWrite: e.PUBLIC_WRITE_RATE_LIMIT },
    socialFeedUrl: e.SOCIAL_FEED_URL,
    publicConfig: {
      tileUrl: e.TILE_URL,
      satelliteTileUrl: e.SATELLITE_TILE_URL,
      youtubeChannelId: e.YOUTUBE_CHANNEL_ID,
      facebookPageUrl: e.FACEBOOK_PAGE_URL ?? '',
      twitterUsername: e.TWITTER_USERNAME,
      siteUrl: e.SITE_URL ?? '',
    },
  };
  return { ...config, ...overrides };
}
