import type { ErrorBody } from '@lienminder/shared';
import { ApiError } from '@/lib/api-client';
import { isUnauthorizedError } from '@/lib/unauthorized';

export type SaveFailure =
  | { kind: 'unauthorized' }
  | { kind: 'upgradeRequired' }
  /** The project was saved elsewhere since this form read it: nothing was saved (409). */
  | { kind: 'changedElsewhere'; message: string }
  | { kind: 'failed'; fieldErrors: NonNullable<ErrorBody['errors']> };

/** docs/product.md section 8's reading of a failed save: lost session, plan limit, a newer save, or anything else. */
export function saveFailureOf(error: unknown): SaveFailure {
  if (isUnauthorizedError(error)) return { kind: 'unauthorized' };
  // The API's limit answer carries `upgradeRequired` in its body, which the error message quotes.
  if (error instanceof Error && error.message.includes('upgradeRequired')) return { kind: 'upgradeRequired' };
  if (error instanceof ApiError && error.status === 409) {
    return { kind: 'changedElsewhere', message: error.serverMessage };
  }
  return {
    kind: 'failed',
    fieldErrors: error instanceof ApiError && error.status === 400 ? fieldErrorsOf(error) : [],
  };
}

function fieldErrorsOf(error: ApiError): NonNullable<ErrorBody['errors']> {
  try {
    const body = JSON.parse(error.bodyText) as Partial<ErrorBody>;
    return Array.isArray(body.errors) ? body.errors : [];
  } catch {
    return [];
  }
}
