import { describe, expect, it } from 'vitest';
import { IMAGE_BOX, imageSrcSet, responsiveImage } from './images';

const gallery = {
  url: '/uploads/images/2026/11/ab.jpg',
  width: 2000,
  height: 1000,
  variants: { '1200': '/uploads/images/2026/11/ab-1200.webp', '400': '/uploads/images/2026/11/ab-400.webp' },
};

describe('responsive images', () => {
  it('lists the copies by width, then the original when it is wider', () => {
    expect(imageSrcSet(gallery)).toBe(
      '/uploads/images/2026/11/ab-400.webp 400w, /uploads/images/2026/11/ab-1200.webp 1200w, /uploads/images/2026/11/ab.jpg 2000w',
    );
    expect(imageSrcSet({ ...gallery, width: 1200 })).toBe(
      '/uploads/images/2026/11/ab-400.webp 400w, /uploads/images/2026/11/ab-1200.webp 1200w',
    );
    expect(imageSrcSet({ url: 'uploads/x.png', variants: {} })).toBeUndefined();
  });

  it('gives srcset, sizes and the image size when the server made copies', () => {
    expect(responsiveImage(gallery, { sizes: '50vw', fallback: IMAGE_BOX.wide })).toEqual({
      src: '/uploads/images/2026/11/ab-400.webp',
      srcSet: imageSrcSet(gallery),
      sizes: '50vw',
      width: 2000,
      height: 1000,
    });
    expect(responsiveImage(gallery, { sizes: '100vw', minWidth: 1200, fallback: IMAGE_BOX.wide }).src).toBe(
      '/uploads/images/2026/11/ab-1200.webp',
    );
  });

  it('keeps the original and the box size when nothing more is known', () => {
    expect(responsiveImage({ url: 'uploads/x.png' }, { sizes: '100vw', fallback: IMAGE_BOX.wide })).toEqual({
      src: '/uploads/x.png',
      width: 1200,
      height: 675,
    });
  });
});
