import { PLANS, SMS_MAX_LENGTH, smsTestSchema, toE164 } from '@lienminder/shared';
import { PlanRestriction, RecipientNotAllowed } from '#src/errors';
import type { Clock } from '#src/ports/clock';
import type { MessageDispatch } from '#src/ports/message-dispatch';
import type { PhoneStatuses } from '#src/ports/phone-status';
import type { ProjectList } from '#src/ports/project-store';
import type { RateLimiter } from '#src/ports/rate-limiter';
import type { UserInAccount } from '#src/ports/user-store';
import { withinSmsHours } from '#src/services/alerts/sms-hours';
import { SMS_PREFIX, SMS_SUFFIX } from '#src/services/messaging/alert-message';
import { gsm7Length, shortenedTo, toGsm7 } from '#src/services/messaging/gsm7';
import { parseRequest } from '#src/services/validation';
import { countTest, DIAGNOSTIC_RATE_LIMITS } from './diagnostic-limits';
import { ownPhones } from './own-recipients';

export interface TestSmsDependencies {
  projects: ProjectList;
  phones: PhoneStatuses;
  rateLimiter: RateLimiter;
  messages: MessageDispatch;
  clock: Clock;
  /** The recipient's zone for the 8:00-20:00 window: the deployment's default Florida zone. */
  timeZone: string;
}

export const NOT_YOUR_PHONE =
  'A test SMS goes only to your own number (your account phone or a project alert phone) after it has agreed to texts and has not replied STOP.';
export const OUTSIDE_SMS_HOURS =
  'Texts are sent only between 8:00 AM and 8:00 PM Florida time. Please try again then.';

/**
 * The text as every LienMinder SMS reads (docs/sms-compliance.md "Sending": brand first, opt-out last,
 * one 160-character GSM-7 segment): the user's words are shortened to fit when they must be.
 */
export function testSmsBody(message: string): string {
  const room = SMS_MAX_LENGTH - gsm7Length(SMS_PREFIX) - gsm7Length(SMS_SUFFIX);
  const words = toGsm7(message).trim();
  const sentence = /[.!?]$/.test(words) ? words : `${words}.`;
  const fitted = gsm7Length(sentence) <= room ? sentence : shortenedTo(words, room);
  return `${SMS_PREFIX}${fitted}${SMS_SUFFIX}`;
}

/**
 * POST /api/test-sms. The same rules as alerts (docs/sms-compliance.md: "Test messages ... follow the
 * same rules"): a plan with SMS, the user's own number with a current opt-in, inside the hours.
 */
export async function sendTestSms(deps: TestSmsDependencies, signedIn: UserInAccount, body: unknown) {
  const { user, account } = signedIn;
  const request = parseRequest(smsTestSchema, body);
  const phone = toE164(request.phone);
  if (!PLANS[account.tier].smsAlerts)
    throw new PlanRestriction('SMS alerts are included in the Silver and Gold plans.');
  const own = ownPhones(signedIn, await deps.projects.listProjects(account.id));
  if (!own.has(phone) || (await deps.phones.get(phone)) !== 'opted_in')
    throw new RecipientNotAllowed(NOT_YOUR_PHONE);
  if (!withinSmsHours(deps.clock.now(), deps.timeZone)) throw new RecipientNotAllowed(OUTSIDE_SMS_HOURS);
  await countTest(deps.rateLimiter, DIAGNOSTIC_RATE_LIMITS.testSms, user.id);
  await deps.messages.dispatch('test_sms', [
    { channel: 'sms', to: phone, body: testSmsBody(request.message) },
  ]);
  return { success: true, message: `Test SMS sent to ${phone}.` };
}
