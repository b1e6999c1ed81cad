import MessagingResponse from 'twilio/lib/twiml/MessagingResponse.js';
import { describe, expect, it } from 'vitest';
import { PROGRAM_TEXTS } from '#src/services/messaging/program-texts';
import { twimlMessage } from './twiml';

/** What the twilio package's own builder writes for the same reply. */
function twilioBuilt(reply: string | null): string {
  const response = new MessagingResponse();
  if (reply !== null) response.message(reply);
  return response.toString();
}

describe('hand-built TwiML', () => {
  it('is exactly what twilio MessagingResponse writes, for every program text and hostile ones', () => {
    for (const reply of [
      ...Object.values(PROGRAM_TEXTS),
      'Tom & Jerry <script>alert("x")</script> \'quoted\'',
      ']]> <!-- not a comment --> &amp;',
      'line one\r\nline two',
      null,
    ]) {
      expect(twimlMessage(reply)).toBe(twilioBuilt(reply));
    }
  });
});
