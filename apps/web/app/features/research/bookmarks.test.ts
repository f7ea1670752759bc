// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { BOOKMARKS_KEY, toggleBookmark, useBookmarks } from './bookmarks';

afterEach(() => window.localStorage.clear());

describe('bookmarks', () => {
  it('toggles an id in localStorage', () => {
    expect(toggleBookmark('7')).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(BOOKMARKS_KEY)!)).toEqual(['7']);
    expect(toggleBookmark('7')).toBe(false);
    expect(JSON.parse(window.localStorage.getItem(BOOKMARKS_KEY)!)).toEqual([]);
  });
  it('re-renders subscribers and survives corrupt storage', () => {
    window.localStorage.setItem(BOOKMARKS_KEY, '{not json');
    const { result } = renderHook(() => useBookmarks());
    expect(result.current.ids).toEqual([]);
    act(() => {
      result.current.toggle('3');
    });
    expect(result.current.ids).toEqual(['3']);
  });
});
