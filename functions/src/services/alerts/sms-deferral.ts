/**
 * Texts held back by the SMS hours (docs/sms-compliance.md "Sending": 8:00-20:00 in Florida) wait for
 * the next 8:00 rather than being dropped: a lien alert not delivered is the costliest failure there
 * is. The whole alert waits, email too, so that it still goes out once, as one; its new time is the
 * same 8:00 for every alert of the account held that night, so they go out together then as one
 * morning (send-alert.ts). Only when that morning is past the legal last day does the email go now
 * without the texts: a text too late is worth nothing, the email still something.
 */
import type { LocalDate } from '@lienminder/shared';
import { log } from '#src/log';
import type { DeliveryRecord, DeliverySkipReason } from '#src/ports/alert-deliveries';
import { plannedFireAt } from '#src/ports/alert-store';
import type { DeliveryClaims } from '#src/ports/delivery-claims';
import { alertPayloadOf } from '#src/ports/scheduler';
import type { TakenAlert } from './morning-digest';
import { nextSmsHoursStart } from './quiet-hours';
import { withinSmsHours } from './sms-hours';

type NextMorning = { localDate: LocalDate; localTime: string; fireAt: string };

/** A message the alert will not send, with the reason its history shows (docs/decisions/014). */
export const unsentMessage = (
  taken: Pick<TakenAlert, 'alert'>,
  channel: DeliveryRecord['channel'],
  to: string,
  reason: DeliverySkipReason,
  at: Date,
): DeliveryRecord => ({
  ...alertPayloadOf(taken.alert),
  channel,
  to,
  state: 'skipped',
  providerMessageId: null,
  reason,
  at: at.toISOString(),
  redeliveries: 0,
});

/** The next 8:00, when the alert has texts the hours hold back now and that morning is still in time. */
export function textsWaitUntil(taken: TakenAlert, now: Date): NextMorning | null {
  const { timeZone } = taken.project;
  if (taken.recipients.phones.length === 0 || withinSmsHours(now, timeZone)) return null;
  const next = nextSmsHoursStart(now, timeZone);
  return next.localDate <= taken.deadline.legalLastDay ? next : null;
}

export interface DeferralDependencies {
  claims: Pick<DeliveryClaims, 'defer'>;
}

export async function deferToSmsHours(
  dependencies: DeferralDependencies,
  taken: TakenAlert,
  next: NextMorning,
  now: Date,
): Promise<void> {
  const { alert, recipients } = taken;
  // Hours away, so inside the scheduling window: it needs a schedule for then, whatever it held.
  const { unscheduled: _beyondWindow, ...waiting } = alert;
  await dependencies.claims.defer(
    { ...waiting, ...next, deferredFrom: plannedFireAt(alert), updatedAt: now.toISOString() },
    [
      ...recipients.phonesSkipped.map(({ to, reason }) => unsentMessage(taken, 'sms', to, reason, now)),
      ...recipients.phones.map((to) => unsentMessage(taken, 'sms', to, 'quiet_hours_deferred', now)),
    ],
  );
  log.info('Alert deferred to the SMS hours', { alert: alertPayloadOf(alert), until: next.fireAt });
}
