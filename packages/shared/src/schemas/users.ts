import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, ROLES, SUBSCRIBE_SOURCES, TEXT_LIMITS, USER_STATUSES } from '../constants';
import { MESSAGES } from '../messages';
import { emailSchema, optionalText, requiredString, sortQuery, timestampFields } from './common';
import { MAX_PAGE } from '../rules/url-state';
import { isStoredFileUrl } from '../rules/paths';
import { SUBSCRIPTION_INTERESTS, sortInterests } from '../rules/interests';

const M = MESSAGES.users;

export const roleSchema = z.enum(ROLES, { error: M.roleRequired });
export const userStatusSchema = z.enum(USER_STATUSES, { error: 'Status must be active or inactive' });

/**
 * A password as both sides check it: present, 8 to 200 characters, not only spaces. The API also refuses
 * common and one-character passwords (apps/api/src/lib/passwords.ts; the list stays on the server).
 */
export const passwordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, { error: M.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: M.passwordTooShort })
  .max(TEXT_LIMITS.password, { error: `Password must be at most ${TEXT_LIMITS.password} characters` })
  .refine((v) => v.length === 0 || v.trim().length > 0, { error: M.passwordBlank });

const userEmail = emailSchema(M.emailRequired, M.emailInvalid);

/**
 * A staff member's picture, in their own profile (PATCH /auth/me) and in an admin's user form: an image
 * uploaded to this site (the API also checks its own storage holds it); blank or null clears it.
 */
export const avatarSchema = optionalText(TEXT_LIMITS.url, {
  blank: null,
  label: 'Avatar',
  check: { test: isStoredFileUrl, message: M.avatarInvalid },
});

/** A staff member's short bio, kept and shown as plain text (never HTML); blank or null clears it. */
export const bioSchema = optionalText(TEXT_LIMITS.bio, { blank: null, label: 'Bio' });

const profileFields = {
  phone: optionalText(TEXT_LIMITS.phone),
  organization: optionalText(TEXT_LIMITS.organization),
  position: optionalText(TEXT_LIMITS.position),
  bio: bioSchema,
  avatar: avatarSchema,
};

/** What the back-office user form holds (client). Password fields are optional when editing. */
export const userFormSchema = z.object({
  name: requiredString(M.nameRequired, TEXT_LIMITS.name),
  email: userEmail,
  role: roleSchema,
  status: userStatusSchema.default('active'),
  ...profileFields,
  password: z.string().max(TEXT_LIMITS.password).optional(),
  confirmPassword: z.string().optional(),
});

/** POST /users by an admin. */
export const createUserSchema = z
  .object({
    name: requiredString(M.nameRequired, TEXT_LIMITS.name),
    email: userEmail,
    role: roleSchema,
    status: userStatusSchema.default('active'),
    ...profileFields,
    /** Not needed when the user is sent a link to set it (`sendPasswordLink`). */
    password: passwordSchema.optional(),
    confirmPassword: z.string().optional(),
    /** Email the new user a link to set their password (docs/behaviour/mail.md), instead of giving one. */
    sendPasswordLink: z.boolean({ error: 'sendPasswordLink must be true or false' }).optional(),
  })
  .refine((v) => v.password !== undefined || v.sendPasswordLink === true, { path: ['password'], error: M.passwordRequired })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    error: M.passwordsDoNotMatch,
  });
export type CreateUserInput = z.input<typeof createUserSchema>;

/** PUT /users/{id}: every field optional; password changes only if given. */
export const updateUserSchema = z
  .object({
    name: requiredString(M.nameRequired, TEXT_LIMITS.name).optional(),
    email: userEmail.optional(),
    role: roleSchema.optional(),
    status: userStatusSchema.optional(),
    ...profileFields,
    password: z
      .union([z.literal(''), passwordSchema])
      .optional()
      .nullable()
      .transform((v) => (v ? v : undefined)),
    confirmPassword: z.string().optional().nullable(),
  })
  .refine((v) => !v.password || !v.confirmPassword || v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    error: M.passwordsDoNotMatch,
  });
export type UpdateUserInput = z.input<typeof updateUserSchema>;

/** The most characters of a subscriber's name, in every subscribe form and in POST /newsletter/subscribe. */
export const SUBSCRIBER_NAME_MAX = TEXT_LIMITS.name;

/** Anonymous POST /users and POST /newsletter/subscribe: only these fields are taken (the name is optional: the email-only form sends none). */
export const subscribeSchema = z.object({
  email: userEmail,
  name: optionalText(SUBSCRIBER_NAME_MAX),
  organization: optionalText(TEXT_LIMITS.organization),
  /** What to hear about (rules/interests.ts): the newsletter's topics and the event types. */
  interests: z
    .array(z.enum(SUBSCRIPTION_INTERESTS, { error: 'Unknown interest' }))
    .max(SUBSCRIPTION_INTERESTS.length)
    .transform(sortInterests)
    .optional(),
  /** Which form sent it (shown in the back office's Subscribers list); `newsletter` when absent. */
  source: z.enum(SUBSCRIBE_SOURCES, { error: `source must be one of ${SUBSCRIBE_SOURCES.join(', ')}` }).optional(),
});
export type SubscribeInput = z.input<typeof subscribeSchema>;

/** The subscribe dialogs (newsletter page, media page): the API's schema with the name required. */
export const subscribeDialogSchema = subscribeSchema.extend({
  name: requiredString(M.nameRequired, SUBSCRIBER_NAME_MAX),
});

/**
 * The answer to an anonymous subscription: the same for a new address, a subscriber's and a staff
 * member's, and never any stored data, so the form cannot be used to look people up.
 */
export const subscribeResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

export const bulkStatusSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1, { error: 'Select at least one user' }).max(1000),
  status: userStatusSchema,
});

export const usersQuerySchema = z.object({
  sort: sortQuery(['name', 'email', 'role', 'status', 'lastLogin', 'createdAt']),
  search: z.string().trim().max(200).optional(),
  role: z.enum(ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: roleSchema,
  status: userStatusSchema,
  organization: z.string().nullable(),
  position: z.string().nullable(),
  bio: z.string().nullable(),
  avatar: z.string().nullable(),
  interests: z.array(z.string()),
  lastLogin: z.string().nullable(),
  ...timestampFields,
  last_login: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** GET /users/{id}, POST /users (by an admin), PUT /users/{id}, PATCH /auth/me. */
export const userEnvelopeSchema = z.object({ user: userSchema });

/** GET /users/all: one page of the filtered users, with its paging, under `data`. */
export const usersListSchema = z.object({
  data: z.object({ users: z.array(userSchema), total: z.number(), page: z.number(), limit: z.number(), totalPages: z.number() }),
});
export type UsersList = z.infer<typeof usersListSchema>;

/** GET /users/stats: the counts of the Users section's tiles and the dashboard's subscribers. */
export const userStatsSchema = z.object({
  total: z.number(),
  active: z.number(),
  admins: z.number(),
  editors: z.number(),
  /** Confirmed newsletter subscribers (the subscribers table; docs/behaviour/subscribers.md). */
  subscribers: z.number(),
  /** Users who signed in within the last RECENT_LOGIN_DAYS days. */
  recentLogins: z.number(),
});
export type UserStats = z.infer<typeof userStatsSchema>;
