import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { MAX_BODY_BYTES } from '#src/body-limits';
import { PayloadTooLarge, UnsupportedMediaType } from '#src/errors';
import { lowerCaseHeaders } from './api-request';

/**
 * An `application/x-www-form-urlencoded` body (what Twilio posts) as name -> value. API Gateway may
 * hand it over base64-encoded. A repeated name keeps its first value; Twilio sends each once.
 */
export function formBody(event: APIGatewayProxyEventV2): Record<string, string> {
  const bytes = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  if (bytes.length > MAX_BODY_BYTES) throw new PayloadTooLarge(MAX_BODY_BYTES);
  const contentType = lowerCaseHeaders(event.headers)['content-type'] ?? '';
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType)) {
    throw new UnsupportedMediaType(
      'The request body must be form-encoded (application/x-www-form-urlencoded).',
    );
  }
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(bytes.toString('utf8'))) params[name] ??= value;
  return params;
}
