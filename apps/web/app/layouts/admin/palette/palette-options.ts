import { CREATABLE_KINDS, KINDS, kindSections, type Role, type SearchResult } from '@mnch/shared';
import { canWrite } from '../../../lib/session';
import { ADMIN_SECTIONS, sectionsFor, type AdminSection } from '../nav';

/**
 * What the command palette offers (docs/behaviour/command-palette.md), all derived: the sections from the
 * back office's navigation (nav.ts ADMIN_SECTIONS, as the role may open them), the "New …" actions from
 * the registry of content kinds (packages/shared/src/rules/search.ts CREATABLE_KINDS and kindSections),
 * the items from GET /api/search. Pure functions, so that palette-options.test.ts pins them down.
 */

export interface PaletteOption {
  /** Unique in the list; also the base of its element's id. */
  key: string;
  /** The group it shows under ("Actions", "Sections", or a result's section). */
  group: string;
  label: string;
  /** A second, quieter line (a result's kind; nothing for a section). */
  detail?: string;
  /** Where choosing it goes. */
  to: string;
  /** Words it matches besides its label. */
  keywords: string;
}

const DASHBOARD = '/admin';
const TRASH = '/admin/trash';
/** The sections that are actions of their own ("Go to dashboard", "Go to trash") rather than listed twice. */
const ACTION_SECTIONS: ReadonlyArray<readonly [string, string]> = [
  [DASHBOARD, 'Go to dashboard'],
  [TRASH, 'Go to trash'],
];

const sectionAt = (path: string): AdminSection | undefined => ADMIN_SECTIONS.find((s) => s.to === path);

/** The actions the role has: "New …" for each section of a kind it may create in, then the dashboard and the trash where it may open them. */
export function actionOptions(role: Role): PaletteOption[] {
  const open = new Set(sectionsFor(role).map((s) => s.to));
  const creates = canWrite(role)
    ? CREATABLE_KINDS.filter((kind) => role === 'admin' || !('adminOnly' in KINDS[kind]))
        .flatMap((kind) => kindSections(kind))
        .filter((section) => open.has(section.admin))
        .map((section): PaletteOption => ({
          key: `new:${section.admin}`,
          group: 'Actions',
          label: `New ${section.noun.toLowerCase()}`,
          to: `${section.admin}?new=1`,
          keywords: `create add write ${sectionAt(section.admin)?.label ?? ''}`,
        }))
    : [];
  const goes = ACTION_SECTIONS.filter(([path]) => open.has(path)).map(([path, label]): PaletteOption => ({
    key: `go:${path}`,
    group: 'Actions',
    label,
    to: path,
    keywords: sectionAt(path)?.keywords ?? '',
  }));
  return [...creates, ...goes];
}

/** The sections the role may open, in the sidebar's order (the dashboard and the trash are actions). */
export function sectionOptions(role: Role): PaletteOption[] {
  return sectionsFor(role)
    .filter((s) => !ACTION_SECTIONS.some(([path]) => path === s.to))
    .map((s) => ({ key: `section:${s.to}`, group: 'Sections', label: s.label, to: s.to, keywords: s.keywords }));
}

/** Options whose label or keywords hold every word of the query (case-insensitive), in their order; all of them for a blank query. */
export function matchOptions(options: readonly PaletteOption[], query: string): PaletteOption[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((o) => {
    const haystack = `${o.label} ${o.keywords}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

/** The search's items as options, grouped under the name of the section that lists them (the sidebar's name), in the answer's order. */
export function resultOptions(results: readonly SearchResult[]): PaletteOption[] {
  return results.map((r) => ({
    key: `item:${r.kind}:${r.id}`,
    group: sectionAt(r.section)?.label ?? r.type,
    label: r.title,
    detail: r.type,
    to: r.url,
    keywords: '',
  }));
}

/** Everything the palette lists for a query: matching actions, matching sections, then the items found. */
export function paletteOptions(role: Role, query: string, results: readonly SearchResult[]): PaletteOption[] {
  return [...matchOptions(actionOptions(role), query), ...matchOptions(sectionOptions(role), query), ...resultOptions(results)];
}

/** The options in groups, each group where its first option is. */
export function groupOptions(options: readonly PaletteOption[]): Array<{ group: string; options: PaletteOption[] }> {
  const groups: Array<{ group: string; options: PaletteOption[] }> = [];
  for (const option of options) {
    const found = groups.find((g) => g.group === option.group);
    if (found) found.options.push(option);
    else groups.push({ group: option.group, options: [option] });
  }
  return groups;
}

/** The active option after a key (ArrowDown and ArrowUp wrap around; Home, End; PageDown and PageUp by 5), or null for another key. */
export function movedIndex(key: string, active: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (active + 1) % count;
    case 'ArrowUp':
      return (active - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'PageDown':
      return Math.min(active + 5, count - 1);
    case 'PageUp':
      return Math.max(active - 5, 0);
    default:
      return null;
  }
}
