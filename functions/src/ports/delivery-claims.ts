import type { AlertPayload } from './scheduler';

export type DeliveryClaim =
  /** This invocation may send; `delivered` lists recipients an earlier, interrupted attempt reached. */
  | { status: 'claimed'; attempt: number; delivered: string[] }
  /** A previous invocation finished this alert (sent, or failed for good and reported). */
  | { status: 'done' }
  /** Another invocation holds the claim right now; try again after the lease ends. */
  | { status: 'in_progress'; leaseExpiresAt: string };

/**
 * The `SENT#<deadlineId>#<alertKey>` claim (DESIGN.md section 4): the scheduler delivers at least
 * once, and this is what stops a repeated invocation from sending twice. See
 * docs/decisions/004-alert-delivery.md for the lease and its trade-off.
 */
export interface DeliveryClaims {
  claim(alert: AlertPayload, lease: { now: Date; leaseMs: number }): Promise<DeliveryClaim>;
  /** Remembers one reached recipient ("email:a@b.c", "sms:+15555550100") so a retry skips it. */
  recordDelivered(alert: AlertPayload, recipient: string): Promise<void>;
  /** Ends the lease early after a failed attempt, so the next retry need not wait for it. */
  release(alert: AlertPayload): Promise<void>;
  finish(alert: AlertPayload, outcome: 'sent' | 'failed', at: Date): Promise<void>;
  /**
   * Forgets a finished delivery so the same alert can go out again for a new date: an edit that
   * moves a deadline later (more work, a later last furnishing date) re-arms its countdown.
   */
  rearm(alert: AlertPayload): Promise<void>;
}
