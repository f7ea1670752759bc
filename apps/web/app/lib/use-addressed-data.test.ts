// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useAddressedData } from './use-addressed-data';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

interface Query {
  q: string;
}

/** A `load` whose answers the test gives, one pending promise per call. */
function controlledLoad() {
  const calls: { query: Query; signal: AbortSignal; answer: (data: string[]) => void; fail: () => void }[] = [];
  const load = vi.fn(
    (query: Query, signal: AbortSignal) =>
      new Promise<string[]>((resolve, reject) => calls.push({ query, signal, answer: resolve, fail: () => reject(new Error('down')) })),
  );
  return { load, calls };
}

const served = { query: { q: '' }, data: ['served'] };

function setup(load: (query: Query, signal: AbortSignal) => Promise<string[]>, initial = served) {
  return renderHook(({ s, query }) => useAddressedData(s, query, load), { initialProps: { s: initial, query: initial.query } });
}

describe('useAddressedData', () => {
  it('shows what the server rendered for the address without fetching', () => {
    const { load } = controlledLoad();
    const { result } = setup(load);
    expect(result.current).toMatchObject({ query: { q: '' }, data: ['served'], loading: false });
    expect(load).not.toHaveBeenCalled();
  });

  it('fetches a changed query, keeping the old results until the answer comes', async () => {
    const { load, calls } = controlledLoad();
    const { result, rerender } = setup(load);
    rerender({ s: served, query: { q: 'malaria' } });
    expect(result.current).toMatchObject({ query: { q: '' }, data: ['served'], loading: true });
    expect(calls.map((c) => c.query)).toEqual([{ q: 'malaria' }]);
    await act(async () => calls[0]!.answer(['found']));
    expect(result.current).toMatchObject({ query: { q: 'malaria' }, data: ['found'], loading: false });
  });

  it('drops the answer to a query the address has moved on from (typing), and shows the latest', async () => {
    const { load, calls } = controlledLoad();
    const { result, rerender } = setup(load);
    rerender({ s: served, query: { q: 'ma' } });
    rerender({ s: served, query: { q: 'mal' } });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => {
      calls[1]!.answer(['mal results']);
      calls[0]!.answer(['ma results']);
    });
    expect(result.current).toMatchObject({ query: { q: 'mal' }, data: ['mal results'], loading: false });
  });

  it('going back to the served query (Back) fetches it afresh', async () => {
    const { load, calls } = controlledLoad();
    const { result, rerender } = setup(load);
    rerender({ s: served, query: { q: 'x' } });
    await act(async () => calls[0]!.answer(['x results']));
    rerender({ s: served, query: { q: '' } });
    expect(result.current.loading).toBe(true);
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]!.answer(['fresh']));
    expect(result.current).toMatchObject({ query: { q: '' }, data: ['fresh'], loading: false });
  });

  it('refresh fetches the shown query again', async () => {
    const { load, calls } = controlledLoad();
    const { result } = setup(load);
    act(() => result.current.refresh());
    expect(result.current.loading).toBe(true);
    expect(calls.map((c) => c.query)).toEqual([{ q: '' }]);
    await act(async () => calls[0]!.answer(['after registering']));
    expect(result.current).toMatchObject({ data: ['after registering'], loading: false });
  });

  it('new props from the server replace what it holds', () => {
    const { load } = controlledLoad();
    const { result, rerender } = setup(load);
    const next = { query: { q: 'y' }, data: ['served again'] };
    rerender({ s: next, query: next.query });
    expect(result.current).toMatchObject({ query: { q: 'y' }, data: ['served again'], loading: false });
    expect(load).not.toHaveBeenCalled();
  });

  it('when a fetch fails, the page loads the address again (the server renders it)', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const { load, calls } = controlledLoad();
    const { rerender } = setup(load);
    rerender({ s: served, query: { q: 'z' } });
    await act(async () => calls[0]!.fail());
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
