/**
 * POST /sms/status: Twilio's status callback for each alert text (the texter names it on every
 * send). Signed like /sms/incoming (http/twilio-webhook.ts: 403 otherwise).
 */
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { recordTextStatus } from '#services/deliverability/text-status';
import { alertDeliveries } from '../../composition/alert-records';
import { consentRecorder } from '../../composition/consent';
import { suppressionOutcomes } from '../../composition/deliverability';
import { clock, config, ids } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { projects, userLookup } from '../../composition/stores';
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
    await recordTextStatus(
      {
        deliveries: use(alertDeliveries),
        suppressions: use(suppressionOutcomes),
        consents: use(consentRecorder),
        projects: use(projects),
        users: use(userLookup),
        clock: use(clock),
        ids: use(ids),
        publicUrl: use(config).publicUrl,
      },
      params,
      await consentOrigin(request),
    );
    // Twilio reads nothing back; an empty TwiML reply is the answer it expects of a webhook.
    return twimlReply(null);
  });
