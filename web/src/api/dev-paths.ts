/**
 * The local server's developer routes the app calls (functions/local/dev-routes.ts). They never
 * ship, so the OpenAPI document does not describe them; their shapes are declared here once, in
 * the form openapi-typescript writes, so the one client calls them as it calls the API.
 */
import type { DevOutboxPage } from '@lienminder/shared';

interface JsonAnswer<Body> {
  headers: { [name: string]: unknown };
  content: { 'application/json': Body };
}

export interface DevPaths {
  '/api/dev/outbox': {
    get: {
      parameters: { query?: { limit?: number; cursor?: string } };
      responses: { 200: JsonAnswer<DevOutboxPage> };
    };
  };
  '/api/dev/confirm-payment': {
    post: {
      requestBody: { content: { 'application/json': { clientSecret: string } } };
      responses: { 200: JsonAnswer<{ status: 'succeeded' }> };
    };
  };
}
