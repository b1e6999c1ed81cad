/**
 * The SMS consent ticked at registration whose follow-up `POST /sms/opt-in` failed (docs/product.md section 7:
 * that failure must not fail the registration). It is kept for this browser tab only, so the
 * dashboard the user lands on can offer to finish the opt-in instead of losing the consent silently.
 */
const KEY = 'lm_pending_sms_opt_in';

export interface PendingSmsOptIn {
  name: string;
  /** As typed, (555) 555-5555. */
  phone: string;
}

export function rememberPendingSmsOptIn(pending: PendingSmsOptIn): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage refused (private mode, quota): the dashboard's "Set up SMS" link remains.
  }
}

export function pendingSmsOptIn(): PendingSmsOptIn | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<PendingSmsOptIn> | null;
    if (typeof stored?.name === 'string' && typeof stored.phone === 'string') {
      return { name: stored.name, phone: stored.phone };
    }
  } catch {
    // Unreadable or unavailable: nothing pending.
  }
  return null;
}

export function forgetPendingSmsOptIn(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget where nothing could be stored.
  }
}
