/**
 * One message a morning per person: the alerts of one account that fire at the same 9:00, grouped
 * by who they go to. Pure, so the take (send-alert.ts) and its tests share one rule. A recipient
 * gets only the deadlines of the projects that list them (recipients.ts), most urgent first.
 */
import { alertTargetDate, type NamedDeadline, type Project } from '@lienminder/shared';
import type { AlertRecord } from '#src/ports/alert-store';
import type { AlertRecipients } from './recipients';

/** An alert of the morning judged sendable, with its project as read and its recipients. */
export interface TakenAlert {
  alert: AlertRecord;
  project: Project;
  deadline: NamedDeadline;
  recipients: AlertRecipients;
}

/** One message: every alert of the morning that lists this address (or phone). */
export interface Digest {
  channel: 'email' | 'sms';
  to: string;
  /**
   * Most urgent first. The first is the message's lead: its delivery record is keyed under that
   * alert (docs/decisions/014's key), which the message always carries.
   */
  alerts: [TakenAlert, ...TakenAlert[]];
}

/** The day counted down to, then the legal last day, then names and ids: a total order. */
export function byUrgency(a: TakenAlert, b: TakenAlert): number {
  return (
    alertTargetDate(a.deadline).localeCompare(alertTargetDate(b.deadline)) ||
    a.deadline.legalLastDay.localeCompare(b.deadline.legalLastDay) ||
    a.project.name.localeCompare(b.project.name) ||
    a.deadline.title.localeCompare(b.deadline.title) ||
    `${a.alert.projectId}#${a.alert.deadlineId}#${a.alert.alertKey}`.localeCompare(
      `${b.alert.projectId}#${b.alert.deadlineId}#${b.alert.alertKey}`,
    )
  );
}

/**
 * The morning's messages. Emails are told apart case-insensitively (the address is kept as the
 * first project wrote it); texts only when `texting` (the SMS hours allow them now).
 */
export function morningDigests(taken: readonly TakenAlert[], texting: boolean): Digest[] {
  const digests = new Map<string, Digest>();
  const add = (channel: Digest['channel'], to: string, alert: TakenAlert) => {
    const id = `${channel}#${channel === 'email' ? to.toLowerCase() : to}`;
    const digest = digests.get(id);
    if (digest) digest.alerts.push(alert);
    else digests.set(id, { channel, to, alerts: [alert] });
  };
  for (const alert of [...taken].sort(byUrgency)) {
    for (const to of alert.recipients.emails) add('email', to, alert);
    if (texting) for (const to of alert.recipients.phones) add('sms', to, alert);
  }
  return [...digests.values()];
}
