/**
 * A message that did not reach its recipient, kept for the account holder's next alert email
 * (delivery-notices.ts) unless the recipient is the account holder, whom that email would not
 * reach either: the dashboard tells them instead (its `accountEmailSuppressed`).
 */
import type { DeliveryRecord } from '#src/ports/alert-deliveries';
import type { ProjectStore } from '#src/ports/project-store';
import type { MissedAlert, SuppressionList } from '#src/ports/suppressions';
import type { UserLookup } from '#src/ports/user-store';

export interface MissedAlertDependencies {
  projects: Pick<ProjectStore, 'get'>;
  users: UserLookup;
  suppressions: Pick<SuppressionList, 'noteMissed'>;
}

export async function noteMissedAlert(
  dependencies: MissedAlertDependencies,
  record: DeliveryRecord,
  reason: MissedAlert['reason'],
  at: Date,
): Promise<void> {
  const [stored, user] = await Promise.all([
    dependencies.projects.get(record.userId, record.projectId),
    dependencies.users.findById(record.userId),
  ]);
  if (!stored || !user) return;
  if (record.channel === 'email' && record.to.toLowerCase() === user.email.trim().toLowerCase()) return;
  const deadline = stored.deadlines.find((candidate) => candidate.id === record.deadlineId);
  await dependencies.suppressions.noteMissed(record.userId, {
    channel: record.channel,
    recipient: record.to,
    projectName: stored.project.name,
    deadlineTitle: deadline?.title ?? 'deadline',
    reason,
    at: at.toISOString(),
  });
}
