import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { MESSAGES } from '../messages';
import { requiredString } from './common';
import { avatarSchema, bioSchema, passwordSchema, userSchema } from './users';

/*
 * A staff member's own account: profile, password, sessions (decision 29). Kept apart from the users
 * schemas and MESSAGES, which public pages load, so that none of this reaches their first JavaScript.
 */

export const ACCOUNT_MESSAGES = {
  loggedOutEverywhere: 'You have been signed out of all devices',
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'Your current password is not correct',
  passwordChanged: 'Your password has been changed. You stay signed in here; every other session has been signed out.',
  profileSaved: 'Your profile has been saved',
  avatarInvalid: MESSAGES.users.avatarInvalid,
  /** A change that would lock the signed-in admin out of their own account. */
  selfDeactivate: 'You cannot deactivate your own account',
  selfDemote: 'You cannot change your own role',
  selfDelete: 'You cannot delete your own account',
} as const;

const A = ACCOUNT_MESSAGES;

/** GET /auth/me: the signed-in user, as the server knows them now (role, name, avatar). */
export const meResponseSchema = z.object({ data: z.object({ user: userSchema }) });

/** PATCH /auth/me: what staff change on their own profile. Blank or null clears the avatar or bio. */
export const profileSchema = z.object({
  name: requiredString(MESSAGES.users.nameRequired, TEXT_LIMITS.name),
  avatar: avatarSchema,
  bio: bioSchema,
});
export type ProfileInput = z.input<typeof profileSchema>;

/** POST /auth/password: the signed-in user's own password change, with the current password. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: A.currentPasswordRequired })
      .min(1, { error: A.currentPasswordRequired })
      .max(TEXT_LIMITS.password, { error: A.currentPasswordWrong }),
    newPassword: passwordSchema,
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    error: MESSAGES.users.passwordsDoNotMatch,
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The answer to POST /auth/password: a new token for this browser (every earlier one has ended). */
export const passwordChangedSchema = z.object({
  message: z.string(),
  tokens: z.object({ accessToken: z.string(), expiresIn: z.number() }),
});
