import { ApiError } from './api-client';
import { RESET_LINK, TOASTS } from './toast-messages';

/**
 * The 'Reset Failed' description (docs/product.md section 8): a spent or expired link asks for a new one, a
 * refused password shows the server's rule as received ('Password must be ...', and the
 * registration rule's 'Password must contain ...', which a reset now obeys), anything else the default.
 */
export function resetFailureMessage(error: unknown): string {
  const message =
    error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : '';
  if (message.includes('Invalid or expired')) return RESET_LINK.expiredOnReset;
  if (message.startsWith('Password must')) return message;
  return TOASTS.resetFailed.description;
}
