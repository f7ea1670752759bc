/**
 * The programmes' ids and menu names, apart from their full content (content/programs.ts) so the
 * header, footer and chat on every page do not carry the whole programmes page.
 */
export const programLinks = [
  { id: 'newborn', menuLabel: 'Newborn Health' },
  { id: 'nutrition', menuLabel: 'Nutrition' },
  { id: 'maternal-research', menuLabel: 'Maternal Health Research' },
  { id: 'adolescent-womens-health', menuLabel: "Adolescent and Women's Health" },
  { id: 'training', menuLabel: 'Training and Capacity Building' },
  { id: 'digital-health', menuLabel: 'Digital Health' },
] as const;

export type ProgramId = (typeof programLinks)[number]['id'];

export function programLink(id: ProgramId): (typeof programLinks)[number] {
  return programLinks.find((p) => p.id === id)!;
}

export function programHref(id: string): string {
  return `/programs?program=${encodeURIComponent(id)}#program-details`;
}
