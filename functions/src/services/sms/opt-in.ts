/**
 * `POST /sms/opt-in` (spec sections 5 and 7; SMS_COMPLIANCE.md "Consent"): records the consent the
 * opt-in page or the registration form showed, word for word, marks the number opted in, and sends
 * the one confirmation text. Nothing is recorded for an invalid request.
 */
import {
  type ConsentSource,
  MESSAGES,
  SMS_FREQUENCY,
  type SmsOptInResult,
  smsOptInRequestSchema,
} from '@lienminder/shared';
import type { Clock } from '#ports/clock';
import type { ConsentLog } from '#ports/consent-log';
import type { IdGenerator } from '#ports/ids';
import type { MessageDispatch } from '#ports/message-dispatch';
import type { RateLimiter } from '#ports/rate-limiter';
import { TooManyRequests } from '../../errors';
import { describeError, log } from '../../log';
import { addressKey } from '../address-key';
import type { ConsentOrigin } from '../projects/phone-consents';
import { parseRequest } from '../validation';
import { PROGRAM_TEXTS } from './program-texts';
import { smsProgram } from './sms-program';

/** Each opt-in sends a text: a public form must not become a way to text strangers repeatedly. */
export const SMS_OPT_IN_RATE_LIMITS = {
  perIp: { action: 'sms-opt-in-ip', limit: 30, windowSeconds: 60 * 60 },
  perPhone: { action: 'sms-opt-in-phone', limit: 3, windowSeconds: 60 * 60 },
} as const;

export interface SmsOptInDependencies {
  log: ConsentLog;
  rateLimiter: RateLimiter;
  dispatch: MessageDispatch;
  clock: Clock;
  ids: IdGenerator;
  publicUrl: URL;
}

const TOO_MANY = 'Too many opt-in attempts. Please try again later.';

export async function optInToSms(
  deps: SmsOptInDependencies,
  body: unknown,
  origin: ConsentOrigin,
): Promise<SmsOptInResult> {
  const byIp = await deps.rateLimiter.hit(SMS_OPT_IN_RATE_LIMITS.perIp, addressKey(origin.ip));
  if (!byIp.allowed) throw new TooManyRequests(TOO_MANY, byIp.retryAfterSeconds);
  const request = parseRequest(smsOptInRequestSchema, body);
  const byPhone = await deps.rateLimiter.hit(SMS_OPT_IN_RATE_LIMITS.perPhone, request.phone);
  if (!byPhone.allowed) throw new TooManyRequests(TOO_MANY, byPhone.retryAfterSeconds);

  const now = deps.clock.now();
  const { consentText, termsUrl, privacyUrl } = smsProgram(deps.publicUrl);
  const source: ConsentSource = request.source;
  // One write with the number's status; refused for a number that replied STOP, even one whose STOP
  // lands while this runs (ports/consent-log.ts): only its own START undoes that.
  const outcome = await deps.log.record({
    record: {
      id: deps.ids.newId(),
      phone: request.phone,
      name: request.name || null,
      ip: origin.ip,
      userAgent: origin.userAgent,
      timestamp: now.toISOString(),
      consentText,
      programType: 'deadline_alerts',
      frequency: SMS_FREQUENCY,
      termsUrl,
      privacyUrl,
      action: 'opt_in',
      source,
      userId: null,
      projectId: null,
    },
  });
  if (outcome === 'superseded') {
    return { success: false, smsSent: false, message: MESSAGES.smsOptedOutByStop };
  }

  let smsSent = false;
  try {
    await deps.dispatch.dispatch('sms_opt_in_confirmation', [
      { channel: 'sms', to: request.phone, body: PROGRAM_TEXTS.confirmation },
    ]);
    smsSent = true;
  } catch (error) {
    // The consent stands; the page says so without promising a text.
    log.error('SMS opt-in confirmation not handed over', { error: describeError(error) });
  }
  return {
    success: true,
    smsSent,
    message: smsSent ? `${MESSAGES.smsOptedIn} ${MESSAGES.smsConfirmationSent}` : MESSAGES.smsOptedIn,
  };
}
