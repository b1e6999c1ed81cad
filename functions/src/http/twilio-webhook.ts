/**
 * What Twilio's webhooks (`/sms/incoming`, `/sms/status`) share: the form it posts, taken only
 * once `X-Twilio-Signature` proves Twilio signed it for the URL it was given (PUBLIC_URL, the path
 * and the query string) with the app's auth token. Anything else is refused with 403 before a
 * thing is read or written.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { twilioSecrets } from '#src/composition/twilio-secret';
import { InvalidTwilioSignature } from '#src/errors';
import { log } from '#src/log';
import type { ApiRequest } from './api-request';
import { formBody } from './form-body';
import { twilioSignatureValid } from './twilio-signature';

export async function signedTwilioForm(
  event: APIGatewayProxyEventV2,
  request: ApiRequest,
): Promise<Record<string, string>> {
  const params = formBody(event);
  const { publicUrl } = use(config);
  const query = event.rawQueryString ? `?${event.rawQueryString}` : '';
  const { twilioAuthToken } = await use(twilioSecrets)();
  if (!twilioAuthToken) log.warn('Twilio webhook called but TWILIO_AUTH_TOKEN is not configured');
  const signed = twilioSignatureValid(twilioAuthToken, {
    signature: request.headers['x-twilio-signature'],
    url: new URL(`${event.rawPath}${query}`, publicUrl).href,
    params,
  });
  if (!signed) throw new InvalidTwilioSignature();
  return params;
}
