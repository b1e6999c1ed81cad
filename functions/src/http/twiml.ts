/**
 * A TwiML answer that replies to an inbound text (Twilio sends the reply to the sender). Built by
 * hand rather than with the `twilio` package's MessagingResponse: that pulls in xmlbuilder (58 KB)
 * and put the webhook's bundle over the 250 KB budget (docs/decisions/013). One element with
 * escaped text is all a reply needs; twiml.test.ts checks the output against MessagingResponse's.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** Text-node escaping as XML canonicalisation (and xmlbuilder) does it; quotes need none there. */
const XML_TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#xD;' };

const escapeXmlText = (text: string) =>
  text.replace(/[&<>\r]/g, (character) => XML_TEXT_ESCAPES[character] ?? character);

/** The answer; with no reply, an empty Response (Twilio then sends nothing). */
export function twimlMessage(reply: string | null): string {
  const response =
    reply === null ? '<Response/>' : `<Response><Message>${escapeXmlText(reply)}</Message></Response>`;
  return `<?xml version="1.0" encoding="UTF-8"?>${response}`;
}

export function twimlReply(reply: string | null): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: 200,
    headers: { 'Content-Type': 'text/xml; charset=utf-8', 'Cache-Control': 'no-store' },
    body: twimlMessage(reply),
  };
}
