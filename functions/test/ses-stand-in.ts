/**
 * A local HTTP server standing in for SES v1 (the query protocol the SDK's SESClient speaks), for
 * tests that check email on the wire: it records each request's form and answers in SES's own XML
 * what the test sets, an accepted message or an SES error such as `Throttling`.
 * Formats: https://docs.aws.amazon.com/ses/latest/APIReference/API_SendEmail.html and
 * https://docs.aws.amazon.com/ses/latest/dg/manage-sending-quotas-errors.html
 */
import { createServer } from 'node:http';
import { text } from 'node:stream/consumers';
import { listenOnLoopback } from './loopback-server';

export type SesAnswer = { messageId: string } | { status: number; code: string; message: string };

export const SES_RATE_EXCEEDED: SesAnswer = {
  status: 400,
  code: 'Throttling',
  message: 'Maximum sending rate exceeded.',
};

const NAMESPACE = 'http://ses.amazonaws.com/doc/2010-12-01/';

/**
 * The recipient and subject of a SendEmail, or of a SendRawEmail (an alert with List-Unsubscribe):
 * its first destination, and the subject's UTF-8 encoded word in the base64 MIME message.
 */
export function sesRequestOf(form: URLSearchParams): { action: string; to: string; subject: string } {
  const action = form.get('Action') ?? 'SendEmail';
  if (action !== 'SendRawEmail') {
    return {
      action,
      to: form.get('Destination.ToAddresses.member.1') ?? '',
      subject: form.get('Message.Subject.Data') ?? '',
    };
  }
  const mime = Buffer.from(form.get('RawMessage.Data') ?? '', 'base64').toString('utf8');
  const encoded = /\r\nSubject: =\?UTF-8\?B\?([^?]*)\?=\r\n/.exec(mime)?.[1] ?? '';
  return {
    action,
    to: form.get('Destinations.member.1') ?? '',
    subject: Buffer.from(encoded, 'base64').toString('utf8'),
  };
}

/** SES's answer to an accepted SendEmail or SendRawEmail. */
export const sesAcceptedXml = (action: string, messageId: string) =>
  `<${action}Response xmlns="${NAMESPACE}"><${action}Result><MessageId>${messageId}</MessageId></${action}Result><ResponseMetadata><RequestId>stand-in</RequestId></ResponseMetadata></${action}Response>`;

export function sesAnswerXml(answer: SesAnswer, action = 'SendEmail'): { status: number; body: string } {
  if ('messageId' in answer) return { status: 200, body: sesAcceptedXml(action, answer.messageId) };
  return {
    status: answer.status,
    body: `<ErrorResponse xmlns="${NAMESPACE}"><Error><Type>Sender</Type><Code>${answer.code}</Code><Message>${answer.message}</Message></Error><RequestId>stand-in</RequestId></ErrorResponse>`,
  };
}

export async function startSesStandIn() {
  const received: Record<string, string>[] = [];
  /** What it answers, in order; once one is left it answers that one to every request. */
  let answers: SesAnswer[] = [{ messageId: 'ses-0001' }];
  const server = createServer(async (request, response) => {
    const form = new URLSearchParams(await text(request));
    received.push(Object.fromEntries(form));
    const answer = (answers.length > 1 ? answers.shift() : answers[0]) as SesAnswer;
    const { status, body } = sesAnswerXml(answer, sesRequestOf(form).action);
    response.writeHead(status, { 'content-type': 'text/xml' });
    response.end(body);
  });
  const origin = await listenOnLoopback(server);
  return {
    origin,
    received,
    answer(...next: SesAnswer[]) {
      answers = next;
    },
    close: () => new Promise((closed) => server.close(closed)),
  };
}
