/**
 * The deletion of the data a lapsed paid plan leaves beyond the Free plan, due 15 days after the
 * downgrade (docs/decisions/011). A re-subscription before then cancels it.
 */
export interface DataDeletion {
  userId: string;
  /** ISO instant. */
  dueAt: string;
}

export interface DataDeletions {
  /** Schedules (or moves) the user's deletion. */
  schedule(deletion: DataDeletion): Promise<void>;
  cancel(userId: string): Promise<void>;
  find(userId: string): Promise<DataDeletion | null>;
  /** Deletions due at or before `now`, oldest first. */
  listDue(now: Date): Promise<DataDeletion[]>;
}
