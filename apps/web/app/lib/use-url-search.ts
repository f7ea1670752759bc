import { useEffect, useRef, useState, type FormEvent } from 'react';

/** How long typing pauses before a public list searches: the same on every list. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * The text of a public list's search box (every public list's: one behaviour across the site), kept with the `search` in the address: typing searches
 * after a pause (replacing the history entry rather than piling entries up), Enter or the clear
 * button searches at once, and the address wins when it changes (Back, a reset, a shared link).
 */
export function useUrlSearch(urlSearch: string, search: (term: string, replace: boolean) => void) {
  const [term, setTerm] = useState(urlSearch);
  const [seen, setSeen] = useState(urlSearch);
  if (seen !== urlSearch) {
    setSeen(urlSearch);
    setTerm(urlSearch);
  }
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  });

  useEffect(() => {
    if (term.trim() === urlSearch) return;
    const timer = window.setTimeout(() => latest.current(term, true), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [term, urlSearch]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (term.trim() !== urlSearch) search(term, false);
  }

  /** Empties the search in the address at once (the box's clear button). */
  const clear = () => search('', false);

  return { term, setTerm, submit, clear };
}
