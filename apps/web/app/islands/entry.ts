/**
 * The one script of a page served as islands (docs/decisions/0031-public-pages-as-islands.md). It
 * finds the islands' markers (islands/island.tsx) and wakes each on its own, as its `data-wake` says:
 * its code (islands/registry.ts), React and the island's root load then, and not before. It stays
 * small: nothing here imports React.
 */
import { ADDRESS_CHANGED } from './address';
import { islands, type IslandName } from './registry';

// Zod (it loads with the forms) probes whether it may compile parsers with `new Function`. The page's
// policy forbids eval, so the refused probe would be reported as a CSP violation: zod reads its
// settings from this global, set here before any island's code loads, and `jitless` skips the probe.
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };

const root = document.documentElement;
const markers = () => [...document.querySelectorAll<HTMLElement>('[data-island][data-wake]')];

/** Islands loading now: <html data-islands-pending> counts them (the browser tests wait for none). */
const pending = new Set<HTMLElement>();
const woken = new WeakSet<HTMLElement>();
/** A click on a button or link of an island that had not hydrated yet, replayed once it has. */
const replays = new WeakMap<HTMLElement, HTMLElement>();

function mark(): void {
  if (pending.size) root.dataset.islandsPending = String(pending.size);
  else delete root.dataset.islandsPending;
}

/** The control with the same `data-replay` as `control` once hydration has replaced it, else `control`. */
function successor(marker: HTMLElement, control: HTMLElement): HTMLElement | null {
  if (control.isConnected) return control;
  const key = control.dataset.replay;
  return key ? marker.querySelector<HTMLElement>(`[data-replay="${CSS.escape(key)}"]`) : null;
}

/**
 * Once React has rendered the island's hydrated state (a task later): the focus stays on the control
 * that had it, and a held click happens again. A control that hydration replaces (a link standing in
 * for a button until scripts run) names its successor by its `data-replay`.
 */
function settle(marker: HTMLElement, focused: Element | null): void {
  const target = replays.get(marker);
  replays.delete(marker);
  setTimeout(() => {
    replayHover(marker);
    if (focused instanceof HTMLElement && !focused.isConnected && marker.contains(document.activeElement) === false) {
      successor(marker, focused)?.focus();
    }
    // Text typed into a field before its island hydrated is in the field but not in React's state
    // (React took the field's text as what it last knew): it is handed over as if typed now, so that a
    // search searches. React's tracker learns an empty field through the field's own setter, the text
    // comes back through the prototype's (which the tracker does not see), and the input event is then
    // a change to React.
    const field = document.activeElement;
    if (field instanceof HTMLInputElement && marker.contains(field) && field.value !== field.defaultValue) {
      const typed = field.value;
      field.value = '';
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (target) successor(marker, target)?.click();
  });
}

/** Where the mouse rests, if it is over the page: the hover that woke an island is replayed from it. */
let mouse: { x: number; y: number } | null = null;
document.addEventListener(
  'pointermove',
  (event) => {
    if (event.pointerType === 'mouse') mouse = { x: event.clientX, y: event.clientY };
  },
  { capture: true, passive: true },
);
document.addEventListener(
  'pointerout',
  (event) => {
    if (event.pointerType === 'mouse' && !event.relatedTarget) mouse = null; // it left the window
  },
  { capture: true, passive: true },
);

/**
 * The mouse came over the island before it had hydrated (that movement is what woke it), so React saw
 * no pointer or mouse entering what it now rests on (a desktop menu that opens on hover): that entry is
 * reported to the hydrated island, as coming from outside the page, so its enter handlers run.
 */
function replayHover(marker: HTMLElement): void {
  if (!mouse) return;
  const under = document.elementFromPoint(mouse.x, mouse.y);
  if (!under || !marker.contains(under)) return;
  const at = { bubbles: true, composed: true, clientX: mouse.x, clientY: mouse.y, relatedTarget: null };
  under.dispatchEvent(new PointerEvent('pointerover', { ...at, pointerType: 'mouse', pointerId: 1, isPrimary: true }));
  under.dispatchEvent(new MouseEvent('mouseover', at));
}

function wake(marker: HTMLElement): void {
  if (woken.has(marker)) return;
  woken.add(marker);
  const load = islands[marker.dataset.island as IslandName] as (() => Promise<unknown>) | undefined;
  if (!load) return;
  pending.add(marker);
  mark();
  let focused: Element | null = null;
  Promise.all([load(), import('./hydrate')])
    .then(([Component, { hydrateIsland }]) => {
      focused = marker.contains(document.activeElement) ? document.activeElement : null;
      return hydrateIsland(marker, Component as Parameters<typeof hydrateIsland>[1]);
    })
    .then(() => {
      marker.dataset.hydrated = 'true';
    })
    .catch((error: unknown) => {
      // The page still works as served (every control has a no-script form: docs/no-script.md): the
      // marker stops being an island, so a replayed click does what it does without scripts.
      delete marker.dataset.wake;
      console.warn(`The ${marker.dataset.island} island did not load`, error);
    })
    .finally(() => {
      pending.delete(marker);
      mark();
      settle(marker, focused);
    });
}

const islandOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>('[data-island][data-wake]') : null;

// A marker is `display: contents` (no box of its own): what comes into view is its children.
const visible = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      const marker = islandOf(entry.target);
      if (entry.isIntersecting && marker) wake(marker);
    }
  },
  { rootMargin: '200px' },
);

/**
 * The island holding what the address's hash names (a media tab, the events calendar, a programme's
 * details) is what the visitor came to: it wakes at once, on arrival and when the hash changes.
 */
function wakeAddressed(): void {
  let id = '';
  try {
    id = decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return; // a malformed escape names nothing
  }
  const marker = id ? islandOf(document.getElementById(id)) : null;
  if (marker) wake(marker);
}

/**
 * The address's query as the islands last showed it. Every island shows the address (a tab, a filter,
 * the calendar's month, a dialog): when its query changes in place (an island's link, Back or Forward),
 * the islands that have not hydrated yet cannot follow it, so they all wake (hydrating as the server
 * rendered them, then rendering the address as it is now: islands/router.tsx). A change of hash alone
 * wakes the island holding what it names.
 */
let query = window.location.search;
function followAddress(): void {
  if (window.location.search !== query) {
    query = window.location.search;
    for (const marker of markers()) wake(marker);
  }
  wakeAddressed();
}
for (const type of ['hashchange', 'popstate', ADDRESS_CHANGED]) window.addEventListener(type, followAddress);

/**
 * Once the whole document is parsed: the island the address names wakes, and so does one showing a
 * dialog the address opened (the server rendered it open): it is being used, and becomes modal and
 * answers Escape.
 */
function watch(): void {
  wakeAddressed();
  for (const marker of markers())
    if (marker.dataset.wake !== 'visible' && marker.querySelector('dialog[open], [role="dialog"]')) wake(marker);
  root.dataset.hydrated = 'true';
  if (used) watchVisible();
}

/**
 * Nothing loads before the visitor does something (docs/decisions/0031-public-pages-as-islands.md,
 * "Amended"): the page's `visible` islands are watched from its first use (a scroll, a pointer movement,
 * press or touch, a key, a focus), so an island in view at load wakes then, and the others as they come
 * near.
 */
let used = false;
let watching = false;
function watchVisible(): void {
  if (watching || document.readyState === 'loading') return;
  watching = true;
  for (const marker of markers()) if (marker.dataset.wake === 'visible') for (const child of marker.children) visible.observe(child);
}
function firstUse(): void {
  used = true;
  watchVisible();
}

// `interaction` and `scroll` islands wake on the first pointer movement, press, touch or focus on them.
// A pointer movement counts only if the pointer moved: Chromium also reports movements of none for
// wherever the pointer rests while the page lays out (and a `pointerover` there, so that is not used).
for (const type of ['pointermove', 'pointerdown', 'touchstart', 'focusin'] as const) {
  document.addEventListener(
    type,
    (event) => {
      if (event instanceof PointerEvent && event.type === 'pointermove' && !event.movementX && !event.movementY) return;
      firstUse();
      const marker = islandOf(event.target);
      if (marker) wake(marker);
    },
    { capture: true, passive: true },
  );
}

function onScroll(): void {
  // Chromium reports a scroll while laying out the page; only a page that has moved counts.
  if (window.scrollY <= 0) return;
  window.removeEventListener('scroll', onScroll);
  firstUse();
  for (const marker of markers()) if (marker.dataset.wake === 'scroll') wake(marker);
}
window.addEventListener('scroll', onScroll, { passive: true });
// A key (Tab, an arrow, Page Down) is a use of the page too, wherever the focus is.
document.addEventListener('keydown', firstUse, { capture: true, passive: true, once: true });

// A click on an island's button or link before it has hydrated waits for it, then happens again.
// Native controls (a <summary>, a field) keep their own behaviour, which the island carries over.
document.addEventListener(
  'click',
  (event) => {
    const marker = islandOf(event.target);
    if (!marker || marker.dataset.hydrated || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const control = (event.target as Element).closest<HTMLElement>('button, a[href], [role="button"], [role="tab"]');
    if (!control || !marker.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    replays.set(marker, control);
    wake(marker);
  },
  { capture: true },
);

// Everything at once: `document.dispatchEvent(new Event('islands:wake'))` (the browser tests do this
// after each page load, so that they use every island as a visitor eventually would).
document.addEventListener('islands:wake', () => markers().forEach(wake));

// The script is async (it never holds up the document's parsing or DOMContentLoaded), so it may run
// before the end of the document has arrived.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watch, { once: true });
else watch();
