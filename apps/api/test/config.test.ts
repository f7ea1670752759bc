import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COUNTED_AGENTS_PER_ADDRESS } from '@mnch/shared';
import { ConfigError, loadConfig } from '../src/config';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'mnch-config-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve(dir));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.tokenTtlSeconds).toBe(8 * 3600);
    expect(config.publicConfig.tileUrl).toMatch(/\{z\}/);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).dataDir).toBe(path.resolve('./data'));
    expect(config.countedAgentsPerAddress).toBe(COUNTED_AGENTS_PER_ADDRESS);
    expect(loadConfig({ DATA_DIR: dir, COUNTED_AGENTS_PER_ADDRESS: '50' }).countedAgentsPerAddress).toBe(50);
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'y'.repeat(40) }).jwtSecret).toBe('y'.repeat(40));
  });

  it('takes TRUST_PROXY as true/false or proxy addresses', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('takes the public origin from SITE_URL, else http://localhost:<PORT>, never from a request', () => {
    const dir = tempDir();
    const unset = loadConfig({ DATA_DIR: dir, PORT: '8123' });
    expect(unset.publicConfig.siteUrl).toBe('http://localhost:8123');
    expect(unset.siteUrlConfigured).toBe(false);
    expect(loadConfig({ DATA_DIR: dir }).publicConfig.siteUrl).toBe('http://localhost:3000');
    expect(loadConfig({ DATA_DIR: dir, SITE_URL: '' }).publicConfig.siteUrl).toBe('http://localhost:3000');
    const set = loadConfig({ DATA_DIR: dir, SITE_URL: 'https://mnch.example.org/' });
    expect(set.publicConfig.siteUrl).toBe('https://mnch.example.org');
    expect(set.siteUrlConfigured).toBe(true);
  });

  it('takes SITE_TIME_ZONE as a time zone name, Africa/Kampala by default, and refuses an unknown one', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).publicConfig.siteTimeZone).toBe('Africa/Kampala');
    expect(loadConfig({ DATA_DIR: dir, SITE_TIME_ZONE: '' }).publicConfig.siteTimeZone).toBe('Africa/Kampala');
    expect(loadConfig({ DATA_DIR: dir, SITE_TIME_ZONE: ' Europe/London ' }).publicConfig.siteTimeZone).toBe('Europe/London');
    expect(loadConfig({ DATA_DIR: dir, SITE_TIME_ZONE: 'UTC' }).publicConfig.siteTimeZone).toBe('UTC');
    // The platform's spelling of the name, which browsers know too.
    expect(loadConfig({ DATA_DIR: dir, SITE_TIME_ZONE: 'america/new_york' }).publicConfig.siteTimeZone).toBe('America/New_York');
    // Abbreviations are not zones: EST would be Panama's time, without daylight saving.
    for (const value of ['Africa/Kampla', 'EAT', 'EST', '+03:00', 'Mars/Olympus_Mons']) {
      expect(() => loadConfig({ DATA_DIR: dir, SITE_TIME_ZONE: value }), value).toThrow(
        /SITE_TIME_ZONE: must be an IANA time zone name such as Africa\/Kampala/,
      );
    }
  });

  it('reads the mail settings: SMTP_URL, MAIL_FROM (no-reply at SITE_URL by default), STAFF_NOTIFY_EMAILS and ANNOUNCEMENT_BATCH_SIZE', () => {
    const dir = tempDir();
    const none = loadConfig({ DATA_DIR: dir });
    expect(none.mail).toEqual({ smtpUrl: undefined, from: 'no-reply@localhost', staffNotify: [], announcementBatchSize: 500 });
    expect(loadConfig({ DATA_DIR: dir, ANNOUNCEMENT_BATCH_SIZE: '50' }).mail.announcementBatchSize).toBe(50);
    for (const bad of ['0', '5001', 'many'])
      expect(() => loadConfig({ DATA_DIR: dir, ANNOUNCEMENT_BATCH_SIZE: bad }), bad).toThrow(/ANNOUNCEMENT_BATCH_SIZE/);
    const site = loadConfig({ DATA_DIR: dir, SITE_URL: 'https://centre.example.org/', SMTP_URL: 'smtps://u:p@mail.example.org:465' });
    expect(site.mail.from).toBe('no-reply@centre.example.org');
    expect(site.mail.smtpUrl).toBe('smtps://u:p@mail.example.org:465');
    const named = loadConfig({ DATA_DIR: dir, SMTP_URL: 'smtp://mail.example.org', MAIL_FROM: 'MNCH Centre <news@example.org>' });
    expect(named.mail.from).toBe('MNCH Centre <news@example.org>');
    expect(loadConfig({ DATA_DIR: dir, STAFF_NOTIFY_EMAILS: ' A@example.org, b@example.org ,' }).mail.staffNotify).toEqual([
      'a@example.org',
      'b@example.org',
    ]);
    expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: 'http://mail.example.org' })).toThrow(
      /SMTP_URL: must be a URL starting with smtp:\/\/ or smtps:\/\//,
    );
    expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: 'smtp://mail.example.org' })).toThrow(/MAIL_FROM: must be set with SMTP_URL/);
    expect(() => loadConfig({ DATA_DIR: dir, MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM: must be an email address/);
    expect(() => loadConfig({ DATA_DIR: dir, STAFF_NOTIFY_EMAILS: 'a@example.org, nobody' })).toThrow(
      /STAFF_NOTIFY_EMAILS: must be email addresses separated by commas/,
    );
  });

  it('reads IMAGE_WORK_CONCURRENCY (1) and IMAGE_WORK_QUEUE (8), and keeps image work below UV_THREADPOOL_SIZE', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).imageWork).toEqual({ concurrency: 1, queue: 8 });
    expect(loadConfig({ DATA_DIR: dir, IMAGE_WORK_CONCURRENCY: '3', IMAGE_WORK_QUEUE: '0' }).imageWork).toEqual({
      concurrency: 3,
      queue: 0,
    });
    expect(() => loadConfig({ DATA_DIR: dir, IMAGE_WORK_CONCURRENCY: '4' })).toThrow(
      "IMAGE_WORK_CONCURRENCY: must be less than UV_THREADPOOL_SIZE (4), so images leave libuv's threads to file reads and password hashing",
    );
    expect(loadConfig({ DATA_DIR: dir, IMAGE_WORK_CONCURRENCY: '4', UV_THREADPOOL_SIZE: '8' }).imageWork.concurrency).toBe(4);
    expect(() => loadConfig({ DATA_DIR: dir, IMAGE_WORK_QUEUE: 'many' })).toThrow(/IMAGE_WORK_QUEUE/);
  });

  it('reads RENDER_CONCURRENCY (2), RENDER_QUEUE (16) and HEALTH_CHECK_INTERVAL (5 s)', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.renderWork).toEqual({ concurrency: 2, queue: 16 });
    expect(config.healthCheckIntervalSeconds).toBe(5);
    const set = loadConfig({ DATA_DIR: dir, RENDER_CONCURRENCY: '4', RENDER_QUEUE: '0', HEALTH_CHECK_INTERVAL: '30' });
    expect(set.renderWork).toEqual({ concurrency: 4, queue: 0 });
    expect(set.healthCheckIntervalSeconds).toBe(30);
    expect(() => loadConfig({ DATA_DIR: dir, RENDER_CONCURRENCY: '0' })).toThrow(/RENDER_CONCURRENCY/);
    expect(() => loadConfig({ DATA_DIR: dir, HEALTH_CHECK_INTERVAL: 'often' })).toThrow(/HEALTH_CHECK_INTERVAL/);
  });

  it('parses durations for TOKEN_TTL', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir, TOKEN_TTL: '30m' }).tokenTtlSeconds).toBe(1800);
    expect(loadConfig({ DATA_DIR: dir, TOKEN_TTL: '2d' }).tokenTtlSeconds).toBe(172800);
    expect(loadConfig({ DATA_DIR: dir, TOKEN_TTL: '3600' }).tokenTtlSeconds).toBe(3600);
  });

  it('reads DATABASE_CONNECT_TIMEOUT in seconds or minutes, 30 s by default', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).databaseConnectTimeoutSeconds).toBe(30);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_CONNECT_TIMEOUT: '0' }).databaseConnectTimeoutSeconds).toBe(0);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_CONNECT_TIMEOUT: '2m' }).databaseConnectTimeoutSeconds).toBe(120);
  });

  it.each([
    ['DATABASE_CONNECT_TIMEOUT', 'soon'],
    ['DATABASE_CONNECT_TIMEOUT', '2h'],
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['JWT_SECRET', 'short'],
    ['TOKEN_TTL', 'forever'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['ADMIN_PASSWORD', 'short'],
    ['ADMIN_PASSWORD', 'password'],
    ['ADMIN_PASSWORD', '12345678'],
    ['ADMIN_PASSWORD', 'aaaaaaaa'],
    ['ADMIN_PASSWORD', 'Qwerty123'],
    ['NODE_ENV', 'staging'],
    ['TWITTER_USERNAME', '@with-at'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', 'proxy.internal'],
    ['TRUST_PROXY', '1'],
    ['COUNTED_AGENTS_PER_ADDRESS', '0'],
    ['COUNTED_AGENTS_PER_ADDRESS', 'many'],
  ])('stops with a message naming %s for a bad value', (name, value) => {
    const dir = tempDir();
    expect(() => loadConfig({ DATA_DIR: dir, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('says why a trivial ADMIN_PASSWORD is refused, and takes a strong one', () => {
    const dir = tempDir();
    expect(() => loadConfig({ DATA_DIR: dir, ADMIN_PASSWORD: 'Password1' })).toThrow(
      'ADMIN_PASSWORD: must not be trivial: This password is too common or too easy to guess. Please choose a stronger one.',
    );
    expect(loadConfig({ DATA_DIR: dir, ADMIN_PASSWORD: 'Quiet-river-stone-42' }).admin.password).toBe('Quiet-river-stone-42');
  });
});
