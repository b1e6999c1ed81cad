/**
 * `POST /sms/opt-in` (docs/product.md sections 5 and 7; docs/sms-compliance.md "Consent"): records the consent the
 * opt-in page or the registration form showed, word for word, marks the number opted in, and sends
 * the one confirmation text. Nothing is recorded for an invalid request.
 *
 * A public form that sends a text is what SMS pumping feeds on (docs/decisions/019), so before
 * anything is recorded or texted: a limit per address, a US number (the schema), a proof of work
 * answering a challenge of ours, used once (opt-in-proof.ts), `registration` as the source only from
 * the account registered with that phone, a limit per number, and the budget of confirmation texts
 * per hour of the consent's source (services/messaging/confirmation-budget.ts).
 */
import {
  type ConsentSource,
  MESSAGES,
  type SmsOptInResult,
  smsOptInRequestSchema,
  toE164,
} from '@lienminder/shared';
import { TooManyRequests, ValidationFailed } from '#src/errors';
import type { Clock } from '#src/ports/clock';
import type { ConsentLog } from '#src/ports/consent-log';
import type { IdGenerator } from '#src/ports/ids';
import type { MessageDispatch } from '#src/ports/message-dispatch';
import type { RateLimiter } from '#src/ports/rate-limiter';
import type { SpentProofs } from '#src/ports/spent-proofs';
import type { StoredUser } from '#src/ports/user-store';
import { addressKey } from '#src/services/address-key';
import { spendConfirmationBudget } from '#src/services/messaging/confirmation-budget';
import { type ConsentOrigin, consentRecord } from '#src/services/messaging/consent-record';
import { sendOptInConfirmation } from '#src/services/messaging/opt-in-confirmation';
import { smsProgram } from '#src/services/messaging/sms-program';
import { parseRequest } from '#src/services/validation';
import type { OptInChallenges } from './opt-in-challenge';
import { spendOptInProof } from './opt-in-proof';

/** Each opt-in sends a text: a public form must not become a way to text strangers repeatedly. */
export const SMS_OPT_IN_RATE_LIMITS = {
  perIp: { action: 'sms-opt-in-ip', limit: 30, windowSeconds: 60 * 60 },
  perPhone: { action: 'sms-opt-in-phone', limit: 3, windowSeconds: 60 * 60 },
} as const;

/** The registration form opts in its new account's phone right after creating it (register-page.tsx). */
const REGISTRATION_OPT_IN_WINDOW_MS = 24 * 60 * 60_000;

export interface SmsOptInDependencies {
  log: ConsentLog;
  rateLimiter: RateLimiter;
  spentProofs: SpentProofs;
  /** The challenges `GET /sms/config` issues, which each proof of work must answer. */
  challenges: OptInChallenges;
  /** The zero bits the proof of work needs (config SMS_OPT_IN_PROOF_BITS). */
  proofBits: number;
  /** The account of the request's session, if it has one. */
  signedInUser: () => Promise<StoredUser | null>;
  dispatch: MessageDispatch;
  clock: Clock;
  ids: IdGenerator;
  publicUrl: URL;
}

/**
 * `registration` is proof the consent was given on the registration form: only the session of an
 * account registered in the last day, with that phone, may claim it.
 */
async function assertFromRegistration(deps: SmsOptInDependencies, phone: string): Promise<void> {
  const user = await deps.signedInUser();
  const registeredAgo = user
    ? deps.clock.now().getTime() - Date.parse(user.createdAt)
    : Number.POSITIVE_INFINITY;
  if (!user || toE164(user.phone) !== phone || registeredAgo > REGISTRATION_OPT_IN_WINDOW_MS) {
    throw new ValidationFailed([{ path: 'source', message: MESSAGES.registrationOptInOnly }]);
  }
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
  await spendOptInProof(deps.spentProofs, deps.challenges, request, deps.proofBits, deps.clock.now());
  if (request.source === 'registration') await assertFromRegistration(deps, request.phone);
  const byPhone = await deps.rateLimiter.hit(SMS_OPT_IN_RATE_LIMITS.perPhone, request.phone);
  if (!byPhone.allowed) throw new TooManyRequests(TOO_MANY, byPhone.retryAfterSeconds);
  const budget = await spendConfirmationBudget(deps.rateLimiter, request.source);
  // Refused rather than recorded without its confirmation text (docs/sms-compliance.md "Consent").
  if (!budget.allowed) throw new TooManyRequests(TOO_MANY, budget.retryAfterSeconds);

  const now = deps.clock.now();
  const { consentText } = smsProgram(deps.publicUrl);
  const source: ConsentSource = request.source;
  // One write with the number's status; refused for a number that replied STOP, even one whose STOP
  // lands while this runs (ports/consent-log.ts): only its own START undoes that.
  const outcome = await deps.log.record({
    record: consentRecord(deps, {
      phone: request.phone,
      name: request.name || null,
      origin,
      at: now,
      consentText,
      action: 'opt_in',
      source,
      userId: null,
      projectId: null,
    }),
  });
  if (outcome === 'superseded') {
    return { success: false, smsSent: false, message: MESSAGES.smsOptedOutByStop };
  }

  // Should the hand-over fail, the consent stands; the page says so without promising a text.
  const smsSent = await sendOptInConfirmation(deps.dispatch, request.phone);
  return {
    success: true,
    smsSent,
    message: smsSent ? `${MESSAGES.smsOptedIn} ${MESSAGES.smsConfirmationSent}` : MESSAGES.smsOptedIn,
  };
}
