import type { MiddlewareObj } from '@middy/core';
import { MAX_BODY_BYTES } from '#src/body-limits';
import { NotCsv, PayloadTooLarge, UnsupportedMediaType } from '#src/errors';
import { type ApiEvent, lowerCaseHeaders } from './api-request';

const CSV_MEDIA_TYPE = /^text\/csv\s*(;|$)/i;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const NOT_TEXT = 'This file is not text: save it from your spreadsheet as CSV (UTF-8).';

/**
 * The body of a route that takes a spreadsheet (the project import): `text/csv`, UTF-8, read into
 * `csvText` without its byte order mark. Order as jsonBody's: size first (413), then media type
 * (415), then content (400 for bytes that are not UTF-8 text, or hold a NUL as no CSV does). Like
 * JSON, `text/csv` is no type a plain HTML form on another site can send, so the Origin check and
 * SameSite cookies still stand between such a page and this route (docs/security.md).
 */
export function csvBody(maxBytes = MAX_BODY_BYTES): MiddlewareObj<ApiEvent> {
  return {
    before: ({ event }) => {
      const bytes = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
      if (bytes.length > maxBytes) throw new PayloadTooLarge(maxBytes);
      const contentType = lowerCaseHeaders(event.headers)['content-type'] ?? '';
      if (!CSV_MEDIA_TYPE.test(contentType))
        throw new UnsupportedMediaType('The request body must be a CSV file (Content-Type: text/csv).');
      let text: string;
      try {
        // The decoder drops a leading byte order mark (Excel's "CSV UTF-8" writes one).
        text = strictUtf8.decode(bytes);
      } catch {
        throw new NotCsv(NOT_TEXT);
      }
      if (text.includes('\0')) throw new NotCsv(NOT_TEXT);
      event.csvText = text;
    },
  };
}
