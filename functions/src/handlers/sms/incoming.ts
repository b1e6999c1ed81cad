/**
 * POST /sms/incoming: Twilio's webhook for texts sent to the program's number (SMS_COMPLIANCE.md
 * "Keywords"). Form-encoded, not JSON, and from Twilio rather than a browser, so it has its own
 * wrapper: the signature is checked before anything is read or written (403 otherwise), and the
 * answer is TwiML with the reply.
 */
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { replyToInboundSms } from '#services/sms/inbound-sms';
import { consentLog } from '../../composition/consent';
import { inboundMessageTimes } from '../../composition/inbound-message-times';
import { clock, config, ids } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { toApiRequest } from '../../http/api-request';
import { cloudFrontOnly } from '../../http/cloudfront-only';
import { consentOrigin } from '../../http/consent-origin';
import { errorResponses } from '../../http/error-responses';
import { signedTwilioForm } from '../../http/twilio-webhook';
import { twimlReply } from '../../http/twiml';

export const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
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
