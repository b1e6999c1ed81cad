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
import { appSecrets } from '../../composition/secrets';
import { InvalidTwilioSignature } from '../../errors';
import { toApiRequest } from '../../http/api-request';
import { cloudFrontOnly } from '../../http/cloudfront-only';
import { consentOrigin } from '../../http/consent-origin';
import { errorResponses } from '../../http/error-responses';
import { formBody } from '../../http/form-body';
import { twilioSignatureValid } from '../../http/twilio-signature';
import { twimlReply } from '../../http/twiml';
import { log } from '../../log';

export const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
  .use(errorResponses())
  .use(cloudFrontOnly())
  .handler(async (event) => {
    const request = toApiRequest(event);
    const params = formBody(event);
    const { publicUrl } = use(config);
    const query = event.rawQueryString ? `?${event.rawQueryString}` : '';
    const { twilioAuthToken } = await use(appSecrets)();
    if (!twilioAuthToken) log.warn('Twilio webhook called but TWILIO_AUTH_TOKEN is not configured');
    const signed = twilioSignatureValid(twilioAuthToken, {
      signature: request.headers['x-twilio-signature'],
      url: new URL(`${event.rawPath}${query}`, publicUrl).href,
      params,
    });
    if (!signed) throw new InvalidTwilioSignature();
    const reply = await replyToInboundSms(
      { log: use(consentLog), times: use(inboundMessageTimes), clock: use(clock), ids: use(ids), publicUrl },
      params,
      await consentOrigin(request),
    );
    return twimlReply(reply);
  });
