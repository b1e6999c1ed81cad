/**
 * Which alerts a change in a user's partition can move (docs/decisions/007). Pure.
 *   - a project item or one of its deadlines, created, changed or removed: that project's alerts;
 *   - the owner's profile with another tier than before: every project's alerts (a downgrade to
 *     Free drops the recurring reminders);
 *   - anything else (the project count, the session version, other profile fields): none.
 * The change is only a trigger: the sync re-reads the project, deadlines and tier themselves.
 */
import type { TableChange } from '#src/ports/table-change';
import type { UserItemOf } from '#src/ports/user-items';

/** One project (`projectId`) or, for a plan change, every project of the user (`projectId` null). */
export interface AlertSyncTarget {
  userId: string;
  projectId: string | null;
}

/** A target and the records it answers for, so that a failed sync names them for the retry. */
export interface AlertSyncWork {
  target: AlertSyncTarget;
  records: string[];
  /** The story of the batch's latest change among them that names one: the sync logs and writes under it. */
  correlationId?: string;
}

/** `userItemOf` reads the item the change is about (the store's, chosen by composition/alert-sync.ts). */
export function alertSyncTarget(change: TableChange, userItemOf: UserItemOf): AlertSyncTarget | null {
  const item = userItemOf(change.keys, change.after);
  if (!item) return null;
  if (item.kind === 'project') return { userId: item.userId, projectId: item.projectId };
  if (change.event === 'MODIFY') {
    const before = userItemOf(change.keys, change.before);
    const tierBefore = before?.kind === 'profile' ? before.tier : null;
    if (item.tier && tierBefore !== item.tier) return { userId: item.userId, projectId: null };
  }
  return null;
}

/**
 * One sync per project however many of its items changed (a save writes the project and every
 * deadline), and none for a project whose owner's plan changed in the same batch: re-planning
 * every project of the user covers it.
 */
export function alertSyncWork(changes: TableChange[], userItemOf: UserItemOf): AlertSyncWork[] {
  const byTarget = new Map<string, AlertSyncWork>();
  const targeted = changes.flatMap((change) => {
    const target = alertSyncTarget(change, userItemOf);
    return target ? [{ target, id: change.id, correlationId: change.correlationId }] : [];
  });
  const wholeUser = new Set(
    targeted.filter(({ target }) => target.projectId === null).map((t) => t.target.userId),
  );
  for (const { target, id, correlationId } of targeted) {
    const covering = wholeUser.has(target.userId) ? { userId: target.userId, projectId: null } : target;
    const key = `${covering.userId}#${covering.projectId ?? '*'}`;
    const work = byTarget.get(key) ?? { target: covering, records: [] };
    work.records.push(id);
    if (correlationId) work.correlationId = correlationId;
    byTarget.set(key, work);
  }
  return [...byTarget.values()];
}
