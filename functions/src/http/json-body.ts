import type { MiddlewareObj } from '@middy/core';
import { MAX_BODY_BYTES } from '#src/body-limits';
import { MalformedJson, PayloadTooLarge, UnsupportedMediaType } from '#src/errors';
import { type ApiEvent, lowerCaseHeaders } from './api-request';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * Reads the body ourselves rather than with middy's JSON parser, which answers 422 to a bodyless
 * request with a JSON content type (docs/dependencies.md). Order matters: size first (413), then media type
 * (415), then syntax (400). Bodies must be JSON: together with SameSite cookies and the Origin
 * check, no plain HTML form on another site can post here.
 */
export function jsonBody(maxBytes = MAX_BODY_BYTES): MiddlewareObj<ApiEvent> {
  return {
    before: ({ event }) => {
      if (event.body === undefined || event.body === '') return;
      const bytes = Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
      if (bytes.length > maxBytes) throw new PayloadTooLarge(maxBytes);
      const contentType = lowerCaseHeaders(event.headers)['content-type'] ?? '';
      if (!JSON_MEDIA_TYPE.test(contentType)) throw new UnsupportedMediaType();
      try {
        event.jsonBody = JSON.parse(bytes.toString('utf8'));
      } catch {
        throw new MalformedJson();
      }
    },
  };
}
