import { z } from 'zod';
import { MESSAGES } from '../messages';
import { emailSchema } from './common';
import { passwordSchema } from './users';

/*
 * Password links: "Forgot password?" (/forgot-password), the page a link opens (/reset-password/<token>),
 * an admin's "Send password link" and a new account's set-your-password link (docs/behaviour/mail.md).
 * Messages of their own, out of MESSAGES (which the public layout's pages load).
 */

/**
 * How long a password link works, in hours: a reset (asked on /forgot-password or sent by an admin)
 * one hour, a new account's set-your-password link three days. The one source of both the link's expiry
 * (apps/api/src/modules/users/password-links.ts) and what the mail and the screens say of it
 * (`passwordLinkValidity`).
 */
export const PASSWORD_LINK_HOURS = { reset: 1, welcome: 72 } as const;
export type PasswordLinkPurpose = keyof typeof PASSWORD_LINK_HOURS;

/** How long a link of this purpose works, in milliseconds. */
export const passwordLinkMs = (purpose: PasswordLinkPurpose): number => PASSWORD_LINK_HOURS[purpose] * 3_600_000;

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** How long a link of this purpose works, in words: "one hour", "three days" (whole days from a day on). */
export function passwordLinkValidity(purpose: PasswordLinkPurpose): string {
  const hours = PASSWORD_LINK_HOURS[purpose];
  const [n, unit] = hours >= 24 && hours % 24 === 0 ? [hours / 24, 'day'] : [hours, 'hour'];
  return `${NUMBER_WORDS[n] ?? String(n)} ${unit}${n === 1 ? '' : 's'}`;
}

export const PASSWORD_RESET_MESSAGES = {
  /** The one answer to every request, whether the address has an account or not. */
  requested: `If an account uses this address, a message with a link to choose a new password is on its way. The link works once, for ${passwordLinkValidity('reset')}. Check your spam folder if it does not arrive.`,
  linkInvalid: 'This link has expired or has already been used. Ask for a new one.',
  tokenInvalid: 'token must be the code from the link in the message',
  passwordSet: 'Your password has been set. Sign in with it now; every other session of your account has been signed out.',
  linkSent: 'A link to choose a password has been sent to the user.',
  linkNotSent: 'An inactive account cannot be sent a password link',
  requestFailed: 'The request could not be sent. Please try again in a moment.',
} as const;

/** A token as the links carry it: 43 base64url characters (32 random bytes). */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** POST /api/auth/forgot-password */
export const forgotPasswordSchema = z.object({
  email: emailSchema(MESSAGES.users.emailRequired, MESSAGES.users.emailInvalid),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** POST /api/auth/reset-password: the token of the link and the new password (the shared password rule). */
export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: PASSWORD_RESET_MESSAGES.tokenInvalid })
      .regex(RESET_TOKEN_PATTERN, { error: PASSWORD_RESET_MESSAGES.tokenInvalid }),
    password: passwordSchema,
    confirmPassword: z.string().max(1000).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    error: MESSAGES.users.passwordsDoNotMatch,
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const passwordResetAnswerSchema = z.object({ message: z.string() });
