import { stripTags } from './rich-text';

/**
 * Projects: texts, limits and checks without zod, so that a page can use them without loading the schemas
 * (the first-load budget: docs/decisions/0012-first-load-javascript-budget.md). The schemas in ../schemas/projects.ts build on them.
 */

/** Project texts: validation messages, spelled correctly. */
export const PROJECT_MESSAGES = {
  titleRequired: 'Project title is required',
  categoryRequired: 'Category is required',
  categoryInvalid: 'Category must be research, innovation, training or policy',
  /** Names the field the user is on (the project's description), not a generic "content". */
  descriptionRequired: 'Project description is required',
  statusInvalid: 'Status must be active, completed or paused',
  dateInvalid: 'Please enter a valid date',
  endBeforeStart: 'End date must be after the start date',
  budgetInvalid: 'Budget must be a positive amount',
  beneficiariesInvalid: 'Target beneficiaries must be a whole number of 0 or more',
  progressInvalid: 'Progress must be a whole number from 0 to 100',
  linkInvalid: 'Please enter a valid link (an /uploads/ path or an http(s) address)',
  listTooLong: 'Too many entries',
  selectAtLeastOne: 'Select at least one project',
  noChanges: 'Choose at least one field to update',
  someNotFound: 'Some of the selected projects were not found',
  notFound: 'Project not found',
  created: 'Project created successfully',
  updated: 'Project updated successfully',
  deleted: 'Project moved to the trash',
  archived: 'Project archived successfully',
  unarchived: 'Project restored: it is on the public research page again',
  saveFailed: 'Error saving project:',
} as const;
/** Limits of project fields. */
export const PROJECT_LIMITS = {
  title: 300,
  /** Rich HTML of the description. */
  description: 200_000,
  text: 300,
  currency: 10,
  listEntries: 100,
  listEntry: 300,
  /** numeric(16, 2) */
  budgetMax: 99_999_999_999_999,
  intMax: 2_147_483_647,
  searchTerm: 200,
} as const;

/** Rich-text HTML with no visible text: `<p></p>`, `<p><br></p>`, `&nbsp;`... (images count as content). */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return (
    stripTags(html)
      .replace(/&nbsp;|&#160;/gi, ' ')
      .trim() === ''
  );
}
