import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that checks the form's values with the API's own zod schema (from
 * packages/shared), after `toInput` turns them into the request body. The first message per field is shown.
 */
export function schemaResolver<T extends FieldValues>(
  schema: z.ZodType,
  toInput: (values: T) => unknown,
  /** The form field that shows an input field's error, where they differ (as for the server's errors). */
  aliases: Readonly<Record<string, string>> = {},
): Resolver<T> {
  return async (values) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const input = String(issue.path[0] ?? 'root');
      const field = aliases[input] ?? input;
      if (!errors[field]) errors[field] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
