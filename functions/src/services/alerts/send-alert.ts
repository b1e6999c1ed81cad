/**
 * The only place an alert is decided (docs/architecture.md section 4), one message a morning per person: the
 * alert that fires first for an account and morning takes every alert of that account firing at the
 * same instant, and sends each recipient one message with all of them that list it
 * (morning-digest.ts); the other alerts' schedules fire, find themselves taken and stop.
 * Each alert is judged again (judge-alert.ts), texts held by the SMS hours wait for the next 8:00
 * (sms-deferral.ts), and the take is one transaction: the `SENT#` claim and `sent` state of every
 * alert taken and every message `pending` (docs/decisions/007, 014), answered for deliver-alert.
 */
import { ALERT_METRICS, hasAccess, PLANS } from '@lienminder/shared';
import { log } from '#src/log';
import type { AlertRecord, AlertStore } from '#src/ports/alert-store';
import type { Clock } from '#src/ports/clock';
import type { DeliveryClaims } from '#src/ports/delivery-claims';
import type { AlertOutcome, DeliveryOrder } from '#src/ports/delivery-order';
import type { OperationMetrics } from '#src/ports/metrics';
import type { PhoneStatus, PhoneStatuses } from '#src/ports/phone-status';
import { type AlertPayload, alertPayloadOf } from '#src/ports/scheduler';
import type { Suppression, SuppressionList } from '#src/ports/suppressions';
import { type JudgeDependencies, judgeAlert, type Verdict } from './judge-alert';
import { byUrgency, type TakenAlert } from './morning-digest';
import { morningTake } from './morning-take';
import { alertPhoneRecipients, chooseRecipients } from './recipients';
import { REDELIVER_AFTER_MS } from './redelivery';
import { deferToSmsHours, textsWaitUntil } from './sms-deferral';
import { withinSmsHours } from './sms-hours';
import { isSuppression } from './suppression-reasons';

export interface SendAlertDependencies extends JudgeDependencies {
  clock: Clock;
  alerts: Pick<AlertStore, 'get' | 'putAll' | 'listFiringAt'>;
  claims: Pick<DeliveryClaims, 'claim' | 'defer'>;
  phones: Pick<PhoneStatuses, 'get'>;
  /** `PUBLIC_URL`: the project pages, the dashboard and the Mark-as-done page the messages link to. */
  publicUrl: string;
  /** The secret the Mark-as-done tokens are signed with. */
  doneTokenSecret: () => Promise<string>;
  /** The secret the unsubscribe links of recipients other than the account holder are signed with. */
  unsubscribeSecret: () => Promise<string>;
  /** Whom the account's alerts no longer go to, and the missed alerts to tell the account holder of. */
  suppressions: Pick<SuppressionList, 'list' | 'listMissed' | 'forgetMissed'>;
  metrics: OperationMetrics;
}

/**
 * A take refused because another alert of the morning was taken or changed meanwhile is tried again
 * without it; past this many, the invocation fails and its invoker retries later.
 */
const MAX_TAKE_ATTEMPTS = 3;

const idOf = (alert: AlertPayload) => `${alert.projectId}#${alert.deadlineId}#${alert.alertKey}`;

type Statuses = Map<string, Promise<PhoneStatus | null>>;

/** What the morning reads once for all its alerts: phone statuses as asked, the suppression list. */
interface MorningReads {
  statuses: Statuses;
  suppressions: readonly Suppression[];
}

/** An alert judged sendable, with its recipients as its project and the phones' statuses say now. */
async function toTaken(
  dependencies: SendAlertDependencies,
  alert: AlertRecord,
  { stored, deadline, user }: Extract<Verdict, { send: unknown }>['send'],
  { statuses, suppressions }: MorningReads,
): Promise<TakenAlert> {
  const plan = PLANS[user.tier];
  const account = { email: user.email, phone: user.phone };
  const phones = alertPhoneRecipients(stored.project, plan, account);
  // Each number read once for the whole morning, however many projects list it.
  for (const phone of phones) if (!statuses.has(phone)) statuses.set(phone, dependencies.phones.get(phone));
  const known = new Map(
    await Promise.all(phones.map(async (phone) => [phone, await statuses.get(phone)] as const)),
  );
  const recipients = chooseRecipients(
    stored.project,
    plan,
    account,
    (phone) => known.get(phone) ?? null,
    suppressions,
  );
  return { alert, project: stored.project, deadline, recipients };
}

/**
 * The other alerts of the morning that this take may carry: same user and instant, still scheduled,
 * judged sendable, and not waiting for the SMS hours themselves (those go out together at 8:00).
 */
async function othersOfTheMorning(
  dependencies: SendAlertDependencies,
  own: AlertRecord,
  now: Date,
  reads: MorningReads,
  excluded: ReadonlySet<string>,
): Promise<TakenAlert[]> {
  const firing = await dependencies.alerts.listFiringAt(own.userId, own.localDate, own.fireAt);
  const candidates = firing.filter(
    (alert) => alert.state === 'scheduled' && idOf(alert) !== idOf(own) && !excluded.has(idOf(alert)),
  );
  const judged = await Promise.all(
    candidates.map(async (alert) => {
      const verdict = await judgeAlert(dependencies, alert, now);
      return 'send' in verdict ? toTaken(dependencies, alert, verdict.send, reads) : null;
    }),
  );
  return judged
    .filter((taken): taken is TakenAlert => taken !== null && textsWaitUntil(taken, now) === null)
    .sort(byUrgency);
}

export async function sendAlert(
  dependencies: SendAlertDependencies,
  payload: AlertPayload,
): Promise<DeliveryOrder> {
  const { clock, alerts, claims } = dependencies;
  const now = clock.now();
  const answer = (outcome: AlertOutcome, messages: DeliveryOrder['messages'] = []): DeliveryOrder => ({
    alert: payload,
    outcome,
    messages,
  });

  const alert = await alerts.get(payload);
  if (!alert) {
    log.info('Alert fired but is no longer planned', { alert: payload });
    return answer({ status: 'ignored', reason: 'alert_gone' });
  }
  // Sent also when another alert of its morning took it.
  if (alert.state === 'sent' || alert.state === 'skipped') {
    return answer({ status: 'ignored', reason: 'already_done' });
  }

  const verdict = await judgeAlert(dependencies, alert, now);
  if ('ignore' in verdict) {
    log.info('Alert fired at a time it no longer has', { alert: payload });
    return answer({ status: 'ignored', reason: verdict.ignore });
  }
  if ('skip' in verdict) {
    await alerts.putAll([
      { ...alert, state: 'skipped', skipReason: verdict.skip, updatedAt: now.toISOString() },
    ]);
    return answer({ status: 'skipped', reason: verdict.skip });
  }

  const { user } = verdict.send;
  const [suppressions, earlierMisses] = await Promise.all([
    dependencies.suppressions.list(user.id),
    dependencies.suppressions.listMissed(user.id, now),
  ]);
  const reads: MorningReads = { statuses: new Map(), suppressions };
  const own = await toTaken(dependencies, alert, verdict.send, reads);
  const next = textsWaitUntil(own, now);
  if (next) {
    await deferToSmsHours(dependencies, own, next, now);
    return answer({ status: 'deferred', until: next.fireAt });
  }
  const texting = withinSmsHours(now, own.project.timeZone);
  if (own.recipients.emails.length === 0 && (own.recipients.phones.length === 0 || !texting)) {
    await alerts.putAll([
      { ...alert, state: 'skipped', skipReason: 'no_recipients', updatedAt: now.toISOString() },
    ]);
    return answer({ status: 'skipped', reason: 'no_recipients' });
  }

  const context = {
    publicUrl: dependencies.publicUrl,
    doneTokenSecret: await dependencies.doneTokenSecret(),
    accountEmail: user.email,
    preparesDocuments: hasAccess(user.tier, 'gold'),
    accountVersion: user.sessionVersion,
    accountName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    unsubscribeSecret: await dependencies.unsubscribeSecret(),
    suppressions,
    earlierMisses,
    now,
  };
  const excluded = new Set<string>();
  for (let attempt = 1; attempt <= MAX_TAKE_ATTEMPTS; attempt++) {
    const others = await othersOfTheMorning(dependencies, alert, now, reads, excluded);
    const take = morningTake(own, others, context);
    const claimedAt = clock.now();
    const result = await claims.claim(
      take.claim,
      claimedAt,
      new Date(claimedAt.getTime() + REDELIVER_AFTER_MS),
    );
    if (result.status === 'claimed') {
      // The messages the take recorded unsent because their recipients said no (deliver-alert counts
      // those it finds so at the send).
      for (const { channel, reason } of take.claim.skipped) {
        if (isSuppression(reason)) dependencies.metrics.count(ALERT_METRICS.suppressed, { channel });
      }
      // Named in the account holder's email of this take: not again in the next.
      if (take.missesNamed.length > 0)
        await dependencies.suppressions.forgetMissed(user.id, take.missesNamed);
      if (take.claim.alerts.length > 1) {
        log.info('Alerts of the morning taken together', {
          alert: payload,
          alerts: take.claim.alerts.length,
          messages: take.messages.length,
        });
      }
      return {
        ...answer(
          {
            status: 'sent',
            emails: take.messages.filter((message) => message.channel === 'email').length,
            texts: take.messages.filter((message) => message.channel === 'sms').length,
            textsWithheld: take.textsWithheld ? 'quiet_hours' : null,
          },
          take.messages,
        ),
        fireAt: alert.fireAt,
      };
    }
    const refused = [...result.taken, ...result.changed].map(idOf);
    if (result.taken.some((taken) => idOf(taken) === idOf(alert))) {
      return answer({ status: 'ignored', reason: 'already_done' });
    }
    if (refused.includes(idOf(alert))) {
      log.info('Alert changed while it was judged; its new state stands', { alert: payload });
      return answer({ status: 'ignored', reason: 'alert_moved' });
    }
    // Another alert of the morning was taken (by its own take) or changed: take the rest.
    for (const id of refused) excluded.add(id);
  }
  throw new Error(`The morning of alert ${alertPayloadOf(alert).deadlineId}/${alert.alertKey} kept changing`);
}
