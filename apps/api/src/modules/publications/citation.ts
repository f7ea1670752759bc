import type { CitationFormat } from '@mnch/shared';

/** What a citation needs of a publication. */
export interface CitableWork {
  id: number;
  title: string;
  authors: Array<{ name: string }>;
  type: string;
  year: number;
  journal: string | null;
  publicationSource: string | null;
  doi: string | null;
}

export interface PersonName {
  family: string;
  given: string;
}

const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'da',
  'di',
  'dos',
  'das',
  'du',
  'la',
  'le',
  'ter',
  'ten',
  'bin',
  'al',
  'el',
]);

/**
 * Splits an author name into family and given names. Understands "Given Family", "Family, Given",
 * "Family GK" (initials after the surname) and lower-case particles ("Anna van der Berg").
 */
export function parseName(raw: string): PersonName {
  const name = raw.trim().replace(/\s+/g, ' ');
  const comma = name.indexOf(',');
  if (comma >= 0) return { family: name.slice(0, comma).trim(), given: name.slice(comma + 1).trim() };
  const parts = name.split(' ');
  const [first = '', second] = parts;
  if (second === undefined) return { family: name, given: '' };
  const last = parts.at(-1) ?? second;
  if (parts.length === 2 && /^(\p{Lu}\.?){1,3}$/u.test(last) && !/^(\p{Lu}\.?){1,3}$/u.test(first)) {
    // "Nakato JK": a surname followed by initials.
    return { family: first, given: [...last.replace(/\./g, '')].map((c) => `${c}.`).join(' ') };
  }
  let start = parts.length - 1;
  while (start > 1 && PARTICLES.has(parts[start - 1]?.toLowerCase() ?? '')) start--;
  return { family: parts.slice(start).join(' '), given: parts.slice(0, start).join(' ') };
}

/** The first character (code point) of a text; '' for ''. */
const firstCharacter = (text: string): string => [...text][0] ?? '';

/** "Jean-Paul Kofi" -> "J.-P. K."; "J. K." stays; "JK" (initials run together) -> "J. K.". */
export function initials(given: string): string {
  return given
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((part) => (/^\p{Lu}{2,3}$/u.test(part) ? [...part] : [part]))
    .map((part) =>
      part
        .split('-')
        .filter(Boolean)
        .map((piece) => `${firstCharacter(piece).toUpperCase()}.`)
        .join('-'),
    )
    .join(' ');
}

/** Adds a full stop unless the text already ends with one (or with ? or !). */
function sentence(text: string): string {
  const t = text.trim();
  return /[.?!]$/.test(t) ? t : `${t}.`;
}

/** The bare DOI ("10.xxxx/..."), from a DOI, a doi: prefix or a doi.org address; null when it is not a DOI. */
export function bareDoi(doi: string | null): string | null {
  if (!doi) return null;
  const bare = doi
    .trim()
    .replace(/^doi:\s*/i, '')
    .replace(/^https?:\/\/(dx\.)?doi\.org\//i, '');
  return /^10\.\d{4,9}\/\S+$/.test(bare) ? bare : null;
}

const source = (work: CitableWork) => work.journal ?? work.publicationSource;

// ---------------------------------------------------------------------------------------------
// APA 7: "Family, I. I., Family, I., & Family, I. (Year). Title. Journal. https://doi.org/..."

function apaAuthor(name: PersonName): string {
  const init = initials(name.given);
  return init ? `${name.family}, ${init}` : name.family;
}

export function apaAuthors(names: PersonName[]): string {
  const list = names.map(apaAuthor);
  const [first] = list;
  if (first === undefined) return '';
  if (list.length === 1) return first;
  if (list.length > 20) return `${list.slice(0, 19).join(', ')}, . . . ${list[list.length - 1]}`;
  return `${list.slice(0, -1).join(', ')}, & ${list[list.length - 1]}`;
}

function apa(work: CitableWork, names: PersonName[]): string {
  const authors = apaAuthors(names);
  // Without an author, APA moves the title to the author position.
  const parts = authors ? [`${authors} (${work.year}).`, sentence(work.title)] : [sentence(work.title), `(${work.year}).`];
  const container = source(work);
  if (container) parts.push(sentence(container));
  const doi = bareDoi(work.doi);
  if (doi) parts.push(`https://doi.org/${doi}`);
  return parts.join(' ');
}

// ---------------------------------------------------------------------------------------------
// MLA 9: 'Family, Given, and Given Family. "Title." Journal, Year, https://doi.org/....'

export function mlaAuthors(names: PersonName[]): string {
  const inverted = (n: PersonName) => (n.given ? `${n.family}, ${n.given}` : n.family);
  const natural = (n: PersonName) => (n.given ? `${n.given} ${n.family}` : n.family);
  const [first, second] = names;
  if (first === undefined) return '';
  if (second === undefined) return inverted(first);
  if (names.length === 2) return `${inverted(first)}, and ${natural(second)}`;
  return `${inverted(first)}, et al`;
}

function mla(work: CitableWork, names: PersonName[]): string {
  const title = work.title.trim();
  const quoted = /[.?!]$/.test(title) ? `"${title}"` : `"${title}."`;
  const tail = [source(work), String(work.year)];
  const doi = bareDoi(work.doi);
  if (doi) tail.push(`https://doi.org/${doi}`);
  const authors = mlaAuthors(names);
  return `${authors ? `${sentence(authors)} ` : ''}${quoted} ${tail.filter(Boolean).join(', ')}.`;
}

// ---------------------------------------------------------------------------------------------
// BibTeX

const BIBTEX_SPECIAL: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};

/** Escapes the characters that mean something to BibTeX/LaTeX (braces included). */
export function bibtexEscape(text: string): string {
  return text.replace(/[\\{}&%$#_~^]/g, (c) => BIBTEX_SPECIAL[c] ?? c).replace(/\s+/g, ' ');
}

const STOP_WORDS = new Set(['a', 'an', 'the', 'of', 'on', 'in', 'and', 'for', 'to', 'with', 'at', 'by', 'from']);
const asciiWord = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** A stable key: first author's family name, year and the first significant word of the title. */
export function bibtexKey(work: CitableWork, names: PersonName[]): string {
  const family = asciiWord(names[0]?.family ?? '') || 'anon';
  const word = work.title
    .split(/\s+/)
    .map(asciiWord)
    .find((w) => w && !STOP_WORDS.has(w));
  return `${family}${work.year}${word ?? ''}` || `publication${work.id}`;
}

const BIBTEX_TYPES: Record<string, { entry: string; container: string }> = {
  'Journal Article': { entry: 'article', container: 'journal' },
  'Conference Paper': { entry: 'inproceedings', container: 'booktitle' },
  'Book Chapter': { entry: 'incollection', container: 'booktitle' },
};

function bibtex(work: CitableWork, names: PersonName[]): string {
  const kind = BIBTEX_TYPES[work.type] ?? { entry: 'techreport', container: 'institution' };
  const fields: Array<[string, string]> = [
    ['author', names.map((n) => bibtexEscape(n.given ? `${n.family}, ${n.given}` : n.family)).join(' and ')],
    ['title', bibtexEscape(work.title)],
  ];
  const container = source(work);
  if (container) fields.push([kind.container, bibtexEscape(container)]);
  if (kind.entry === 'techreport') fields.push(['type', bibtexEscape(work.type)]);
  fields.push(['year', String(work.year)]);
  const doi = bareDoi(work.doi);
  if (doi) fields.push(['doi', doi.replace(/[\\{}]/g, (c) => BIBTEX_SPECIAL[c] ?? c)]);
  const body = fields.map(([k, v]) => `  ${k} = {${v}}`).join(',\n');
  return `@${kind.entry}{${bibtexKey(work, names)},\n${body}\n}`;
}

// ---------------------------------------------------------------------------------------------
// RIS

const RIS_TYPES: Record<string, string> = {
  'Journal Article': 'JOUR',
  'Research Report': 'RPRT',
  'Policy Brief': 'RPRT',
  'White Paper': 'RPRT',
  'Conference Paper': 'CPAPER',
  'Book Chapter': 'CHAP',
};

function ris(work: CitableWork, names: PersonName[]): string {
  const line = (tag: string, value: string) => `${tag}  - ${value.replace(/\s+/g, ' ').trim()}`;
  const lines = [line('TY', RIS_TYPES[work.type] ?? 'GEN')];
  for (const n of names) lines.push(line('AU', n.given ? `${n.family}, ${n.given}` : n.family));
  lines.push(line('TI', work.title));
  const container = source(work);
  if (container) lines.push(line('JO', container));
  lines.push(line('PY', String(work.year)));
  const doi = bareDoi(work.doi);
  if (doi) lines.push(line('DO', doi));
  lines.push('ER  - ');
  return lines.join('\n');
}

/** The citation of a publication in one of the four formats. */
export function formatCitation(work: CitableWork, format: CitationFormat): string {
  const names = work.authors.map((a) => parseName(a.name)).filter((n) => n.family);
  switch (format) {
    case 'mla':
      return mla(work, names);
    case 'bibtex':
      return bibtex(work, names);
    case 'ris':
      return ris(work, names);
    default:
      return apa(work, names);
  }
}
