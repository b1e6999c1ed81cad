import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { toApiRequest } from './api-request';
import { clientIpFrom } from './client-ip';
import { ORIGIN_VERIFY_HEADER } from './origin-verify-header';

const EDGE = '130.176.0.1';
const VIEWER = '203.0.113.7';
const CALLER = '198.51.100.9';
const ORIGIN_VERIFY_VALUE = 'cloudfront-origin-verify-value-of-48-characters!';

/** The request as the handler sees it, from an API Gateway event with these headers and TCP peer. */
function request(sourceIp: string, headers: Record<string, string> = {}) {
  return toApiRequest({
    headers,
    rawPath: '/api/auth/login',
    requestContext: { http: { method: 'POST', sourceIp } },
  } as unknown as APIGatewayProxyEventV2);
}

/** Through CloudFront: it adds the origin verification header to what the browser sent. */
const viaCloudFront = (sourceIp: string, headers: Record<string, string> = {}) =>
  request(sourceIp, { ...headers, [ORIGIN_VERIFY_HEADER]: ORIGIN_VERIFY_VALUE });

/** The secret as the function reads it, counting the reads. */
function secret() {
  const reads = { count: 0 };
  const read = async () => {
    reads.count += 1;
    return ORIGIN_VERIFY_VALUE;
  };
  return { read, reads };
}

const inAws = (req: ReturnType<typeof request>) => clientIpFrom(req, { originVerifyValue: secret().read });

describe('client IP address through CloudFront', () => {
  it('is the viewer address CloudFront appended, not the edge server API Gateway saw', async () => {
    expect(await inAws(viaCloudFront(EDGE, { 'x-forwarded-for': `${VIEWER}, ${EDGE}` }))).toBe(VIEWER);
  });

  it('ignores addresses a client put in X-Forwarded-For itself', async () => {
    const forged = viaCloudFront(EDGE, {
      'x-forwarded-for': `198.51.100.1, 198.51.100.2,${VIEWER},${EDGE}`,
    });
    expect(await inAws(forged)).toBe(VIEWER);
  });

  it('tells two users behind the same edge server apart, so one cannot lock out the other', async () => {
    const first = await inAws(viaCloudFront(EDGE, { 'x-forwarded-for': `${VIEWER}, ${EDGE}` }));
    const second = await inAws(viaCloudFront(EDGE, { 'x-forwarded-for': `2001:db8::42, ${EDGE}` }));
    expect(first).not.toBe(second);
    expect(second).toBe('2001:db8::42');
  });

  it('takes the last entry when API Gateway did not append its peer', async () => {
    expect(await inAws(viaCloudFront(EDGE, { 'X-Forwarded-For': `198.51.100.1, ${VIEWER}` }))).toBe(VIEWER);
  });

  it('falls back to the TCP peer when nothing was forwarded', async () => {
    expect(await inAws(viaCloudFront(VIEWER))).toBe(VIEWER);
    expect(await inAws(viaCloudFront(VIEWER, { 'x-forwarded-for': ` , ${VIEWER}` }))).toBe(VIEWER);
  });
});

describe('client IP address of a caller that went to the execute-api address directly', () => {
  const forgedForwardedFor = { 'x-forwarded-for': `${VIEWER}, ${CALLER}` };

  it('is the caller’s own address even with a forged X-Forwarded-For, and reads no secret', async () => {
    const { read, reads } = secret();
    expect(await clientIpFrom(request(CALLER, forgedForwardedFor), { originVerifyValue: read })).toBe(CALLER);
    expect(
      await clientIpFrom(request(CALLER, { 'x-forwarded-for': VIEWER }), { originVerifyValue: read }),
    ).toBe(CALLER);
    expect(reads.count).toBe(0);
  });

  it('is the caller’s own address when the origin verification header has a wrong value', async () => {
    for (const guess of ['', 'guess', ORIGIN_VERIFY_VALUE.slice(0, -1), `${ORIGIN_VERIFY_VALUE}x`]) {
      const req = request(CALLER, { ...forgedForwardedFor, [ORIGIN_VERIFY_HEADER]: guess });
      expect(await inAws(req), guess).toBe(CALLER);
    }
  });
});

describe('client IP address locally', () => {
  it('is the socket address, since nothing stands in front to append to X-Forwarded-For', async () => {
    const req = viaCloudFront('127.0.0.1', { 'x-forwarded-for': '198.51.100.1' });
    expect(await clientIpFrom(req, { originVerifyValue: null })).toBe('127.0.0.1');
  });
});
