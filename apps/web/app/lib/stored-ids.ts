import { useCallback, useSyncExternalStore } from 'react';

const EMPTY: readonly string[] = [];

/**
 * A set of ids kept in this browser's localStorage under `key` (bookmarks, favourites): read, toggle,
 * and a hook that follows changes from this tab and others. Nothing on the server or during hydration.
 */
export function createStoredIds(key: string) {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedIds: readonly string[] = [];

  function read(): readonly string[] {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      return EMPTY;
    }
    if (raw === cachedRaw) return cachedIds;
    cachedRaw = raw;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      cachedIds = Array.isArray(parsed) ? parsed.filter((v) => typeof v === 'string' || typeof v === 'number').map(String) : [];
    } catch {
      cachedIds = [];
    }
    return cachedIds;
  }

  /** Adds or removes the id; returns true when it is stored afterwards. */
  function toggle(id: string): boolean {
    const current = read();
    const next = current.includes(id) ? current.filter((v) => v !== id) : [...current, id];
    try {
      window.localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or disabled: nothing is saved, and the button shows what is stored.
    }
    listeners.forEach((l) => l());
    return read().includes(id);
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  /** The stored ids and a toggle. */
  function useIds() {
    const ids = useSyncExternalStore(subscribe, read, () => EMPTY);
    const stableToggle = useCallback((id: string) => toggle(id), []);
    return { ids, toggle: stableToggle };
  }

  return { read, toggle, useIds };
}
