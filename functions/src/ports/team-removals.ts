/**
 * Who has left an account's team, by the address they were emailed at: what a link sent to them
 * before they left (a Mark-as-done link) checks, since the address may stay on a project's alert
 * list after its person is gone (docs/architecture.md section 5).
 */
export interface TeamRemovals {
  /** When the person with this address (any case) was last removed from the account's team, or null. */
  removedAt(accountId: string, email: string): Promise<Date | null>;
}
