import type { ActivityAction, ActivityActor } from '@lienminder/shared';

/**
 * One change to a project as its activity records it (shared/src/project-activity.ts): when, by
 * whom, what, and a sentence that says it. A project write carries its entry into its own
 * transaction (ports/project-store.ts), so no change is recorded that did not happen and none
 * happens unrecorded; `null` there is a write no person made (the lapsed plan's trim).
 */
export interface ActivityEntry {
  /** ISO instant. */
  at: string;
  actor: ActivityActor;
  action: ActivityAction;
  summary: string;
}

/** A page of a project's activity, newest first; `after` reads the next, null on the last. */
export interface ActivityPage {
  entries: ActivityEntry[];
  /** Where the next page starts (the last entry's place), or null. */
  after: string | null;
}

/**
 * The account's activity by project (store/project-activity.ts). Entries outlive their project, so
 * "who deleted it" stays answerable.
 */
export interface ProjectActivity {
  /** Up to `limit` entries of the project, newest first, from just after `after` (a page's). */
  page(accountId: string, projectId: string, limit: number, after?: string): Promise<ActivityPage>;
  /**
   * Records a change that writes nothing else (a document prepared), once per `onceKey` until
   * `onceUntil`: the same document opened again the same day is one entry.
   */
  recordOnce(
    accountId: string,
    projectId: string,
    entry: ActivityEntry,
    once: { key: string; until: Date },
  ): Promise<void>;
}
