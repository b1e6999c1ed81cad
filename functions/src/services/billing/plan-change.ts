/**
 * Every plan change goes through here, and everything a change does follows from the user's tier
 * (docs/decisions/011):
 *   - the tier on the profile: the project limit (create is refused at the limit; projects over it
 *     stay readable and editable), the alert contacts, SMS and recurring reminders the sender uses
 *     (services/alerts/recipients.ts), and the SyncAlerts stream function re-planning every project
 *     when the tier changes, which drops the recurring reminders' schedules on Free (decision 007);
 *   - a move to Free schedules the deletion of what Free does not hold, within 15 days; a move to
 *     a paid plan cancels it. Nothing is deleted before then.
 */
import { DATA_DELETION_DAYS } from '@lienminder/shared';
import type { DataDeletions } from '#src/ports/data-deletions';
import type { BillingFact, UserStore } from '#src/ports/user-store';

export interface PlanChangeDependencies {
  users: Pick<UserStore, 'applyBillingFact'>;
  deletions: Pick<DataDeletions, 'schedule' | 'cancel'>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The job runs once a day (the daily sweep in AWS), so a deletion falls due a day early for the
 * data to be gone within the promised 15 days.
 */
const DELETION_DUE_MS = (DATA_DELETION_DAYS - 1) * DAY_MS;

/** Applies the fact unless a newer one is in already; answers whether it was applied. */
export async function changePlan(
  deps: PlanChangeDependencies,
  userId: string,
  fact: BillingFact,
): Promise<boolean> {
  const applied = await deps.users.applyBillingFact(userId, fact);
  if (!applied || !fact.tier) return applied;
  if (fact.tier === 'free') {
    const dueAt = new Date(fact.asOf * 1000 + DELETION_DUE_MS).toISOString();
    await deps.deletions.schedule({ userId, dueAt });
  } else {
    await deps.deletions.cancel(userId);
  }
  return true;
}
