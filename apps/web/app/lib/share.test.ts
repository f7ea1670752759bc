import { describe, expect, it, vi } from 'vitest';
import { shareLink, shareTargets } from './share';

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

describe('shareTargets', () => {
  it('shares by mail and to the networks with only the page address and title', () => {
    const url = 'https://mnch.example.org/article/midwives-lead?x=1&y=2';
    const targets = shareTargets({ title: 'Midwives & mothers', url });
    expect(targets.map((t) => t.name)).toEqual(['Email', 'WhatsApp', 'Facebook', 'X', 'LinkedIn']);
    const mail = new URL(targets[0]!.href);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe('Midwives & mothers');
    expect(mail.searchParams.get('body')).toBe(`Midwives & mothers\n${url}`);
    expect(new URL(targets[2]!.href).searchParams.get('u')).toBe(url);
    expect(new URL(targets[3]!.href).searchParams.get('url')).toBe(url);
    expect(new URL(targets[4]!.href).searchParams.get('url')).toBe(url);
    for (const t of targets.slice(1)) expect(new URL(t.href).protocol).toBe('https:');
  });
});
