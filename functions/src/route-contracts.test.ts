import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { call, startTestApi } from '../test/api/support';
import { ROUTE_CONTRACTS } from './route-contracts';
import { API_FUNCTIONS } from './routes';
import { type OpenApiDocument, openApiDocument, routeKey } from './services/openapi/openapi-document';

const documented = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );

describe('route contracts and the OpenAPI document', () => {
  it('document every route of routes.ts', () => {
    const missing = API_FUNCTIONS.filter((route) => !(routeKey(route) in ROUTE_CONTRACTS)).map(
      (route) =>
        `${routeKey(route)} (${route.name}) has no entry in functions/src/route-contracts.ts: add its summary, auth and request schema`,
    );
    expect(missing).toEqual([]);
  });

  it('document nothing that routes.ts does not have', () => {
    const routes = new Set(API_FUNCTIONS.map(routeKey));
    const stale = Object.keys(ROUTE_CONTRACTS)
      .filter((key) => !routes.has(key))
      .map((key) => `${key} is in functions/src/route-contracts.ts but not in routes.ts`);
    expect(stale).toEqual([]);
  });

  it('is an OpenAPI 3.1 document with one operation per route, named after it', () => {
    const document = openApiDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(documented(document).sort()).toEqual(API_FUNCTIONS.map(routeKey).sort());
    const { paths } = document;
    for (const route of API_FUNCTIONS) {
      expect(paths[route.path]?.[route.method.toLowerCase()]?.operationId).toBe(route.name);
    }
  });

  it('describes request bodies with the shared schemas, as JSON Schema', () => {
    const { paths } = openApiDocument();
    const body = (path: string, media = 'application/json') =>
      paths[path]?.post?.requestBody?.content[media]?.schema;
    const project = body('/api/projects');
    expect(project?.type).toBe('object');
    expect(project?.required).toEqual(
      expect.arrayContaining([
        'name',
        'address',
        'generalContractor',
        'propertyOwner',
        'firstFurnishingDate',
      ]),
    );
    // A field with a default is optional for the client.
    expect(project?.required).not.toContain('projectStatus');
    expect(project?.properties?.name).toMatchObject({ type: 'string', minLength: 1, maxLength: 200 });
    expect(body('/api/auth/register')?.properties?.acceptedDisclaimer).toMatchObject({
      type: 'boolean',
      const: true,
    });
    expect(Object.keys(paths['/sms/incoming']?.post?.requestBody?.content ?? {})).toEqual([
      'application/x-www-form-urlencoded',
    ]);
  });

  it('gives every body route an example its own schema accepts', () => {
    for (const [key, contract] of Object.entries(ROUTE_CONTRACTS)) {
      if (!contract.body) continue;
      expect(contract.example, key).toBeDefined();
      const result = z.safeParse(contract.body, contract.example);
      expect(result.success, `${key}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
  });

  it('is served at GET /api/openapi.json without a session', async () => {
    await startTestApi();
    const response = await call('GET', '/api/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });
});
