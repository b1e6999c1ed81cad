/**
 * A project's alerts as its screen lists them (`GET /api/projects/{id}/alerts`): each
 * alert item joined with the records of its messages (docs/decisions/014), recipients masked as in
 * the logs, newest first. A contractor can see for themselves that a reminder went out.
 */
import {
  ALERT_SLOTS,
  type AlertHistoryEntry,
  type AlertHistoryMessage,
  type AlertHistoryResponse,
  type AlertHistoryState,
  alertEmailField,
  alertPhoneField,
  type Project,
  toE164,
} from '@lienminder/shared';
import { ProjectNotFound } from '#src/errors';
import type { AlertDeliveries, DeliveryKey, DeliveryRecord } from '#src/ports/alert-deliveries';
import type { AlertRecord, AlertStore } from '#src/ports/alert-store';
import type { ProjectStore } from '#src/ports/project-store';
import type { SuppressionList } from '#src/ports/suppressions';
import type { StoredUser } from '#src/ports/user-store';
import { suppressionOf } from '#src/services/deliverability/suppressed';
import { maskedRecipient } from '#src/services/messaging/masked-recipient';
import { type FormerTeammatesDependencies, formerTeammates } from '#src/services/team/former-teammates';

export interface AlertHistoryDependencies extends FormerTeammatesDependencies {
  projects: Pick<ProjectStore, 'get'>;
  alerts: Pick<AlertStore, 'listForProject'>;
  deliveries: Pick<AlertDeliveries, 'listForProject'>;
  suppressions: Pick<SuppressionList, 'list'>;
}

const alertId = (alert: Pick<AlertRecord, 'deadlineId' | 'alertKey'>) =>
  `${alert.deadlineId}#${alert.alertKey}`;

/** A sent alert's state follows its messages: skipped ones (opted out, plan) do not count against it. */
function sentState(messages: DeliveryRecord[]): AlertHistoryState {
  const counted = messages.filter((message) => message.state !== 'skipped');
  const sent = counted.filter((message) => message.state === 'sent').length;
  if (counted.some((message) => message.state === 'pending')) return sent > 0 ? 'partly_sent' : 'sending';
  if (sent === counted.length) return 'sent';
  return sent > 0 ? 'partly_sent' : 'failed';
}

function stateOf(
  alert: AlertRecord,
  messages: DeliveryRecord[],
): { state: AlertHistoryState; reason: string | null } {
  if (alert.state === 'skipped') return { state: 'skipped', reason: alert.skipReason };
  if (alert.state === 'scheduled') {
    return alert.deferredFrom
      ? { state: 'deferred', reason: 'quiet_hours' }
      : { state: 'scheduled', reason: null };
  }
  return { state: sentState(messages), reason: null };
}

const toMessage = (record: DeliveryRecord): AlertHistoryMessage => ({
  channel: record.channel,
  recipient: maskedRecipient(record),
  state: record.state,
  at: record.state === 'pending' ? null : record.at,
  reason: record.reason,
  outcome: record.outcome?.outcome ?? null,
  outcomeAt: record.outcome?.at ?? null,
  outcomeDetail: record.outcome?.detail ?? null,
});

/** Every address and number the project lists (the account's own when alert email 1 is blank), each once. */
function listedRecipients(project: Project, accountEmail: string) {
  const emails = ALERT_SLOTS.map((slot) => project[alertEmailField(slot)].trim()).map((email, index) =>
    index === 0 && email === '' ? accountEmail.trim() : email,
  );
  const phones = ALERT_SLOTS.map((slot) => project[alertPhoneField(slot)].trim())
    .filter((phone) => phone !== '')
    .map(toE164);
  return [
    ...[...new Set(emails.filter((email) => email !== ''))].map((to) => ({ channel: 'email' as const, to })),
    ...[...new Set(phones)].map((to) => ({ channel: 'sms' as const, to })),
  ];
}

const recordId = (key: Omit<DeliveryKey, 'userId'>) =>
  `${key.projectId}#${key.deadlineId}#${key.alertKey}#${key.channel}#${key.to}`;

/**
 * The records of an alert's messages. An alert of a morning went in messages recorded under the
 * morning's most urgent alert for each recipient (`sentIn`), maybe another project's; its own
 * records beside those are the texts it did not send (skipped, with their reason).
 */
function messagesOfAlert(
  alert: AlertRecord,
  own: DeliveryRecord[],
  byId: ReadonlyMap<string, DeliveryRecord>,
): DeliveryRecord[] {
  if (!alert.sentIn) return own;
  const sentIn = alert.sentIn.flatMap((key) => byId.get(recordId(key)) ?? []);
  const ids = new Set(alert.sentIn.map(recordId));
  return [...sentIn, ...own.filter((record) => record.state === 'skipped' && !ids.has(recordId(record)))];
}

export async function alertHistory(
  dependencies: AlertHistoryDependencies,
  user: Pick<StoredUser, 'id' | 'email'>,
  projectId: string,
): Promise<AlertHistoryResponse> {
  const userId = user.id;
  const [stored, alerts, records, suppressions] = await Promise.all([
    dependencies.projects.get(userId, projectId),
    dependencies.alerts.listForProject(userId, projectId),
    dependencies.deliveries.listForProject(userId, projectId),
    dependencies.suppressions.list(userId),
  ]);
  if (!stored) throw new ProjectNotFound();
  // Messages led by another project's alert: that project's records, read once each.
  const otherProjects = [
    ...new Set(
      alerts
        .flatMap((alert) => alert.sentIn ?? [])
        .flatMap((key) => (key.projectId === projectId ? [] : [key.projectId])),
    ),
  ];
  const listed = listedRecipients(stored.project, user.email);
  const [others, removedFromTeam] = await Promise.all([
    Promise.all(otherProjects.map((other) => dependencies.deliveries.listForProject(userId, other))),
    formerTeammates(
      dependencies,
      userId,
      listed.flatMap(({ channel, to }) => (channel === 'email' ? [to] : [])),
    ),
  ]);
  const byId = new Map([...records, ...others.flat()].map((record) => [recordId(record), record]));
  const deadlines = new Map(stored.deadlines.map((deadline) => [deadline.id, deadline]));
  const messagesOf = new Map<string, DeliveryRecord[]>();
  for (const record of records)
    messagesOf.set(alertId(record), [...(messagesOf.get(alertId(record)) ?? []), record]);

  const entries = alerts.flatMap((alert): AlertHistoryEntry[] => {
    // An alert of a deadline the project no longer has (an edit removed it) has nothing to show it by.
    const deadline = deadlines.get(alert.deadlineId);
    if (!deadline) return [];
    // A scheduled alert's records are those of an earlier date of it (re-armed): not this one's.
    const messages =
      alert.state === 'scheduled' && !alert.deferredFrom
        ? []
        : messagesOfAlert(alert, messagesOf.get(alertId(alert)) ?? [], byId);
    const sentTimes = messages.filter((message) => message.state === 'sent').map((message) => message.at);
    return [
      {
        deadlineId: alert.deadlineId,
        deadlineType: deadline.type,
        dueDate: deadline.dueDate,
        alertKey: alert.alertKey,
        ...stateOf(alert, messages),
        scheduledFor: alert.fireAt,
        sentAt: sentTimes.length > 0 ? (sentTimes.sort().at(-1) ?? null) : null,
        messages: messages.map(toMessage),
      },
    ];
  });
  // The project's own addresses, whole: the account holder typed them, and fixes them here.
  const suppressedRecipients = listed.flatMap(({ channel, to }) => {
    const suppression = suppressionOf(suppressions, channel, to);
    return suppression ? [{ channel, recipient: to, reason: suppression.reason, at: suppression.at }] : [];
  });
  return {
    alerts: entries.sort((a, b) => b.scheduledFor.localeCompare(a.scheduledFor)),
    suppressedRecipients,
    removedFromTeam,
  };
}
