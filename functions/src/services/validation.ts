import * as z from 'zod/mini';
import { type FieldError, ValidationFailed } from '#src/errors';

/** zod issues as the API's `errors` list: the field's dotted path and the spec's message. */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldError[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** The parsed value, or `ValidationFailed` (400) listing every problem. */
export function parseRequest<Schema extends z.core.$ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = z.safeParse(schema, input);
  if (!result.success) throw new ValidationFailed(fieldErrors(result.error.issues));
  return result.data;
}
