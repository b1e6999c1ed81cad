/**
 * Whether a text claimed earlier may still go now. Send-alert judged it when it claimed the alert,
 * but a text can be attempted long after that: Lambda's retries of a failed delivery, the
 * reconciler's hand-overs (up to an hour), a dead-letter queue replayed days later. The number may
 * have texted STOP meanwhile (SMS_COMPLIANCE.md "Sending": a STOP holds from the moment it is
 * recorded), and the clock may have left the SMS hours (Florida's FTSA, s. 501.059(8)(a), 8:00 to
 * 20:00 in the recipient's zone). So every attempt asks again.
 */
import { FLORIDA_TIME_ZONES } from '@lienminder/shared';
import type { DeliverySkipReason } from '#ports/alert-deliveries';
import type { PhoneStatus } from '#ports/phone-status';
import { withinSmsHours } from './sms-hours';

export function reasonNotToText(
  text: { timeZone?: string | undefined },
  status: PhoneStatus | null,
  now: Date,
): DeliverySkipReason | null {
  if (status === 'opted_out') return 'opted_out';
  if (status !== 'opted_in') return 'no_consent';
  // A text claimed before alert texts carried their zone: it goes only when both of Florida's zones
  // are within the hours, which any project's recipient then is.
  const zones = text.timeZone ? [text.timeZone] : FLORIDA_TIME_ZONES;
  if (!zones.every((zone) => withinSmsHours(now, zone))) return 'outside_sms_hours';
  return null;
}
