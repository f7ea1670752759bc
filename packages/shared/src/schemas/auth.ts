import { z } from 'zod';
import { MESSAGES } from '../messages';
import { ROLES } from '../constants';
import { userSchema } from './users';

export const loginSchema = z.object({
  email: z
    .string({ error: MESSAGES.users.emailRequired })
    .trim()
    .min(1, { error: MESSAGES.users.emailRequired })
    .max(254, { error: MESSAGES.users.emailInvalid })
    .pipe(z.email({ error: MESSAGES.users.emailInvalid }))
    .transform((v) => v.toLowerCase()),
  password: z
    .string({ error: MESSAGES.users.passwordRequired })
    .min(1, { error: MESSAGES.users.passwordRequired })
    .max(200, { error: MESSAGES.auth.invalidCredentials }),
});
export type LoginInput = z.input<typeof loginSchema>;

export const loginResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.object({
    user: userSchema,
    tokens: z.object({ accessToken: z.string(), expiresIn: z.number() }),
  }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The JWT payload. */
export const tokenPayloadSchema = z.object({
  sub: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  exp: z.number(),
  iat: z.number().optional(),
});
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;
