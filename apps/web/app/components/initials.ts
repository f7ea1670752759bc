/** Up to two initials of a name, titles such as "Dr." left out ("Dr. Miriam Atim" -> "MA"). */
export function initialsOf(name: string): string {
  // The first letter of each word that has one.
  const letters = name
    .replace(/\b(Dr|Prof|Mr|Mrs|Ms|Mx)\.?(?=\s)/gi, '')
    .split(/\s+/)
    .map((w) => /\p{L}/u.exec(w)?.[0])
    .filter((letter) => letter !== undefined);
  const [first, ...rest] = letters;
  if (first === undefined) return '?';
  return (first + (rest.at(-1) ?? '')).toUpperCase();
}

/** Avatar colours (white text passes WCAG AA on each); a name always gets the same one. */
export const AVATAR_COLOURS = ['bg-brand-700', 'bg-sky-700', 'bg-violet-700', 'bg-rose-700', 'bg-amber-700', 'bg-teal-700'] as const;

export function avatarColour(key: string): string {
  let hash = 0;
  for (const ch of key) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0];
}
