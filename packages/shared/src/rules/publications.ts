/**
 * Publications: limits without zod, so that a page can use them without loading the schemas (the
 * first-JS budget of scripts/check-budgets.mjs). The schemas in ../schemas/publications.ts build on them.
 */
export const PUBLICATION_LIMITS = {
  title: 500,
  authors: 100,
  authorName: 200,
  text: 500,
  doi: 255,
  /** Rich HTML of the abstract. */
  abstract: 200_000,
  description: 20_000,
  keywords: 50,
  keyword: 100,
  fileName: 255,
  intMax: 2_147_483_647,
  /** numeric(8, 3) */
  impactFactorMax: 99_999.999,
  searchTerm: 200,
} as const;

/**
 * The DOI of a publication's `doi` field, as written (`10.1186/s12884-024-0001-2`) or pasted as a link
 * (`https://doi.org/10...`, `doi:10...`); null when it is not a DOI (a DOI starts with `10.`, a
 * registrant code of 4 to 9 digits and a slash).
 */
export function publicationDoi(value: string | null | undefined): string | null {
  const doi = (value ?? '')
    .trim()
    .replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '')
    .trim();
  return /^10\.\d{4,9}\/\S+$/.test(doi) ? doi : null;
}

/** The address at which a DOI resolves to the publication (https://doi.org/<doi>), or null without a valid DOI. */
export function doiUrl(value: string | null | undefined): string | null {
  const doi = publicationDoi(value);
  // Each character a URL path may not hold as is is escaped; the slash after the prefix is kept.
  return doi ? `https://doi.org/${doi.split('/').map(encodeURIComponent).join('/')}` : null;
}
