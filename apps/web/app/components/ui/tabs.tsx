import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { isPlainClick } from './in-place-link';
import { clsx } from 'clsx';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  /** Element id of the panel (e.g. to make it a hash target); generated when omitted. */
  panelId?: string;
  /**
   * An address the server renders with this tab selected: the tab is then a link there, so it works
   * before and without JavaScript (docs/no-script.md, "Controls"); once hydrated, a click selects it in place.
   */
  href?: string;
}

interface TabsProps {
  tabs: TabItem[];
  /** Controlled selection. */
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  /** Names the tab list. */
  label: string;
  className?: string;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys move between tabs and select
 * them, Home and End jump to the ends. Tabs with an `href` are links: until the scripts run every one
 * of them is in the Tab order (the arrow keys need the scripts).
 */
export function Tabs({ tabs, value, defaultValue, onChange, label, className }: TabsProps) {
  const baseId = useId();
  const [internal, setInternal] = useState(defaultValue ?? tabs[0]?.id);
  const selected = value ?? internal;
  const refs = useRef<Record<string, HTMLElement | null>>({});
  const hydrated = useHydrated();

  function select(id: string) {
    if (value === undefined) setInternal(id);
    onChange?.(id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>, index: number) {
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    select(tab.id);
    refs.current[tab.id]?.focus();
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-2 border-b border-slate-200">
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          const common = {
            ref: (el: HTMLElement | null) => {
              refs.current[tab.id] = el;
            },
            role: 'tab',
            id: `${baseId}-tab-${tab.id}`,
            'aria-selected': active,
            'aria-controls': tab.panelId ?? `${baseId}-panel-${tab.id}`,
            onKeyDown: (e: KeyboardEvent<HTMLElement>) => onKeyDown(e, index),
            className: clsx(
              '-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors',
              active ? 'border-brand-600 text-brand-800' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
            ),
          };
          if (tab.href) {
            return (
              <a
                key={tab.id}
                {...common}
                href={tab.href}
                tabIndex={hydrated && !active ? -1 : undefined}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  select(tab.id);
                }}
              >
                {tab.label}
              </a>
            );
          }
          return (
            <button key={tab.id} {...common} type="button" tabIndex={active ? 0 : -1} onClick={() => select(tab.id)}>
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={tab.panelId ?? `${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="pt-6 focus-visible:outline-offset-4"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
