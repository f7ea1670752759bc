import { useRouteLoaderData } from 'react-router';
import { FIGURE_KEYS, type Figure, type FigureItem, type FigureKey } from '@mnch/shared';
import { PUBLIC_LAYOUT_ID, type PublicLayoutData } from './site-settings';

/**
 * The figures the site quotes (GET /api/figures; admins change them at /admin/figures), by key, as the
 * pages use them: `f.hIndex`, `f.students.total`. A key with no stored figure reads as 0 with no label.
 */
type Flat = Exclude<FigureKey, `${string}.${string}`>;
type Group = FigureKey extends infer K ? (K extends `${infer G}.${string}` ? G : never) : never;
type NamesOf<G extends string> = FigureKey extends infer K ? (K extends `${G}.${infer N}` ? N : never) : never;
export type FigureSet = Record<Flat, Figure> & { [G in Group]: Record<NamesOf<G>, Figure> };

const MISSING: Figure = { value: 0, label: '' };

/** The figures of a GET /api/figures answer as a FigureSet. */
export function figureSet(items: readonly FigureItem[]): FigureSet {
  const set: Record<string, Figure | Record<string, Figure>> = {};
  const byKey = new Map(items.map((item) => [item.key, item]));
  const all: FigureKey[] = [...byKey.keys()];
  // Every key the code knows, stored or not.
  for (const key of FIGURE_KEYS) if (!byKey.has(key)) all.push(key);
  for (const key of all) {
    const item = byKey.get(key);
    const figure: Figure = item
      ? {
          value: item.value,
          label: item.label,
          prefix: item.prefix || undefined,
          suffix: item.suffix || undefined,
          plain: item.plain || undefined,
        }
      : MISSING;
    const [group, name] = key.split('.') as [string, string | undefined];
    if (name === undefined) set[group] = figure;
    else set[group] = { ...((set[group] as Record<string, Figure> | undefined) ?? {}), [name]: figure };
  }
  return set as FigureSet;
}

/** The figures the public layout read for this page (layouts/public/public-layout.tsx). */
export function useFigures(): FigureSet {
  return figureSet(useRouteLoaderData<PublicLayoutData>(PUBLIC_LAYOUT_ID)?.figures ?? []);
}
