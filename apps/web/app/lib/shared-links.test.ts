import { describe, expect, it } from 'vitest';
import { createProjectSchema, isHttpLink, isLink, isSitePath, normaliseLink, updateEventSchema } from '@mnch/shared';

/** The one link rule (packages/shared/src/rules/paths.ts: isHttpLink, isSitePath, normaliseLink, isLink) that articles, projects, events, publications and the editor use. */
describe('link rule', () => {
  it('accepts http(s) addresses with a host and paths on this site', () => {
    expect(isHttpLink('https://example.org/a?b=1#c')).toBe(true);
    expect(isHttpLink('HTTP://example.org')).toBe(true);
    expect(isSitePath('/uploads/images/a.png')).toBe(true);
    expect(isLink('/research')).toBe(true);
    expect(isLink('/uploads/pdfs/a.pdf', 'uploads')).toBe(true);
  });

  it('refuses other schemes, protocol-relative, user info, whitespace, backslashes and dot segments', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'mailto:a@b.org',
      '//evil.example/x.png',
      'https://user@evil.example/',
      'https:/example.org',
      'http:example.org',
      'https://',
      '/a b.png',
      '/a\\b.png',
      '/uploads/../secret',
      '/uploads/%2e%2e/secret',
      '',
    ]) {
      expect(isLink(bad), bad).toBe(false);
      expect(normaliseLink(bad), bad).toBeNull();
    }
    expect(isLink(`https://example.org/${'a'.repeat(2048)}`)).toBe(false);
  });

  it('normalises: trims and gives a relative path its leading slash; uploads-only fields refuse other paths', () => {
    expect(normaliseLink('  https://example.org/a  ')).toBe('https://example.org/a');
    expect(normaliseLink('uploads/pdfs/a.pdf', 'uploads')).toBe('/uploads/pdfs/a.pdf');
    expect(normaliseLink('/research', 'uploads')).toBeNull();
    expect(normaliseLink('/research')).toBe('/research');
    expect(isLink(' /research')).toBe(false);
  });

  it('is what the schemas apply', () => {
    const project = { title: 'T', description: '<p>D</p>', category: 'research' };
    expect(createProjectSchema.safeParse({ ...project, imageUrl: '/uploads/images/a.png' }).success).toBe(true);
    expect(createProjectSchema.safeParse({ ...project, imageUrl: '/images/a.png' }).success).toBe(false);
    expect(createProjectSchema.safeParse({ ...project, imageUrl: 'https://user@evil.example/a.png' }).success).toBe(false);
    expect(updateEventSchema.safeParse({ imageUrl: '/images/a.png' }).success).toBe(true);
    expect(updateEventSchema.safeParse({ imageUrl: '/images/../a.png' }).success).toBe(false);
    expect(updateEventSchema.safeParse({ virtualLink: 'javascript:alert(1)' }).success).toBe(false);
  });
});
