/**
 * The only place an alert is decided (DESIGN.md section 4). It trusts nothing in the schedule but
 * the ids: it re-reads the alert, the project, its deadline and the user's plan, skips (and records
 * why) when the alert no longer applies, and otherwise claims the alert and records it sent in one
 * transaction, answering the messages for deliver-alert to send (docs/decisions/007).
 */
import { type ComputedDeadline, PLANS, planAlerts, todayIn } from '@lienminder/shared';
import type { AlertDeliveries, DeliveryRecord, DeliverySkipReason } from '#ports/alert-deliveries';
import { type AlertRecord, type AlertStore, plannedFireAt, type SkipReason } from '#ports/alert-store';
import type { Clock } from '#ports/clock';
import type { DeliveryClaims } from '#ports/delivery-claims';
import type { PhoneStatuses } from '#ports/phone-status';
import type { ProjectStore, StoredProject } from '#ports/project-store';
import type { AlertPayload } from '#ports/scheduler';
import type { MissedAlert, Suppression, SuppressionList } from '#ports/suppressions';
import type { StoredUser, UserLookup } from '#ports/user-store';
import { log } from '../../log';
import { missedAlertsNotice, unsubscribeHeaders, unsubscribeLine } from '../deliverability/delivery-notices';
import { suppressionOf, withoutSuppressed } from '../deliverability/suppressed';
import { type UnsubscribeTokens, unsubscribeUrl } from '../deliverability/unsubscribe-token';
import { type AlertMessageInput, alertEmail, alertSms } from './alert-message';
import { alertedOnPlan } from './alert-sync';
import type { AlertOutcome, DeliveryMessage, DeliveryOrder } from './delivery-order';
import { nextSmsHoursStart } from './quiet-hours';
import {
  alertEmailRecipients,
  alertPhoneRecipients,
  consentedPhones as phonesWithConsentBox,
} from './recipients';
import { REDELIVER_AFTER_MS } from './redelivery';
import { withinSmsHours } from './sms-hours';

/** A schedule firing this much before the alert's stored time is an old one for a moved date. */
const EARLY_FIRE_TOLERANCE_MS = 5 * 60_000;

export interface SendAlertDependencies {
  clock: Clock;
  alerts: Pick<AlertStore, 'get' | 'putAll'>;
  claims: Pick<DeliveryClaims, 'claim'>;
  deliveries: Pick<AlertDeliveries, 'putSkipped'>;
  projects: Pick<ProjectStore, 'get'>;
  users: UserLookup;
  phones: Pick<PhoneStatuses, 'get'>;
  /** The dashboard, linked from every email. */
  dashboardUrl: string;
  /** Whom the account's alerts no longer go to, and the missed alerts to tell the account holder of. */
  suppressions: Pick<SuppressionList, 'list' | 'listMissed' | 'forgetMissed'>;
  unsubscribeTokens: Pick<UnsubscribeTokens, 'issue'>;
  /** Where the unsubscribe links point. */
  publicUrl: URL;
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
  if (!alertedOnPlan(deadline, user.tier)) return { skip: 'not_in_plan' };
  // The plan as it stands must still put this alert at its planned time, and the stored time must
  // be now: otherwise this is an old schedule of a moved alert, whose new schedule will fire.
  const planned = plannedFireAt(alert);
  const replanned = planAlerts([deadline], {
    timeZone: project.timeZone,
    now: new Date(Date.parse(planned) - 1),
  }).find((candidate) => candidate.alertKey === alert.alertKey);
  if (
    !replanned ||
    replanned.fireAt !== planned ||
    Date.parse(alert.fireAt) - now.getTime() > EARLY_FIRE_TOLERANCE_MS
  ) {
    return { ignore: 'alert_moved' };
  }
  // A late delivery (a local server that was off) is still worth sending until the last legal day.
  if (todayIn(project.timeZone, now) > deadline.legalLastDay) return { skip: 'deadline_passed' };
  return { send: { stored, deadline, user } };
}

export async function sendAlert(
  dependencies: SendAlertDependencies,
  payload: AlertPayload,
): Promise<DeliveryOrder> {
  const { clock, alerts, claims, phones, deliveries } = dependencies;
  const now = clock.now();
  const answer = (outcome: AlertOutcome, messages: DeliveryMessage[] = []): DeliveryOrder => ({
    alert: payload,
    outcome,
    messages,
  });

  const alert = await alerts.get(payload);
  if (!alert) {
    log.info('Alert fired but is no longer planned', { alert: payload });
    return answer({ status: 'ignored', reason: 'alert_gone' });
  }
  if (alert.state === 'sent' || alert.state === 'skipped') {
    return answer({ status: 'ignored', reason: 'already_done' });
  }

  const skip = async (reason: SkipReason) => {
    await alerts.putAll([
      { ...alert, state: 'skipped', skipReason: reason, updatedAt: clock.now().toISOString() },
    ]);
    return answer({ status: 'skipped', reason });
  };

  const verdict = await judge(dependencies, alert, now);
  if ('ignore' in verdict) {
    log.info('Alert fired at a time it no longer has', { alert: payload });
    return answer({ status: 'ignored', reason: verdict.ignore });
  }
  if ('skip' in verdict) return skip(verdict.skip);

  const { stored, deadline, user } = verdict.send;
  const { project } = stored;
  const plan = PLANS[user.tier];
  const textingAllowed = withinSmsHours(now, project.timeZone);
  const phoneCandidates = alertPhoneRecipients(project, plan);
  const statuses = await Promise.all(phoneCandidates.map((phone) => phones.get(phone)));
  // Only a current opt-in counts (SMS_COMPLIANCE.md "Sending"): no status means no consent on
  // record, and a STOP stands until the number texts START.
  const suppressions = await dependencies.suppressions.list(user.id);
  const phoneChoice = withoutSuppressed(
    phoneCandidates.filter((_, index) => statuses[index] === 'opted_in'),
    suppressions,
    'sms',
  );
  const consentedPhones = phoneChoice.allowed;
  const emailChoice = withoutSuppressed(
    alertEmailRecipients(project, plan, user.email),
    suppressions,
    'email',
  );
  const emails = emailChoice.allowed;
  // Messages the alert will not send, kept with their reason for the history (docs/decisions/014).
  const unsent = (
    channel: DeliveryRecord['channel'],
    to: string,
    reason: DeliverySkipReason,
  ): DeliveryRecord => ({
    ...payload,
    channel,
    to,
    state: 'skipped',
    providerMessageId: null,
    reason,
    at: now.toISOString(),
    redeliveries: 0,
  });
  const unsentPhone = (to: string, reason: DeliverySkipReason) => unsent('sms', to, reason);
  const suppressedSkipped = [
    ...emailChoice.suppressed.map((to) => unsent('email', to, 'suppressed')),
    ...phoneChoice.suppressed.map((to) => unsent('sms', to, 'suppressed')),
  ];
  const phonesSkipped = [
    ...suppressedSkipped,
    ...phoneCandidates
      .filter((_, index) => statuses[index] === 'opted_out')
      .map((to) => unsentPhone(to, 'opted_out')),
    ...(project.smsAlerts ? phonesWithConsentBox(project) : [])
      .filter((to) => !phoneCandidates.includes(to))
      .map((to) => unsentPhone(to, 'not_in_plan')),
  ];

  // Texts held back by the SMS hours wait for the next 8:00 rather than being dropped (a lien alert
  // not delivered is the costliest failure there is). The whole alert waits, email too: it is
  // claimed and sent once, as one. Only when that morning is past the legal last day does the
  // email go now without the texts: a text too late is worth nothing, the email still something.
  if (!textingAllowed && consentedPhones.length > 0) {
    const next = nextSmsHoursStart(now, project.timeZone);
    if (next.localDate <= deadline.legalLastDay) {
      // Hours away, so inside the scheduling window: it needs a schedule for then, whatever it held.
      const { unscheduled: _beyondWindow, ...waiting } = alert;
      await alerts.putAll([
        { ...waiting, ...next, deferredFrom: plannedFireAt(alert), updatedAt: now.toISOString() },
      ]);
      await deliveries.putSkipped([
        ...phonesSkipped,
        ...consentedPhones.map((to) => unsentPhone(to, 'quiet_hours_deferred')),
      ]);
      log.info('Alert deferred to the SMS hours', { alert: payload, until: next.fireAt });
      return answer({ status: 'deferred', until: next.fireAt });
    }
  }
  const texts = textingAllowed ? consentedPhones : [];
  if (emails.length === 0 && texts.length === 0) {
    // The history still says who the list stopped.
    await deliveries.putSkipped(suppressedSkipped);
    return skip('no_recipients');
  }

  const message: AlertMessageInput = {
    project,
    deadline,
    today: todayIn(project.timeZone, now),
    dashboardUrl: dependencies.dashboardUrl,
  };
  const holderEmail = user.email.trim().toLowerCase();
  const holderListed = emails.some((to) => to.toLowerCase() === holderEmail);
  const earlierMisses = holderListed ? await dependencies.suppressions.listMissed(user.id, now) : [];
  const notice = missedAlertsNotice(
    [...earlierMisses, ...missedNow(suppressions, suppressedSkipped, project.name, deadline.title)],
    project.timeZone,
  );
  const accountName = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const emailOf = async (to: string) => {
    if (to.toLowerCase() === holderEmail) return alertEmail(message, to, { notice });
    const url = unsubscribeUrl(
      dependencies.publicUrl,
      await dependencies.unsubscribeTokens.issue({ userId: user.id, address: to }),
    );
    return alertEmail(message, to, {
      footer: unsubscribeLine(accountName, url),
      headers: unsubscribeHeaders(url),
    });
  };
  const messages: DeliveryMessage[] = [
    ...(await Promise.all(emails.map(emailOf))).map((email) => ({ channel: 'email' as const, ...email })),
    // The zone goes with the text: deliver-alert checks the SMS hours there on every attempt.
    ...texts.map((to) => ({
      channel: 'sms' as const,
      to,
      body: alertSms(message),
      timeZone: project.timeZone,
    })),
  ];

  const withheld = textingAllowed ? [] : consentedPhones.map((to) => unsentPhone(to, 'quiet_hours'));
  const claimedAt = clock.now();
  const claim = await claims.claim(
    alert,
    claimedAt,
    messages,
    new Date(claimedAt.getTime() + REDELIVER_AFTER_MS),
    [...phonesSkipped, ...withheld],
  );
  if (claim === 'already_sent') return answer({ status: 'ignored', reason: 'already_done' });
  if (claim === 'alert_changed') {
    log.info('Alert changed while it was judged; its new state stands', { alert: payload });
    return answer({ status: 'ignored', reason: 'alert_moved' });
  }
  // Named in this alert's email to the account holder: not again in the next.
  if (earlierMisses.length > 0) await dependencies.suppressions.forgetMissed(user.id, earlierMisses);
  return answer(
    {
      status: 'sent',
      emails: emails.length,
      texts: texts.length,
      textsWithheld: textingAllowed || consentedPhones.length === 0 ? null : 'quiet_hours',
    },
    messages,
  );
}

/** The recipients this alert does not reach because the list stops them, as the account holder's notice names them. */
function missedNow(
  suppressions: readonly Suppression[],
  skipped: readonly DeliveryRecord[],
  projectName: string,
  deadlineTitle: string,
): MissedAlert[] {
  return skipped.flatMap((record) => {
    const suppression = suppressionOf(suppressions, record.channel, record.to);
    return suppression
      ? [
          {
            channel: record.channel,
            recipient: record.to,
            projectName,
            deadlineTitle,
            reason: suppression.reason,
            at: suppression.at,
          },
        ]
      : [];
  });
}
