/**
 * The only place an alert is sent (DESIGN.md section 4). It trusts nothing in the schedule but the
 * ids: it re-reads the alert, the project, its deadline and the user's plan, skips (and records
 * why) when the alert no longer applies, claims the delivery so a repeated invocation cannot send
 * twice, then emails and texts. Delivery rules: docs/decisions/004-alert-delivery.md.
 */
import { type ComputedDeadline, PLANS, planAlerts, todayIn } from '@lienclock/shared';
import type { AlertRecord, AlertStore, SkipReason } from '#ports/alert-store';
import type { Clock } from '#ports/clock';
import type { DeliveryClaims } from '#ports/delivery-claims';
import type { Mailer } from '#ports/mailer';
import type { OperatorNotices } from '#ports/operator-notices';
import type { PhoneStatuses } from '#ports/phone-status';
import type { ProjectStore, StoredProject } from '#ports/project-store';
import type { AlertPayload } from '#ports/scheduler';
import type { Texter } from '#ports/texter';
import type { StoredUser, UserStore } from '#ports/user-store';
import { describeError, log } from '../../log';
import { type AlertMessageInput, alertEmail, alertSms } from './alert-message';
import { withinSmsHours } from './quiet-hours';
import { alertEmailRecipients, alertPhoneRecipients } from './recipients';

/**
 * Longer than send-alert's Lambda timeout (30 s), so a live attempt never loses its claim; shorter
 * than Lambda's first retry delay (1 minute), so the retry after a crash finds the lease expired.
 */
export const DELIVERY_LEASE_MS = 60_000;
/** Lambda retries an asynchronous invocation twice: the third failure is final. */
export const MAX_DELIVERY_ATTEMPTS = 3;
/** A schedule firing this much before the alert's stored time is an old one for a moved date. */
const EARLY_FIRE_TOLERANCE_MS = 5 * 60_000;

export interface SendAlertDependencies {
  clock: Clock;
  alerts: AlertStore;
  claims: DeliveryClaims;
  projects: Pick<ProjectStore, 'get'>;
  users: Pick<UserStore, 'findById'>;
  phones: Pick<PhoneStatuses, 'get'>;
  mailer: Mailer;
  texter: Texter;
  notices: OperatorNotices;
  /** The dashboard, linked from every email. */
  dashboardUrl: string;
}

export type SendAlertOutcome =
  | { status: 'sent'; emails: number; texts: number; textsWithheld: 'quiet_hours' | null }
  /** Recorded on the alert item. */
  | { status: 'skipped'; reason: SkipReason }
  /** Nothing to record: the alert is gone, moved (its item describes the new time), or already done. */
  | { status: 'ignored'; reason: 'alert_gone' | 'alert_moved' | 'already_done' }
  | { status: 'failed'; error: string };

/** Another invocation is delivering this alert; the invoker retries later and then finds it done. */
export class AlertDeliveryInProgress extends Error {
  override name = 'AlertDeliveryInProgress';
}

/** Some recipients could not be reached yet; the invoker's retry sends to those only. */
export class AlertDeliveryIncomplete extends Error {
  override name = 'AlertDeliveryIncomplete';
}

type Verdict =
  | { skip: SkipReason }
  | { ignore: 'alert_moved' }
  | { send: { stored: StoredProject; deadline: ComputedDeadline; user: StoredUser } };

async function judge(dependencies: SendAlertDependencies, alert: AlertRecord, now: Date): Promise<Verdict> {
  const [stored, user] = await Promise.all([
    dependencies.projects.get(alert.userId, alert.projectId),
    dependencies.users.findById(alert.userId),
  ]);
  if (!stored || !user) return { skip: 'project_deleted' };
  const { project } = stored;
  if (project.projectStatus === 'completed') return { skip: 'project_completed' };
  if (project.projectStatus === 'on_hold') return { skip: 'project_on_hold' };
  const deadline = stored.deadlines.find((candidate) => candidate.id === alert.deadlineId);
  if (!deadline?.alertsEnabled) return { skip: 'deadline_gone' };
  if (deadline.isCompleted) return { skip: 'deadline_completed' };
  if (deadline.type !== 'record_lien' && !PLANS[user.tier].recurringAlerts) return { skip: 'not_in_plan' };
  // The plan as it stands must still put this alert at the stored time, and the stored time must
  // be now: otherwise this is an old schedule of a moved alert, whose new schedule will fire.
  const fireAt = Date.parse(alert.fireAt);
  const replanned = planAlerts([deadline], { timeZone: project.timeZone, now: new Date(fireAt - 1) }).find(
    (planned) => planned.alertKey === alert.alertKey,
  );
  if (!replanned || replanned.fireAt !== alert.fireAt || fireAt - now.getTime() > EARLY_FIRE_TOLERANCE_MS) {
    return { ignore: 'alert_moved' };
  }
  // A late delivery (a local server that was off) is still worth sending until the last legal day.
  if (todayIn(project.timeZone, now) > deadline.legalLastDay) return { skip: 'deadline_passed' };
  return { send: { stored, deadline, user } };
}

export async function sendAlert(
  dependencies: SendAlertDependencies,
  payload: AlertPayload,
): Promise<SendAlertOutcome> {
  const { clock, alerts, claims, phones, mailer, texter, notices } = dependencies;
  const now = clock.now();
  const alert = await alerts.get(payload);
  if (!alert) {
    log.info('Alert fired but is no longer planned', { alert: payload });
    return { status: 'ignored', reason: 'alert_gone' };
  }
  if (alert.state === 'sent' || alert.state === 'skipped')
    return { status: 'ignored', reason: 'already_done' };

  const record = (changes: Partial<AlertRecord>) =>
    alerts.putAll([{ ...alert, ...changes, updatedAt: clock.now().toISOString() }]);

  const verdict = await judge(dependencies, alert, now);
  if ('ignore' in verdict) {
    log.info('Alert fired at a time it no longer has', { alert: payload });
    return { status: 'ignored', reason: verdict.ignore };
  }
  if ('skip' in verdict) {
    await record({ state: 'skipped', skipReason: verdict.skip });
    return { status: 'skipped', reason: verdict.skip };
  }

  const { stored, deadline, user } = verdict.send;
  const { project } = stored;
  const plan = PLANS[user.tier];
  const textingAllowed = withinSmsHours(now, project.timeZone);
  const phoneCandidates = alertPhoneRecipients(project, plan);
  const statuses = await Promise.all(phoneCandidates.map((phone) => phones.get(phone)));
  // Only a current opt-in counts (SMS_COMPLIANCE.md "Sending"): no status means no consent on
  // record, and a STOP stands until the number texts START.
  const consentedPhones = phoneCandidates.filter((_, index) => statuses[index] === 'opted_in');
  const emails = alertEmailRecipients(project, plan, user.email);
  const texts = textingAllowed ? consentedPhones : [];
  if (emails.length === 0 && texts.length === 0) {
    await record({ state: 'skipped', skipReason: 'no_recipients' });
    return { status: 'skipped', reason: 'no_recipients' };
  }

  const claim = await claims.claim(payload, { now, leaseMs: DELIVERY_LEASE_MS });
  if (claim.status === 'done') return { status: 'ignored', reason: 'already_done' };
  if (claim.status === 'in_progress') {
    throw new AlertDeliveryInProgress(
      `Alert ${payload.deadlineId}/${payload.alertKey} is being delivered until ${claim.leaseExpiresAt}`,
    );
  }

  const message: AlertMessageInput = {
    project,
    deadline,
    today: todayIn(project.timeZone, now),
    dashboardUrl: dependencies.dashboardUrl,
  };
  const deliveries = [
    ...emails.map((to) => ({ recipient: `email:${to}`, send: () => mailer.send(alertEmail(message, to)) })),
    ...texts.map((to) => ({
      recipient: `sms:${to}`,
      send: () => texter.send({ to, body: alertSms(message) }),
    })),
  ].filter((delivery) => !claim.delivered.includes(delivery.recipient));

  const failures: string[] = [];
  for (const delivery of deliveries) {
    try {
      await delivery.send();
      await claims.recordDelivered(payload, delivery.recipient);
    } catch (error) {
      log.warn('Alert delivery failed', {
        alert: payload,
        recipient: delivery.recipient,
        error: describeError(error),
      });
      failures.push(`${delivery.recipient}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  if (failures.length === 0) {
    await claims.finish(payload, 'sent', clock.now());
    await record({ state: 'sent', skipReason: null, failure: null, attempts: claim.attempt });
    return {
      status: 'sent',
      emails: emails.length,
      texts: texts.length,
      textsWithheld: textingAllowed || consentedPhones.length === 0 ? null : 'quiet_hours',
    };
  }

  const error = failures.join('; ');
  if (claim.attempt < MAX_DELIVERY_ATTEMPTS) {
    await claims.release(payload);
    await record({ attempts: claim.attempt, failure: { stage: 'delivery', error } });
    throw new AlertDeliveryIncomplete(
      `Attempt ${claim.attempt} of alert ${payload.deadlineId}/${payload.alertKey}: ${error}`,
    );
  }
  await claims.finish(payload, 'failed', clock.now());
  await record({ state: 'failed', attempts: claim.attempt, failure: { stage: 'delivery', error } });
  await notices.publish({
    subject: `LienClock alert undelivered: ${deadline.title}`.slice(0, 100),
    message: [
      `An alert could not be delivered after ${claim.attempt} attempts.`,
      `User: ${payload.userId} (${user.email})`,
      `Project: ${project.name} (${payload.projectId})`,
      `Deadline: ${deadline.title}, due ${deadline.dueDate} (${payload.deadlineId}), alert ${payload.alertKey}`,
      `Errors: ${error}`,
    ].join('\n'),
  });
  return { status: 'failed', error };
}
