// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, setToken } from '../../../lib/token-store';
import { readDraft, removeDraft, writeDraft } from './form-drafts';

/** An access token naming an account (the browser only decodes it: its signature is the API's business). */
function tokenOf(sub: string, exp = Math.floor(Date.now() / 1000) + 3600): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ sub, name: `User ${sub}`, email: `u${sub}@example.org`, role: 'editor', exp })}.signature`;
}

afterEach(() => {
  clearToken();
  window.localStorage.clear();
});

describe('form drafts', () => {
  it('belong to the account that typed them: another account signed in on the same browser is not offered them', () => {
    setToken(tokenOf('7'));
    writeDraft('articles:12', { title: 'Mine' });
    expect(readDraft<{ title: string }>('articles:12')?.values.title).toBe('Mine');

    setToken(tokenOf('8'));
    expect(readDraft('articles:12')).toBeNull();
    writeDraft('articles:12', { title: 'Theirs' });

    setToken(tokenOf('7'));
    expect(readDraft<{ title: string }>('articles:12')?.values.title).toBe('Mine');
    removeDraft('articles:12');
    expect(readDraft('articles:12')).toBeNull();
    setToken(tokenOf('8'));
    expect(readDraft<{ title: string }>('articles:12')?.values.title).toBe('Theirs');
  });

  it('stay the account’s while its session runs out', () => {
    setToken(tokenOf('7', Math.floor(Date.now() / 1000) - 60));
    writeDraft('events:3', { title: 'Typed as the session ended' });
    setToken(tokenOf('7'));
    expect(readDraft<{ title: string }>('events:3')?.values.title).toBe('Typed as the session ended');
    // Signed out on the way to the sign-in page: what is kept then is still the account's.
    clearToken();
    writeDraft('events:4', { title: 'Kept while signing out' });
    setToken(tokenOf('7'));
    expect(readDraft<{ title: string }>('events:4')?.values.title).toBe('Kept while signing out');
    setToken(tokenOf('9'));
    expect(readDraft('events:4')).toBeNull();
  });
});
