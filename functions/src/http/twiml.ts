import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import MessagingResponse from 'twilio/lib/twiml/MessagingResponse.js';

/** A TwiML answer that replies to the inbound text with `reply` (Twilio sends it to the sender). */
export function twimlReply(reply: string): APIGatewayProxyStructuredResultV2 {
  const twiml = new MessagingResponse();
  twiml.message(reply);
  return {
    statusCode: 200,
    headers: { 'Content-Type': 'text/xml; charset=utf-8', 'Cache-Control': 'no-store' },
    body: twiml.toString(),
  };
}
