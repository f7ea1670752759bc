// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GalleryImage } from '@mnch/shared';
import { GalleryPicture } from './gallery-picture';
import { ViewToggle } from './view-toggle';

afterEach(cleanup);

const image: GalleryImage = {
  id: 1,
  title: 'Open day',
  description: 'Mothers at the open day',
  image_url: '/uploads/images/a.png',
  url: '/uploads/images/a.png',
  filename: 'a.png',
  size: 2048,
  mimetype: 'image/png',
  type: 'photos',
  fullSize: null,
  width: 1400,
  height: 900,
  variants: { '400': '/uploads/images/a-400.webp', '1200': '/uploads/images/a-1200.webp' },
  created_at: '2026-11-22T10:00:00.000Z',
  createdAt: '2026-11-22T10:00:00.000Z',
  uploadedAt: '2026-11-22T10:00:00.000Z',
  updated_at: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  version: '"0"',
};

describe('GalleryPicture', () => {
  it('shows the small WebP copy, lazily, with its pixel size', () => {
    render(<GalleryPicture image={image} variant="thumb" alt="Open day" />);
    const img = screen.getByRole('img', { name: 'Open day' });
    expect(img.getAttribute('src')).toBe('/uploads/images/a-400.webp');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('1400');
    expect(img.getAttribute('srcset')).toContain('/uploads/images/a-1200.webp 1200w');
  });

  it('shows a placeholder when the file cannot be loaded', () => {
    render(<GalleryPicture image={image} variant="large" alt="Open day" />);
    const img = screen.getByRole('img', { name: 'Open day' });
    expect(img.getAttribute('src')).toBe('/uploads/images/a-1200.webp');
    expect(img.getAttribute('loading')).toBeNull();
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Open day (image unavailable)' })).toBeTruthy();
    expect(screen.getByText('Image unavailable')).toBeTruthy();
  });
});

describe('ViewToggle', () => {
  it('marks the current view and reports a change', () => {
    const onChange = vi.fn();
    render(<ViewToggle view="grid" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Grid view' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(onChange).toHaveBeenCalledWith('list');
  });
});
