import { describe, expect, it } from 'vitest';
import { MB } from '@mnch/shared';
import {
  bulkPayload,
  formatDate,
  galleryFileProblem,
  imageSrcSet,
  largeSrc,
  readGalleryView,
  stepIndex,
  stripExtension,
  thumbSrc,
  uploadTitles,
} from './format';

describe('gallery formatting', () => {
  it('formats dates and leaves unreadable ones empty', () => {
    expect(formatDate('2026-11-22T10:00:00.000Z')).toBe('22 Nov 2026');
    expect(formatDate('nonsense')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('reads the view from the URL, grid by default', () => {
    expect(readGalleryView(new URLSearchParams('view=list'))).toBe('list');
    expect(readGalleryView(new URLSearchParams('view=grid'))).toBe('grid');
    expect(readGalleryView(new URLSearchParams('view=other'))).toBe('grid');
    expect(readGalleryView(new URLSearchParams(''))).toBe('grid');
  });

  it('steps through the viewer, wrapping around', () => {
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(1, 1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(-1);
  });
});

describe('upload titles and payload', () => {
  it('numbers a shared title, otherwise uses the file names without extension', () => {
    expect(uploadTitles('  Field visit ', ['a.png', 'b.jpg'])).toEqual(['Field visit 1', 'Field visit 2']);
    expect(uploadTitles('', ['team-day.final.jpg', 'clinic.png', '.hidden'])).toEqual(['team-day.final', 'clinic', '.hidden']);
    expect(stripExtension('noext')).toBe('noext');
  });

  it('builds the bulk body from the uploaded files only, in order', () => {
    const body = bulkPayload(
      [
        {
          name: 'one.png',
          result: {
            url: '/uploads/images/a.png',
            filename: 'one.png',
            size: 10,
            mimetype: 'image/png',
            width: 64,
            height: 40,
            variants: {},
          },
        },
        { name: 'two.jpg', result: { url: '/uploads/images/b.jpg', filename: 'two.jpg', size: 20, mimetype: 'image/jpeg' } },
      ],
      'Visit',
      '  ',
    );
    expect(body.images).toEqual([
      {
        title: 'Visit 1',
        description: null,
        url: '/uploads/images/a.png',
        filename: 'one.png',
        size: 10,
        mimetype: 'image/png',
        width: 64,
        height: 40,
        variants: {},
      },
      {
        title: 'Visit 2',
        description: null,
        url: '/uploads/images/b.jpg',
        filename: 'two.jpg',
        size: 20,
        mimetype: 'image/jpeg',
        width: null,
        height: null,
        variants: null,
      },
    ]);
    expect(
      bulkPayload([{ name: 'x.png', result: { url: '/uploads/x.png', filename: 'x.png', size: 1, mimetype: 'image/png' } }], '', ' Nice ')
        .images[0],
    ).toMatchObject({
      title: 'x',
      description: 'Nice',
    });
  });
});

describe('gallery file check', () => {
  it('takes images up to 10MB', () => {
    expect(galleryFileProblem({ name: 'a.png', type: 'image/png', size: 10 * MB })).toBeNull();
    expect(galleryFileProblem({ name: 'a.jpg', type: 'image/jpg', size: 100 })).toBeNull();
  });

  it('refuses a larger image, naming the file and the 10MB limit', () => {
    expect(galleryFileProblem({ name: 'big.png', type: 'image/png', size: 10 * MB + 1 })).toBe(
      'File big.png is too large. Maximum size is 10MB.',
    );
  });

  it('refuses files that are not images', () => {
    expect(galleryFileProblem({ name: 'notes.txt', type: 'text/plain', size: 10 })).toMatch(
      /^Invalid file type: text\/plain\. Only images/,
    );
    expect(galleryFileProblem({ name: 'doc.pdf', type: 'application/pdf', size: 10 })).toMatch(/Only images/);
    expect(galleryFileProblem({ name: 'mystery', type: '', size: 10 })).toMatch(/^Invalid file type: unknown\./);
  });
});

describe('image sources', () => {
  const image = { image_url: '/uploads/i.png', width: 2000, variants: { '1200': '/uploads/i-1200.webp', '400': '/uploads/i-400.webp' } };
  it('uses the WebP copies when there are some', () => {
    expect(thumbSrc(image)).toBe('/uploads/i-400.webp');
    expect(largeSrc(image)).toBe('/uploads/i-1200.webp');
    expect(imageSrcSet(image)).toBe('/uploads/i-400.webp 400w, /uploads/i-1200.webp 1200w, /uploads/i.png 2000w');
  });
  it('falls back to the original', () => {
    const plain = { image_url: '/uploads/p.png', width: 64, variants: {} };
    expect(thumbSrc(plain)).toBe('/uploads/p.png');
    expect(largeSrc(plain)).toBe('/uploads/p.png');
    expect(imageSrcSet(plain)).toBeUndefined();
  });
});
