import { beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '#src/services/openapi/openapi-document';
import { call, registration, signUp, startTestApi, type TestApi } from '#test/api/support';
import {
  type ContractCheck,
  type ContractResponse,
  contractCheck,
  type ServedDocument,
} from './contract-check';

const check: ContractCheck = contractCheck(JSON.parse(JSON.stringify(openApiDocument())) as ServedDocument);

/** A real answer of the server with its JSON body changed. */
const withBody = (response: ContractResponse, change: (body: Record<string, unknown>) => unknown) => ({
  ...response,
  body: JSON.stringify(change(JSON.parse(response.body) as Record<string, unknown>)),
});

describe('the contract check of every integration-test exchange', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });

  it("passes the server's own answers and fails one whose field was renamed, naming route, status and path", async () => {
    const body = registration();
    const request = { method: 'POST', path: '/api/auth/register', contentType: 'application/json', body };
    const answer = await call('POST', '/api/auth/register', { body });
    expect(() => check(request, answer)).not.toThrow();

    const renamed = withBody(answer, ({ firstName, ...rest }) => ({ ...rest, first_name: firstName }));
    expect(() => check(request, renamed)).toThrow(
      /^POST \/api\/auth\/register answered 201: body .*(firstName|first_name)/,
    );
  });

  it('fails a renamed field deep in an answer, with its path', async () => {
    const user = await signUp(api, 'silver');
    const answer = await call('GET', '/api/dashboard', { session: user.session });
    const request = { method: 'GET', path: '/api/dashboard' };
    expect(() => check(request, answer)).not.toThrow();
    const created = await call('POST', '/api/projects', {
      session: user.session,
      body: {
        name: 'Brickell Tower',
        address: '1 Brickell Ave, Miami, FL',
        generalContractor: 'Coastal Builders LLC',
        propertyOwner: 'Brickell Holdings',
        firstFurnishingDate: '2026-01-07',
      },
    });
    const path = `/api/projects/${created.json<{ project: { id: string } }>().project.id}`;
    const read = await call('GET', path, { session: user.session });
    expect(() => check({ method: 'GET', path }, read)).not.toThrow();
    const renamed = withBody(read, (project) => {
      const deadlines = project.deadlines as Record<string, unknown>[];
      const [first, ...rest] = deadlines;
      const { dueDate, ...others } = first as Record<string, unknown>;
      return { ...project, deadlines: [{ ...others, due_date: dueDate }, ...rest] };
    });
    expect(() => check({ method: 'GET', path }, renamed)).toThrow(
      /^GET \/api\/projects\/\{id\} answered 200: body \/deadlines\/0 /,
    );
  });

  it('fails a status the route does not document, and a 429 without Retry-After', async () => {
    const answer = await call('GET', '/api/auth/user');
    expect(answer.statusCode).toBe(401);
    const request = { method: 'GET', path: '/api/auth/user' };
    expect(() => check(request, answer)).not.toThrow();
    expect(() => check(request, { ...answer, statusCode: 409 })).toThrow(
      /^GET \/api\/auth\/user answered 409: status 409 is not documented/,
    );
    const limited = { ...answer, statusCode: 429 };
    const forgot = { method: 'POST', path: '/api/auth/forgot-password', body: { email: 'a@example.com' } };
    expect(() => check(forgot, limited)).toThrow(/answered 429: the Retry-After header is missing/);
    expect(() =>
      check(forgot, { ...limited, headers: { ...limited.headers, 'Retry-After': '60' } }),
    ).not.toThrow();
  });

  it('fails cookies the route does not declare, and a missing Set-Cookie where a session starts', async () => {
    const answer = await call('GET', '/api/auth/user');
    expect(() =>
      check({ method: 'GET', path: '/api/auth/user' }, { ...answer, cookies: ['lm_session=x'] }),
    ).toThrow(/sets cookies \(lm_session\) the document does not declare/);
    const body = registration();
    const registered = await call('POST', '/api/auth/register', { body });
    expect(() =>
      check({ method: 'POST', path: '/api/auth/register', body }, { ...registered, cookies: [] }),
    ).toThrow(/answered 201: the Set-Cookie header is missing/);
  });

  it('fails when the server accepts a request body the document refuses', async () => {
    const answer = await call('POST', '/api/auth/forgot-password', { body: { email: 'ana@example.com' } });
    expect(answer.statusCode).toBe(200);
    const refused = {
      method: 'POST',
      path: '/api/auth/forgot-password',
      contentType: 'application/json',
      body: {},
    };
    expect(() => check(refused, answer)).toThrow(
      /^POST \/api\/auth\/forgot-password answered 200: the server accepted a request the document refuses/,
    );
  });

  it('fails an answer in a media type the status does not list', async () => {
    const answer = await call('GET', '/api/health');
    expect(() =>
      check({ method: 'GET', path: '/api/health' }, { ...answer, headers: { 'Content-Type': 'text/plain' } }),
    ).toThrow(/^GET \/api\/health answered 200: media type 'text\/plain' is not documented/);
  });
});
