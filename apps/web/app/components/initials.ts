/** Up to two initials of a name, titles such as "Dr." left out ("Dr. Miriam Atim" -> "MA"). */
export function initialsOf(name: string): string {
  const words = name
    .replace(/\b(Dr|Prof|Mr|Mrs|Ms|Mx)\.?(?=\s)/gi, '')
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  if (words.length === 0) return '?';
  const first = words[0]!.match(/\p{L}/u)![0];
  const last = words.length > 1 ? words[words.length - 1]!.match(/\p{L}/u)![0] : '';
  return (first + last).toUpperCase();
}

/** Avatar colours (white text passes WCAG AA on each); a name always gets the same one. */
export const AVATAR_COLOURS = ['bg-brand-700', 'bg-sky-700', 'bg-violet-700', 'bg-rose-700', 'bg-amber-700', 'bg-teal-700'] as const;

export function avatarColour(key: string): string {
  let hash = 0;
  for (const ch of key) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length]!;
}
