import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './share';

const data = { title: 'T', url: 'https://x.test/article/t?project=1' };

describe('shareLink', () => {
  it('uses the Web Share API when present', async () => {
    const share = vi.fn(async () => {});
    expect(await shareLink(data, { share } as unknown as Navigator)).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
  });
  it('treats a dismissed share sheet as cancelled', async () => {
    const share = vi.fn(async () => {
      throw Object.assign(new Error('x'), { name: 'AbortError' });
    });
    expect(await shareLink(data, { share } as unknown as Navigator)).toBe('cancelled');
  });
  it('copies the link without the Web Share API', async () => {
    const writeText = vi.fn(async () => {});
    expect(await shareLink(data, { clipboard: { writeText } } as unknown as Navigator)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
  });
  it('reports a failed copy', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    expect(await shareLink(data, { clipboard: { writeText } } as unknown as Navigator)).toBe('failed');
  });
});
