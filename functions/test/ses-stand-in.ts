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

export function sesAnswerXml(answer: SesAnswer): { status: number; body: string } {
  if ('messageId' in answer) {
    return {
      status: 200,
      body: `<SendEmailResponse xmlns="${NAMESPACE}"><SendEmailResult><MessageId>${answer.messageId}</MessageId></SendEmailResult><ResponseMetadata><RequestId>stand-in</RequestId></ResponseMetadata></SendEmailResponse>`,
    };
  }
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
    received.push(Object.fromEntries(new URLSearchParams(await text(request))));
    const answer = (answers.length > 1 ? answers.shift() : answers[0]) as SesAnswer;
    const { status, body } = sesAnswerXml(answer);
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
