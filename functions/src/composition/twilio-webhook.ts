/**
 * What Twilio's webhooks (`/sms/incoming`, `/sms/status`) share: the form it posts, taken only
 * once `X-Twilio-Signature` proves Twilio signed it for the URL it was given (PUBLIC_URL, the path
 * and the query string) with the app's auth token. Anything else is refused with 403 before a
 * thing is read or written.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { InvalidTwilioSignature } from '#src/errors';
import type { ApiRequest } from '#src/http/api-request';
import { formBody } from '#src/http/form-body';
import { twilioSignatureValid } from '#src/http/twilio-signature';
import { log } from '#src/log';
import { config } from './runtime';
import { use } from './scope';
import { twilioSecrets } from './twilio-secret';

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
