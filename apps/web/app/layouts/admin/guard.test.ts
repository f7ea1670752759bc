// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@mnch/shared';
import { checkAdminAccess } from './guard';
import { matchSections, sectionTitle, sectionsFor } from './nav';

function fakeToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const later = NOW / 1000 + 3600;
const earlier = NOW / 1000 - 60;
const url = new URL('http://localhost/admin/users?page=2');

function store(payload: Record<string, unknown>) {
  window.localStorage.setItem(
    STORAGE_KEYS.accessToken,
    fakeToken({ sub: '7', name: 'Grace Staff', email: 'grace@example.org', ...payload }),
  );
}

function redirectOf(access: ReturnType<typeof checkAdminAccess>): URL {
  if (access.allowed) throw new Error('expected a redirect');
  return new URL(access.redirectTo, 'http://localhost');
}

afterEach(() => window.localStorage.clear());

describe('checkAdminAccess (the /admin guard)', () => {
  it('sends a visitor without a token to /login with the path asked for', () => {
    const target = redirectOf(checkAdminAccess(url, NOW));
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('redirectTo')).toBe('/admin/users?page=2');
    expect(target.searchParams.has('expired')).toBe(false);
  });

  it('sends an expired token to /login and says the session expired', () => {
    store({ role: 'admin', exp: earlier });
    const target = redirectOf(checkAdminAccess(url, NOW));
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('expired')).toBe('1');
  });

  it('lets a signed-in viewer (read-only staff) through with their role', () => {
    store({ role: 'viewer', exp: later });
    expect(checkAdminAccess(url, NOW)).toEqual({
      allowed: true,
      user: { name: 'Grace Staff', email: 'grace@example.org', role: 'viewer' },
      sub: '7',
    });
  });

  it('turns away a token that is not a JWT', () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'not-a-token');
    expect(checkAdminAccess(url, NOW).allowed).toBe(false);
  });

  it('lets a valid editor in with name, email and role', () => {
    store({ role: 'editor', exp: later });
    expect(checkAdminAccess(url, NOW)).toEqual({
      allowed: true,
      user: { name: 'Grace Staff', email: 'grace@example.org', role: 'editor' },
      sub: '7',
    });
  });

  it('lets a valid admin in', () => {
    store({ role: 'admin', exp: later });
    expect(checkAdminAccess(url, NOW).allowed).toBe(true);
  });
});

describe('admin navigation', () => {
  it('shows Users to administrators only', () => {
    expect(sectionsFor('admin').map((s) => s.label)).toContain('Users');
    expect(sectionsFor('editor').map((s) => s.label)).not.toContain('Users');
  });

  it('matches sections by label and keywords for "Jump to section"', () => {
    const sections = sectionsFor('admin');
    expect(matchSections(sections, 'pub').map((s) => s.label)).toEqual(['Publications']);
    expect(matchSections(sections, 'PHOTOS')[0]?.label).toBe('Gallery');
    expect(matchSections(sections, 'zzz')).toEqual([]);
    expect(matchSections(sections, '  ')).toHaveLength(sections.length);
  });

  it('names the section of a path', () => {
    expect(sectionTitle('/admin')).toBe('Dashboard');
    expect(sectionTitle('/admin/articles/')).toBe('News & Articles');
    expect(sectionTitle('/admin/events/12')).toBe('Events');
  });
});
