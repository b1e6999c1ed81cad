import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EmailTaken,
  PayloadTooLarge,
  PlanRestriction,
  ProjectLimitReached,
  TooManyRequests,
  ValidationFailed,
} from '#src/errors';
import { errorResponse, errorResponses } from './error-responses';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('error responses', () => {
  it('turn domain errors into the docs/architecture.md body with their status', () => {
    expect(
      errorResponse(new ValidationFailed([{ path: 'name', message: 'Project name is required' }])),
    ).toEqual({
      statusCode: 400,
      body: {
        message: 'Please check your information and try again.',
        errors: [{ path: 'name', message: 'Project name is required' }],
      },
      headers: {},
    });
    expect(errorResponse(new EmailTaken())).toMatchObject({
      statusCode: 409,
      body: { message: 'An account with this email already exists', errors: [] },
    });
    expect(errorResponse(new PayloadTooLarge(65536)).statusCode).toBe(413);
    expect(
      errorResponse(new PlanRestriction('Upgrade to Silver or Gold plan to delete projects')).statusCode,
    ).toBe(403);
  });

  it('put upgradeRequired in the project-limit body, where the web client looks for it', () => {
    expect(JSON.stringify(errorResponse(new ProjectLimitReached(1)).body)).toContain(
      '"upgradeRequired":true',
    );
  });

  it('say when to retry a rate-limited request', () => {
    expect(errorResponse(new TooManyRequests('Slow down', 120))).toMatchObject({
      statusCode: 429,
      headers: { 'Retry-After': '120' },
    });
  });

  it('answer anything unexpected with a plain 500, logging the details as JSON but never sending them', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const request = {
      error: new Error('connect ECONNREFUSED 10.0.0.1:443 at secret-internal-host'),
      // A calendar feed's path is its secret token: the log names the route, never the path.
      event: {
        routeKey: 'GET /api/calendar/{token}',
        rawPath: '/api/calendar/Zm9vYmFyYmF6cXV4c2VjcmV0dG9rZW4xMjM0NTY3ODkw.ics',
        requestContext: { requestId: 'r-1', http: { method: 'GET' } },
      },
      response: undefined,
    };
    await errorResponses().onError?.(request as never);

    const response = request.response as unknown as {
      statusCode: number;
      body: string;
      headers: Record<string, string>;
    };
    expect(response.statusCode).toBe(500);
    expect(JSON.parse(response.body)).toEqual({
      message: 'Something went wrong. Please try again.',
      errors: [],
    });
    expect(response.body).not.toContain('ECONNREFUSED');
    expect(response.headers['Cache-Control']).toBe('no-store');

    expect(String(logged.mock.calls[0]?.[0])).not.toContain('Zm9vYmFyYmF6cXV4c2VjcmV0dG9rZW4xMjM0NTY3ODkw');
    const line = JSON.parse(String(logged.mock.calls[0]?.[0]));
    expect(line).toMatchObject({
      level: 'ERROR',
      route: 'GET /api/calendar/{token}',
      requestId: 'r-1',
      error: { message: expect.stringContaining('ECONNREFUSED') },
    });
  });
});
