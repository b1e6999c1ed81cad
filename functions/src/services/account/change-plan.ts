import type { Tier } from '@lienclock/shared';
import type { UserStore } from '#ports/user-store';
import type { AlertSyncService } from '#services/alerts/alert-sync';

export interface ChangePlanDependencies {
  users: Pick<UserStore, 'setTier'>;
  alertSync: Pick<AlertSyncService, 'userPlanChanged'>;
}

/**
 * A plan change — an upgrade paid for, or a cancellation taking effect at the end of the billing
 * period — moves the tier first, then re-plans every alert schedule under it: a downgrade to Free
 * must stop recurring reminders and SMS the user no longer pays for (DESIGN.md section 4).
 * The subscription webhooks call this; nothing else writes a user's tier.
 */
export async function changePlan(deps: ChangePlanDependencies, userId: string, tier: Tier): Promise<void> {
  await deps.users.setTier(userId, tier);
  await deps.alertSync.userPlanChanged(userId, tier);
}
