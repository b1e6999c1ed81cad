/**
 * POST /sms/incoming: Twilio's webhook for texts sent to the program's number (docs/sms-compliance.md
 * "Keywords"). Form-encoded, not JSON, and from Twilio rather than a browser, so it has its own
 * wrapper: the signature is checked before anything is read or written (403 otherwise), and the
 * answer is TwiML with the reply.
 */
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { consentLog } from '#src/composition/consent';
import { consentOrigin } from '#src/composition/consent-origin';
import { cloudFrontOnly } from '#src/composition/front-door';
import { inboundMessageTimes } from '#src/composition/inbound-message-times';
import { clock, config, ids } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { signedTwilioForm } from '#src/composition/twilio-webhook';
import { toApiRequest } from '#src/http/api-request';
import { errorResponses } from '#src/http/error-responses';
import { requestLogging } from '#src/http/request-logging';
import { twimlReply } from '#src/http/twiml';
import { replyToInboundSms } from '#src/services/sms/inbound-sms';

export const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
  .use(requestLogging())
  .use(errorResponses())
  .use(cloudFrontOnly())
  .handler(async (event) => {
    const request = toApiRequest(event);
    const params = await signedTwilioForm(event, request);
    const { publicUrl } = use(config);
    const reply = await replyToInboundSms(
      { log: use(consentLog), times: use(inboundMessageTimes), clock: use(clock), ids: use(ids), publicUrl },
      params,
      await consentOrigin(request),
    );
    return twimlReply(reply);
  });
