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
