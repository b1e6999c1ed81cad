/**
 * POST /sms/status: Twilio's status callback for each alert text (the texter names it on every
 * send). Signed like /sms/incoming (http/twilio-webhook.ts: 403 otherwise).
 */
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { alertDeliveries } from '#src/composition/alert-records';
import { consentRecorder } from '#src/composition/consent';
import { consentOrigin } from '#src/composition/consent-origin';
import { suppressionOutcomes } from '#src/composition/deliverability';
import { cloudFrontOnly } from '#src/composition/front-door';
import { operationMetrics } from '#src/composition/metrics';
import { clock, config, ids } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { projects, userLookup } from '#src/composition/stores';
import { signedTwilioForm } from '#src/composition/twilio-webhook';
import { toApiRequest } from '#src/http/api-request';
import { errorResponses } from '#src/http/error-responses';
import { requestLogging } from '#src/http/request-logging';
import { twimlReply } from '#src/http/twiml';
import { recordTextStatus } from '#src/services/deliverability/text-status';

export const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
  .use(requestLogging())
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
        metrics: use(operationMetrics),
      },
      params,
      await consentOrigin(request),
    );
    // Twilio reads nothing back; an empty TwiML reply is the answer it expects of a webhook.
    return twimlReply(null);
  });
