import { z } from 'zod';
import { FIGURE_KEYS } from '../rules/figures';
import { optionalText, requiredString } from './common';

/**
 * Figures: every number the site quotes, one record per fixed key (FIGURE_KEYS, ../rules/figures.ts).
 * Anyone reads them (GET /figures); admins change a figure's value, label, prefix, suffix and whether
 * it is shown without thousands separators (PUT /figures/{key}). Keys are code: pages refer to them.
 */

export const FIGURE_LIMITS = { label: 200, affix: 10, value: 1_000_000_000_000 } as const;

export const FIGURE_MESSAGES = {
  keyInvalid: 'Unknown figure',
  notFound: 'Figure not found',
  labelRequired: 'Label is required',
  valueInvalid: `Value must be a number from 0 to ${FIGURE_LIMITS.value.toLocaleString('en-US')}`,
  plainInvalid: 'Plain must be true or false',
  // Back office.
  saved: 'Figure saved',
} as const;

const M = FIGURE_MESSAGES;

export const figureKeyParam = z.object({ key: z.enum(FIGURE_KEYS, { error: M.keyInvalid }) });

/** PUT /figures/{key}: the whole figure. */
export const figureInputSchema = z.object({
  value: z.number({ error: M.valueInvalid }).min(0, { error: M.valueInvalid }).max(FIGURE_LIMITS.value, { error: M.valueInvalid }),
  label: requiredString(M.labelRequired, FIGURE_LIMITS.label),
  prefix: optionalText(FIGURE_LIMITS.affix).transform((v) => v ?? ''),
  suffix: optionalText(FIGURE_LIMITS.affix).transform((v) => v ?? ''),
  plain: z.boolean({ error: M.plainInvalid }).default(false),
});
export type FigureInput = z.input<typeof figureInputSchema>;
export type FigureData = z.output<typeof figureInputSchema>;

/** A figure as the API answers it: its key (what pages name it by) and `id`, the number its history knows it by. */
export const figureItemSchema = z.object({
  id: z.number(),
  key: z.enum(FIGURE_KEYS),
  value: z.number(),
  label: z.string(),
  prefix: z.string(),
  suffix: z.string(),
  plain: z.boolean(),
  updatedAt: z.string(),
  version: z.string(),
});
export type FigureItem = z.output<typeof figureItemSchema>;

export const figureEnvelopeSchema = z.object({ figure: figureItemSchema });
/** GET /figures: every stored figure, in FIGURE_KEYS order. */
export const figuresListSchema = z.object({ figures: z.array(figureItemSchema) });
