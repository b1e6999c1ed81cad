import { ApiError } from './api-client';
import { REGISTRATION_FAILURE, TOASTS } from './toast-messages';

/**
 * The 'Registration Failed' description (docs/product.md section 8), read from the error's
 * `"<status>: <body>"` message: a duplicate email (409) says to sign in instead, a rejected form
 * (400) asks to check it, anything else shows the server's own words.
 */
export function registrationFailureMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (message.includes('409') || message.includes('account with this email'))
    return REGISTRATION_FAILURE.accountExists;
  if (message.includes('400')) return REGISTRATION_FAILURE.checkInformation;
  if (error instanceof ApiError) return error.serverMessage || TOASTS.registrationFailed.description;
  const separator = message.indexOf(': ');
  return separator >= 0 ? message.slice(separator + 2) : TOASTS.registrationFailed.description;
}
