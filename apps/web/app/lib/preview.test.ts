// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@mnch/shared';
import { loadPreview, previewSignInHref } from './preview';

const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const now = Date.parse('2026-11-26T12:00:00Z');
function token(role: string, expiresIn: number): string {
  const exp = Math.floor(now / 1000) + expiresIn;
  return `${part({ alg: 'HS256' })}.${part({ sub: '1', name: 'Esther', email: 'e@example.org', role, exp })}.sig`;
}
const store = (t: string | null) => (t ? window.localStorage.setItem('accessToken', t) : window.localStorage.clear());

afterEach(() => window.localStorage.clear());

describe('loadPreview', () => {
  it('reads with a viewer token: viewers see drafts too (decision 33)', async () => {
    store(token('viewer', 3600));
    const read = vi.fn(async () => 'draft');
    expect(await loadPreview(read, now)).toEqual({ state: 'ok', item: 'draft' });
  });

  it('asks nothing without a back-office token: the page is not found, as for a visitor', async () => {
    for (const t of [null, 'garbage']) {
      store(t);
      const read = vi.fn();
      expect(await loadPreview(read, now)).toEqual({ state: 'not-found' });
      expect(read).not.toHaveBeenCalled();
    }
  });

  it('asks to sign in again when the staff token has ended, or the API says so', async () => {
    store(token('editor', -10));
    const read = vi.fn();
    expect(await loadPreview(read, now)).toEqual({ state: 'signed-out' });
    expect(read).not.toHaveBeenCalled();
    store(token('editor', 3600));
    expect(await loadPreview(() => Promise.reject(new ApiError(401, 'Unauthorized')), now)).toEqual({ state: 'signed-out' });
  });

  it('reads the item with a staff token; refusals are not found, anything else an error', async () => {
    store(token('admin', 3600));
    expect(await loadPreview(() => Promise.resolve({ id: 3 }), now)).toEqual({ state: 'ok', item: { id: 3 } });
    for (const status of [400, 403, 404]) {
      expect(await loadPreview(() => Promise.reject(new ApiError(status, 'No')), now)).toEqual({ state: 'not-found' });
    }
    expect(await loadPreview(() => Promise.reject(new ApiError(500, 'Boom')), now)).toEqual({ state: 'error' });
    expect(await loadPreview(() => Promise.reject(new TypeError('offline')), now)).toEqual({ state: 'error' });
  });

  it('signs in and comes back to the preview', () => {
    expect(previewSignInHref('/preview/article/7')).toBe('/login?expired=1&redirectTo=%2Fpreview%2Farticle%2F7');
  });
});
