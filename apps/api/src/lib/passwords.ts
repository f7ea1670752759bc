import { dictionary } from '@zxcvbn-ts/language-common';
import { MESSAGES } from '@mnch/shared';
import { badRequest } from './http-error';

/**
 * Refusing trivial passwords, as NIST SP 800-63B asks of a password list: the about 49,000 most common
 * passwords that `@zxcvbn-ts/language-common` bundles (compared without regard to case), and any
 * password made of one character repeated. Blank (whitespace-only) passwords are refused earlier by the
 * shared schema (`packages/shared/src/schemas/users.ts`). The list stays on the server.
 *
 * Every place that sets a password goes through `assertAcceptablePassword` (the users service) or
 * `passwordProblem` (the ADMIN_PASSWORD check in `src/config.ts`).
 */
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/** Why the password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if (password.trim().length === 0) return MESSAGES.users.passwordBlank;
  const lower = password.toLowerCase();
  if (/^(.)\1*$/su.test(lower) || commonPasswords().has(lower)) return MESSAGES.users.passwordTooCommon;
  return undefined;
}

/** Throws a 400 with the message on the `field` field (`password` unless named) when the password is refused. */
export function assertAcceptablePassword(password: string, field = 'password'): void {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(MESSAGES.common.validation, [{ field, message: problem }]);
}
