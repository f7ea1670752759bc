// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createPublicationSchema, PUBLICATION_MESSAGES, type Publication } from '@mnch/shared';
import { checkCoverImage, publicationFormDefaults, publicationPayload, type PublicationFormValues } from './publication-form-values';

const base: Publication = {
  id: 7,
  slug: 'kangaroo-care',
  title: 'Kangaroo care',
  authors: [{ name: 'Jane Nakato' }, { name: 'Peter Okello' }],
  type: 'Journal Article',
  journal: 'The Lancet',
  year: 2023,
  doi: '10.1/x',
  abstract: '<p>Abstract</p>',
  description: null,
  keywords: ['newborn', 'Uganda'],
  status: 'in review',
  citations: 4,
  downloads: 9,
  views: 0,
  file_url: '/uploads/docs/a.pdf',
  fileUrl: '/uploads/docs/a.pdf',
  fileName: 'a.pdf',
  fileSize: 1000,
  file_size: 1000,
  externalUrl: null,
  coverImageUrl: null,
  coverImageName: null,
  coverImageSize: null,
  publicationSource: null,
  impact_factor: 0,
  impactFactor: 0,
  featured: false,
  createdBy: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: '"0"',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const parse = (v: PublicationFormValues, editing = false) => createPublicationSchema.safeParse(publicationPayload(v, editing));
const messages = (v: PublicationFormValues) => {
  const r = parse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('publicationFormDefaults', () => {
  it('starts a new publication as Published, this year, with one blank author row', () => {
    const v = publicationFormDefaults(null, new Date('2026-05-01T00:00:00Z'));
    expect(v.status).toBe('published');
    expect(v.year).toBe('2026');
    expect(v.authors).toEqual([{ name: '' }]);
    expect(v.documentSource).toBe('upload');
  });
  it('fills the form from a publication; an outside document address is a link', () => {
    const v = publicationFormDefaults(base);
    expect(v.keywords).toBe('newborn, Uganda');
    expect(v.citations).toBe('4');
    expect(v.fileUrl).toBe('/uploads/docs/a.pdf');
    const linked = publicationFormDefaults({
      ...base,
      type: 'Policy Brief',
      fileUrl: 'https://example.org/b.pdf',
      file_url: 'https://example.org/b.pdf',
      journal: null,
      publicationSource: 'MoH',
    });
    expect(linked.documentSource).toBe('link');
    expect(linked.fileLink).toBe('https://example.org/b.pdf');
    expect(linked.fileUrl).toBeNull();
    expect(linked.journal).toBe('MoH');
    const external = publicationFormDefaults({ ...base, externalUrl: 'https://journal.example/a' });
    expect([external.fileUrl, external.fileLink, external.slug]).toEqual([
      '/uploads/docs/a.pdf',
      'https://journal.example/a',
      'kangaroo-care',
    ]);
  });
});

describe('publicationPayload + the shared schema', () => {
  it('gives the required-field messages for a blank form', () => {
    const v = { ...publicationFormDefaults(null), year: '' };
    expect(messages(v)).toMatchObject({
      title: PUBLICATION_MESSAGES.titleRequired,
      type: PUBLICATION_MESSAGES.typeRequired,
      year: PUBLICATION_MESSAGES.yearRequired,
      authors: PUBLICATION_MESSAGES.authorsRequired,
    });
    expect(messages({ ...publicationFormDefaults(base), year: '1899' })).toEqual({ year: PUBLICATION_MESSAGES.yearRequired });
    expect(messages({ ...publicationFormDefaults(base), year: '2031' })).toEqual({ year: PUBLICATION_MESSAGES.yearRequired });
  });
  it('drops blank authors and splits keywords', () => {
    const r = parse({ ...publicationFormDefaults(base), authors: [{ name: ' Jane ' }, { name: '' }], keywords: 'a, , b' });
    expect(r.success && r.data.authors).toEqual([{ name: 'Jane' }]);
    expect(r.success && r.data.keywords).toEqual(['a', 'b']);
  });
  it('sends citations and downloads only when editing', () => {
    const v = { ...publicationFormDefaults(base), citations: '12', downloads: '3' };
    expect(publicationPayload(v, false)).not.toHaveProperty('citations');
    const r = parse(v, true);
    expect(r.success && [r.data.citations, r.data.downloads]).toEqual([12, 3]);
    expect(messages({ ...v, citations: '-1' })).toEqual({});
    expect(createPublicationSchema.safeParse(publicationPayload({ ...v, citations: '-1' }, true)).success).toBe(false);
  });
  it('a policy brief uses the typed link or the upload, and its source', () => {
    const brief = { ...publicationFormDefaults(base), type: 'Policy Brief', journal: 'MoH', fileLink: 'https://example.org/b.pdf' };
    const uploaded = publicationPayload(brief, false);
    expect(uploaded.fileUrl).toBe('/uploads/docs/a.pdf');
    expect(uploaded.publicationSource).toBe('MoH');
    expect(uploaded.externalUrl).toBeNull();
    // The link is an outbound link (externalUrl), never the file the download serves.
    const linked = publicationPayload({ ...brief, documentSource: 'link' }, false);
    expect(linked.fileUrl).toBeNull();
    expect(linked.externalUrl).toBe('https://example.org/b.pdf');
    expect(linked.fileName).toBeNull();
    expect(messages({ ...brief, documentSource: 'link', fileLink: 'ftp://nope' })).toHaveProperty('externalUrl');
    // Another type keeps its upload and sends the link apart, never a source.
    const other = publicationPayload({ ...brief, type: 'Research Report', documentSource: 'link' }, false);
    expect(other.fileUrl).toBe('/uploads/docs/a.pdf');
    expect(other.externalUrl).toBe('https://example.org/b.pdf');
    expect(other.publicationSource).toBeNull();
  });
  it('refuses a file address that is not an upload of this site', () => {
    // (An address shaped like object storage's passes here; the server checks it is this site's own.)
    for (const fileUrl of ['https://evil.example/Malware.EXE', '/about', 'ftp://evil.example/x.pdf']) {
      expect(messages({ ...publicationFormDefaults(base), fileUrl }), fileUrl).toEqual({ fileUrl: PUBLICATION_MESSAGES.fileUrlInvalid });
    }
  });
});

describe('checkCoverImage', () => {
  it('takes PNG and JPEG up to 5MB and names the problem otherwise', () => {
    expect(checkCoverImage({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkCoverImage({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkCoverImage({ type: 'application/pdf', size: 1000 })).toBe('Please select a valid image file (PNG, JPG, JPEG)');
    expect(checkCoverImage({ type: 'image/gif', size: 1000 })).toBe('Please select a valid image file (PNG, JPG, JPEG)');
    expect(checkCoverImage({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('Image size must be less than 5MB');
  });
});
