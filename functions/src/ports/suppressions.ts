import type { SuppressionReason } from '@lienminder/shared';
import type { OutgoingMessage } from './message-dispatch';

/** One address or number an account sends no more alerts to, and since when (store/suppressions.ts). */
export interface Suppression {
  channel: OutgoingMessage['channel'];
  /** The address as the provider reported it, or the E.164 number. Compared case-insensitively. */
  address: string;
  reason: SuppressionReason;
  at: string;
}

/**
 * A recipient who missed an alert (a bounce, a complaint, an undelivered text, an unsubscribe),
 * kept until the account holder's next alert email names it.
 */
export interface MissedAlert {
  channel: OutgoingMessage['channel'];
  recipient: string;
  projectName: string;
  deadlineTitle: string;
  reason: SuppressionReason | 'undelivered';
  at: string;
}

/** Each account's suppression list (`SUPPRESSED#<userId>`): who its alerts no longer go to. */
export interface SuppressionList {
  list(userId: string): Promise<Suppression[]>;
  /** Puts the address on the list; a later reason replaces an earlier one. */
  suppress(userId: string, suppression: Suppression): Promise<void>;
  /**
   * Takes the address off the list, only when it is there for one of `reasons` (an unsubscribe is
   * the recipient's to undo, never the account holder's). Answers whether it was lifted.
   */
  lift(
    userId: string,
    channel: Suppression['channel'],
    address: string,
    reasons: readonly SuppressionReason[],
  ): Promise<boolean>;
  /** Counts a carrier failure of a number in a row; answers the count so far. */
  countFailure(userId: string, phone: string, at: Date): Promise<number>;
  /** A delivered text ends the run of failures. */
  clearFailures(userId: string, phone: string): Promise<void>;
  noteMissed(userId: string, missed: MissedAlert): Promise<void>;
  /** Those not yet named, of the last 30 days before `now`. */
  listMissed(userId: string, now: Date): Promise<MissedAlert[]>;
  /** Forgets the given missed alerts once an email to the account holder has named them. */
  forgetMissed(userId: string, missed: MissedAlert[]): Promise<void>;
}
