/**
 * Closing an account (DELETE /api/account, services/account/close-account.ts): a mark on the
 * account's item that ends every sign-in of it at once, then the deletion of everything it holds
 * but the SMS consent log, in steps any of which may be run again.
 */
export interface AccountClosings {
  /**
   * Marks the account closing (`StoredUser.closingSince`): from this write on, nobody of it signs
   * in or acts (services/auth/authenticate.ts), and `unfinished` lists it until `finish` is done.
   * An account already closing keeps its first mark.
   */
  begin(accountId: string, at: string): Promise<void>;
  /** The accounts whose closing began and did not finish (a step failed): the daily job's work. */
  unfinished(): Promise<string[]>;
  /**
   * Deletes the account's projects, their activity, alerts (their schedules follow through the stream),
   * delivery records, suppression list, team, invitations and every person's login, calendar feed
   * and email claim; the account's own item, which holds the mark, last. Each person's address
   * keeps a closed-login note until `noticeUntil` (Unix seconds), so their sign-in says why it
   * fails. Idempotent: a run after a failure finishes the job.
   */
  finish(accountId: string, noticeUntil: number): Promise<void>;
}

/** When a login of a closed account was closed (ISO instant), while its note is kept; else null. */
export interface ClosedLogins {
  closedAt(email: string, now: Date): Promise<string | null>;
}
