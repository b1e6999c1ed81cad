import { registerRequestSchema, resetPasswordRequestSchema } from '@lienminder/shared';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { type OpenApiDocument, openApiDocument, routeKey } from '#src/services/openapi/openapi-document';
import { call, startTestApi } from '#test/api/support';
import { ROUTE_CONTRACTS } from './route-contracts';
import { API_FUNCTIONS } from './routes';

/** A JSON Schema that says something of the body (a bare `{ type: 'object' }` does not). */
const TYPING_KEYWORDS = new Set(['properties', 'items', '$ref', 'const', 'enum', 'anyOf', 'oneOf']);

const documented = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );

describe('route contracts and the OpenAPI document', () => {
  it('document every route of routes.ts', () => {
    const missing = API_FUNCTIONS.filter((route) => !(routeKey(route) in ROUTE_CONTRACTS)).map(
      (route) =>
        `${routeKey(route)} (${route.name}) has no entry in functions/src/route-contracts.ts: add its summary, auth, success answer and request schema`,
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

  it('types every answer: a schema for each success body, the error body for each refusal', () => {
    const untyped: string[] = [];
    for (const [path, operations] of Object.entries(openApiDocument().paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          // A 204 has no body to type.
          if (status === '204' && response.content === undefined) continue;
          const media = Object.entries(response.content ?? {});
          const typed =
            media.length > 0 &&
            media.every(([type, { schema }]) =>
              type === 'application/json'
                ? Object.keys(schema).some((keyword) => TYPING_KEYWORDS.has(keyword))
                : schema.type === 'string',
            );
          if (!typed) untyped.push(`${method.toUpperCase()} ${path} ${status}`);
        }
      }
    }
    expect(untyped).toEqual([]);
  });

  it("lists the refusals each route's kind gives, with Retry-After on every 429 and cookies where a session starts or ends", () => {
    const { paths } = openApiDocument();
    const statuses = (path: string, method: string) =>
      Object.keys(paths[path]?.[method]?.responses ?? {}).sort();
    expect(statuses('/api/projects', 'get')).toEqual(['200', '400', '401', '413', '415', '5XX']);
    expect(statuses('/api/projects/{id}', 'put')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '5XX',
    ]);
    expect(statuses('/sms/incoming', 'post')).toEqual(['200', '403', '413', '415', '5XX']);
    expect(statuses('/api/calendar/{token}', 'get')).toEqual(['200', '404', '429', '5XX']);
    expect(statuses('/api/stripe/webhook', 'post')).toEqual([
      '200',
      '400',
      '403',
      '409',
      '413',
      '415',
      '5XX',
    ]);
    for (const operations of Object.values(paths)) {
      for (const operation of Object.values(operations)) {
        const limited = operation.responses['429'];
        if (limited) expect(limited.headers?.['Retry-After']?.required, operation.operationId).toBe(true);
      }
    }
    const cookies = (path: string) =>
      paths[path]?.post?.responses['200'] ?? paths[path]?.post?.responses['201'];
    for (const path of ['/api/auth/register', '/api/auth/login', '/api/auth/logout']) {
      expect(cookies(path)?.headers?.['Set-Cookie']?.required, path).toBe(true);
    }
    expect(Object.keys(paths['/api/projects']?.get?.responses['200']?.content ?? {})).toEqual([
      'application/json',
    ]);
    expect(paths['/api/projects']?.get?.responses['200']?.content?.['application/json']?.schema.type).toBe(
      'array',
    );
    expect(Object.keys(paths['/sms/incoming']?.post?.responses['200']?.content ?? {})).toEqual(['text/xml']);
    expect(Object.keys(paths['/api/calendar/{token}']?.get?.responses['200']?.content ?? {})).toEqual([
      'text/calendar',
    ]);
  });

  it('publishes patterns that accept and refuse the passwords the server does', () => {
    const ajv = new Ajv2020({ strict: false });
    const { paths } = openApiDocument();
    const published = (path: string) =>
      paths[path]?.post?.requestBody?.content['application/json']?.schema ?? {};
    const register = ajv.compile(published('/api/auth/register'));
    const reset = ajv.compile(published('/api/auth/reset-password'));
    expect(published('/api/auth/register').properties?.password).toMatchObject({
      pattern: expect.stringMatching(/^\^\(\?=/),
    });
    expect(published('/api/auth/register').properties?.password).not.toHaveProperty('allOf');
    const passwords = [
      'Roofing2026',
      'Ab345678',
      'Ab34567',
      'roofing2026',
      'ROOFING2026',
      'RoofingCrew',
      '2026Roofing',
      'Roof ing\n2026',
      `Ab1${'x'.repeat(125)}`,
      `Ab1${'x'.repeat(126)}`,
      '',
    ];
    for (const password of passwords) {
      const signUp = { ...ROUTE_CONTRACTS['POST /api/auth/register']?.example, password };
      expect(register(signUp), password).toBe(z.safeParse(registerRequestSchema, signUp).success);
      const newPassword = { token: 'reset-token', newPassword: password };
      expect(reset(newPassword), password).toBe(z.safeParse(resetPasswordRequestSchema, newPassword).success);
    }
    // Both verdicts occur, so the loop above compares something.
    expect(
      passwords.filter((password) =>
        register({ ...ROUTE_CONTRACTS['POST /api/auth/register']?.example, password }),
      ),
    ).toEqual(['Roofing2026', 'Ab345678', '2026Roofing', 'Roof ing\n2026', `Ab1${'x'.repeat(125)}`]);
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
