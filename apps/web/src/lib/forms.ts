import type { z } from 'zod';
import { ApiError } from './api-error';

type FormErrors = Record<string, string>;

/**
 * A Mantine form validator from a contract schema: the form's values are first mapped to the request
 * (empty optional fields dropped, for example), then checked; the first message per field is kept.
 */
export function schemaValidator<Values>(schema: z.ZodType, toInput: (values: Values) => unknown = (values) => values) {
  return (values: Values): FormErrors => {
    const parsed = schema.safeParse(toInput(values));
    if (parsed.success) return {};
    const errors: FormErrors = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.') || 'form';
      errors[path] ??= issue.message;
    }
    return errors;
  };
}

/** Empty text means "not given" for optional fields. */
export function optionalText(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Puts the server's field errors (422/409 `errors[].path`) on the form's fields.
 * Returns whether at least one known field received an error.
 */
export function applyServerErrors(
  error: unknown,
  form: { setFieldError: (path: never, message: string) => void },
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const [path, message] of Object.entries(error.fieldErrors())) {
    if (fields.includes(path)) {
      form.setFieldError(path as never, message);
      applied = true;
    }
  }
  return applied;
}

/** The message to show for a failed call: the server's, or a fallback when there was no answer. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && !error.isNetworkError && error.message) return error.message;
  return fallback;
}
