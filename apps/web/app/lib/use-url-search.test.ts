// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { SEARCH_DEBOUNCE_MS, useUrlSearch } from './use-url-search';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent<HTMLFormElement>;

describe('useUrlSearch', () => {
  it('searches after the pause, replacing the history entry; typing again restarts the wait', () => {
    const search = vi.fn();
    const { result } = renderHook(({ url }) => useUrlSearch(url, search), { initialProps: { url: '' } });
    act(() => result.current.setTerm('mal'));
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100);
    });
    act(() => result.current.setTerm('malaria'));
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(search).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(search).toHaveBeenCalledExactlyOnceWith('malaria', true);
  });

  it('Enter searches at once as a new history entry, and not again when nothing changed', () => {
    const search = vi.fn();
    const { result, rerender } = renderHook(({ url }) => useUrlSearch(url, search), { initialProps: { url: '' } });
    act(() => result.current.setTerm('care'));
    const event = submitEvent();
    act(() => result.current.submit(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(search).toHaveBeenCalledExactlyOnceWith('care', false);
    rerender({ url: 'care' });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    act(() => result.current.submit(submitEvent()));
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('the clear button empties the search at once, as a new history entry', () => {
    const search = vi.fn();
    const { result } = renderHook(({ url }) => useUrlSearch(url, search), { initialProps: { url: 'care' } });
    act(() => result.current.clear());
    expect(search).toHaveBeenCalledExactlyOnceWith('', false);
  });

  it('takes the address when it changes (Back, a reset, a shared link)', () => {
    const search = vi.fn();
    const { result, rerender } = renderHook(({ url }) => useUrlSearch(url, search), { initialProps: { url: 'one' } });
    expect(result.current.term).toBe('one');
    rerender({ url: '' });
    expect(result.current.term).toBe('');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(search).not.toHaveBeenCalled();
  });
});
