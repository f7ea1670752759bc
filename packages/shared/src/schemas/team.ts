import { z } from 'zod';
import { PAGE_SIZES, TEXT_LIMITS } from '../constants';
import { emailSchema, optionalText, pageQuery, paginationSchema, requiredString, sortQuery } from './common';
import { textListSchema } from './projects';
import { isHttpLink, isStoredFileUrl } from '../rules/paths';
import { TEAM_CATEGORIES, TEAM_LIMITS, TEAM_MESSAGES, TEAM_MOVES } from '../rules/team';

const M = TEAM_MESSAGES;

export const teamCategorySchema = z.enum(TEAM_CATEGORIES, { error: M.categoryInvalid });

/** A profile link (ORCID, Google Scholar, LinkedIn): the site's one link rule for an absolute http(s) address; blank clears it. */
const profileLink = optionalText(TEXT_LIMITS.url, { blank: null, check: { test: isHttpLink, message: M.linkInvalid } });

/** An optional email address: blank or null clears it, anything else is checked as every email address is. */
const optionalEmail = z
  .union([z.literal(''), z.null(), emailSchema(M.emailInvalid, M.emailInvalid)], { error: M.emailInvalid })
  .transform((v) => v || null);

/** The fields a client may send; anything else (id, position, createdAt...) is dropped. */
const teamFields = {
  name: requiredString(M.nameRequired, TEAM_LIMITS.name),
  title: requiredString(M.titleRequired, TEAM_LIMITS.title, 'Job title'),
  category: teamCategorySchema,
  department: optionalText(TEAM_LIMITS.department, { blank: null }),
  country: optionalText(TEAM_LIMITS.country, { blank: null }),
  /** Plain text, as the team page shows it. */
  bio: optionalText(TEAM_LIMITS.bio, { blank: null, label: 'Biography' }),
  education: optionalText(TEAM_LIMITS.education, { blank: null }),
  /** Lines of "period: info", separated by semicolons or new lines. */
  expertise: optionalText(TEAM_LIMITS.expertise, { blank: null }),
  publications: textListSchema(TEAM_LIMITS.publication, TEAM_LIMITS.publications).optional(),
  email: optionalEmail.optional(),
  phone: optionalText(TEXT_LIMITS.phone, { blank: null }),
  /** An image uploaded to this site; the server also checks it is its own storage's. */
  photoUrl: optionalText(TEXT_LIMITS.url, { blank: null, label: 'Photo', check: { test: isStoredFileUrl, message: M.photoInvalid } }),
  orcidUrl: profileLink,
  scholarUrl: profileLink,
  linkedinUrl: profileLink,
};

/** POST /team: name, title and category required. */
export const createTeamMemberSchema = z.object(teamFields);
export type TeamMemberInput = z.input<typeof createTeamMemberSchema>;
export type TeamMemberChanges = Partial<z.output<typeof createTeamMemberSchema>>;

/** PUT /team/{id}: any subset of the fields; what is sent must be valid. */
export const updateTeamMemberSchema = z.object(teamFields).partial();

/** GET /team: category, search, page and limit; members come in their display order. */
export const teamQuerySchema = pageQuery(PAGE_SIZES.team).extend({
  sort: sortQuery(['name', 'category', 'email']),
  category: teamCategorySchema.optional(),
  search: z
    .string()
    .trim()
    .max(TEAM_LIMITS.searchTerm, { error: `Search must be at most ${TEAM_LIMITS.searchTerm} characters` })
    .optional(),
});
export type TeamQuery = z.output<typeof teamQuerySchema>;

const memberId = z.number({ error: M.orderInvalid }).int({ error: M.orderInvalid }).positive({ error: M.orderInvalid });

/** PUT /team/order: every member's id once, first shown first. */
export const teamOrderSchema = z.object({
  ids: z
    .array(memberId, { error: M.orderInvalid })
    .max(10_000, { error: M.orderInvalid })
    .refine((ids) => new Set(ids).size === ids.length, { error: M.orderInvalid }),
});
export type TeamOrderInput = z.input<typeof teamOrderSchema>;

/** POST /team/{id}/move: one member up or down one place, or to the top or the bottom, on the server. */
export const teamMoveSchema = z.object({ move: z.enum(TEAM_MOVES, { error: M.moveInvalid }) });

export const teamMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string(),
  category: teamCategorySchema,
  department: z.string().nullable(),
  country: z.string().nullable(),
  bio: z.string().nullable(),
  education: z.string().nullable(),
  expertise: z.string().nullable(),
  publications: z.array(z.string()),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  photoUrl: z.string().nullable(),
  orcidUrl: z.string().nullable(),
  scholarUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  /** Display order: 0 first. */
  position: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamMemberEnvelopeSchema = z.object({ member: teamMemberSchema });

export const teamListSchema = z.object({
  members: z.array(teamMemberSchema),
  pagination: paginationSchema,
});
export type TeamList = z.infer<typeof teamListSchema>;

/** GET /team/order and PUT /team/order: every member's id in display order. */
export const teamOrderResponseSchema = z.object({ ids: z.array(z.number()) });
