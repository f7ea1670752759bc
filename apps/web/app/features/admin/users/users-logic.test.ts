import { csvCell } from '@mnch/shared';
import { sampleUser } from '@mnch/shared/testing';
import { describe, expect, it } from 'vitest';
import {
  CSV_COLUMNS,
  csvFileName,
  isLastAdmin,
  newUserFormSchema,
  readUsersFilters,
  setPasswordFormSchema,
  userFormDefaults,
  usersFiltersSearch,
  usersToCsv,
} from './users-logic';

const user = sampleUser;

describe('users filters in the URL', () => {
  it('reads known values and drops the rest', () => {
    expect(readUsersFilters(new URLSearchParams('search=%20ada%20&role=editor&status=inactive&page=3'))).toEqual({
      search: 'ada',
      role: 'editor',
      status: 'inactive',
      page: 3,
    });
    expect(readUsersFilters(new URLSearchParams('role=boss&status=x&page=-2'))).toEqual({ search: '', role: '', status: '', page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(usersFiltersSearch({ search: '', role: '', status: '', page: 1 })).toBe('?');
    expect(usersFiltersSearch({ search: 'a b', role: 'admin', status: 'active', page: 2 })).toBe(
      '?search=a+b&role=admin&status=active&page=2',
    );
  });
});

describe('last admin protection', () => {
  it('protects the only active admin', () => {
    expect(isLastAdmin(user({ role: 'admin' }), 1)).toBe(true);
    expect(isLastAdmin(user({ role: 'admin' }), 2)).toBe(false);
  });
  it('protects an inactive admin when no active admin would remain', () => {
    expect(isLastAdmin(user({ role: 'admin', status: 'inactive' }), 0)).toBe(true);
    expect(isLastAdmin(user({ role: 'admin', status: 'inactive' }), 1)).toBe(false);
  });
  it('never protects other roles, nor while the count is unknown', () => {
    expect(isLastAdmin(user({ role: 'editor' }), 1)).toBe(false);
    expect(isLastAdmin(user({ role: 'admin' }), undefined)).toBe(false);
  });
});

describe('CSV export', () => {
  it('has the seven columns, one row per user and quotes what needs it', () => {
    const csv = usersToCsv([
      user({ name: 'Doe, Jane "JD"', phone: '+256 700 000000', role: 'viewer', status: 'inactive' }),
      user({ id: 2, name: 'Bob', role: 'admin', lastLogin: '2026-03-05T08:00:00.000Z' }),
    ]);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines[0]).toBe('Name,Email,Phone,Role,Status,Last Login,Created At');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^"Doe, Jane ""JD""",ada@example\.org,'\+256 700 000000,Viewer,Inactive,Never,2026-03-04 \d\d:20$/);
    expect(lines[2]).toMatch(/^Bob,ada@example\.org,,Administrator,Active,2026-03-05 \d\d:00,2026-03-04 \d\d:20$/);
  });

  it('neutralises formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('plain')).toBe('plain');
  });

  it('names the file for today', () => {
    expect(csvFileName(new Date(2026, 0, 9))).toBe('users-2026-01-09.csv');
  });
});

describe('user form validation', () => {
  const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('gives every field message at once', () => {
    const result = newUserFormSchema.safeParse({ ...userFormDefaults(), password: 'short', confirmPassword: 'other' });
    expect(messages(result)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      role: 'Role is required',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
    expect(messages(newUserFormSchema.safeParse({ ...userFormDefaults(), email: 'nope' }))).toMatchObject({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
  });

  it('refuses a password of spaces only, on a new user and when setting a password', () => {
    const spaces = ' '.repeat(8);
    expect(messages(setPasswordFormSchema.safeParse({ password: spaces, confirmPassword: spaces }))).toEqual({
      password: 'Password cannot be only spaces',
    });
    const result = newUserFormSchema.safeParse({
      ...userFormDefaults(),
      name: 'A',
      email: 'a@example.org',
      role: 'editor',
      password: spaces,
      confirmPassword: spaces,
    });
    expect(messages(result)).toEqual({ password: 'Password cannot be only spaces' });
  });

  it('accepts a complete new user and a matching new password', () => {
    const ok = newUserFormSchema.safeParse({
      ...userFormDefaults(),
      name: 'A',
      email: 'A@Example.org',
      role: 'editor',
      password: 'long-enough',
      confirmPassword: 'long-enough',
    });
    expect(ok.success).toBe(true);
    expect(ok.data?.email).toBe('a@example.org');
    expect(setPasswordFormSchema.safeParse({ password: 'long-enough', confirmPassword: 'long-enough' }).success).toBe(true);
    expect(messages(setPasswordFormSchema.safeParse({ password: 'long-enough', confirmPassword: 'x' }))).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});
