/**
 * A text sent to the program's number (docs/sms-compliance.md "Keywords"): STOP and its synonyms, anywhere
 * in a message, and a plain request to stop opt the number out (shared sms-keywords.ts); START and its
 * synonyms opt it back in, each as a new consent-log record written with
 * the number's status in one step, so every sender honours it from that moment; HELP answers who we
 * are; anything else gets one short pointer to HELP and STOP. The answer is the reply text, or null
 * for none.
 *
 * Order: a keyword is timed by when the text reached Twilio, which Twilio's own record of the
 * message says (ports/inbound-message-times.ts; the webhook carries no time), and by our clock when
 * it cannot say. The status follows the newest keyword by that time, not the last one processed: a
 * START held up behind a STOP (a webhook retry, a slow instance) is recorded as proof and changes
 * nothing, and gets no reply (the confirmation would announce a subscription that the newer STOP
 * ended). Twilio keeps whole seconds: within its second a STOP counts as late as it could have
 * been and a START as early, so a tie never undoes an opt-out.
 */
import { type InboundSms, inboundSmsSchema, isTextableUsNumber, keywordKind } from '@lienminder/shared';
import { log } from '#src/log';
import type { Clock } from '#src/ports/clock';
import type { ConsentLog } from '#src/ports/consent-log';
import type { IdGenerator } from '#src/ports/ids';
import type { InboundMessageTimes } from '#src/ports/inbound-message-times';
import { type ConsentOrigin, consentRecord } from '#src/services/messaging/consent-record';
import { PROGRAM_TEXTS } from '#src/services/messaging/program-texts';
import { parseRequest } from '#src/services/validation';

export interface InboundSmsDependencies {
  log: ConsentLog;
  times: InboundMessageTimes;
  clock: Clock;
  ids: IdGenerator;
  publicUrl: URL;
}

const LAST_MS_OF_SECOND = 999;

/** The keyword's time (see the order above); never later than now, whatever Twilio's clock says. */
export function keywordTime(receivedSecond: Date | null, optIn: boolean, now: Date): Date {
  if (!receivedSecond) return now;
  const at = receivedSecond.getTime() + (optIn ? 0 : LAST_MS_OF_SECOND);
  return new Date(Math.min(at, now.getTime()));
}

export async function replyToInboundSms(
  deps: InboundSmsDependencies,
  params: Record<string, string>,
  origin: ConsentOrigin,
): Promise<string | null> {
  const message = parseRequest(inboundSmsSchema, params);
  const reply = await answer(deps, message, origin);
  // A reply is a text too, billed as one: none to a number LienMinder never texts (phone.ts), which
  // a pumping caller could otherwise buy by texting us from it. Its STOP is recorded all the same.
  return isTextableUsNumber(message.From) ? reply : null;
}

async function answer(
  deps: InboundSmsDependencies,
  { MessageSid: messageSid, From: phone, Body: body }: InboundSms,
  origin: ConsentOrigin,
): Promise<string | null> {
  const kind = keywordKind(body);
  if (kind === 'help') return PROGRAM_TEXTS.help;
  if (kind === 'other') return PROGRAM_TEXTS.other;

  const optIn = kind === 'opt_in';
  const sentAt = keywordTime(await deps.times.receivedAt(messageSid), optIn, deps.clock.now());
  const outcome = await deps.log.record({
    messageSid,
    record: consentRecord(deps, {
      phone,
      name: null,
      origin,
      at: sentAt,
      // The proof of an opt-out or opt-in by text is the message itself, word for word.
      consentText: body.trim(),
      action: optIn ? 'opt_in' : 'opt_out',
      source: 'sms_keyword',
      userId: null,
      projectId: null,
    }),
  });
  if (outcome === 'duplicate')
    log.info('Keyword message delivered again; recorded the first time', { messageSid });
  if (outcome === 'superseded') {
    log.info('Keyword older than the phone status on record; recorded, status kept', { messageSid });
    return null;
  }
  return optIn ? PROGRAM_TEXTS.confirmation : PROGRAM_TEXTS.optedOut;
}
