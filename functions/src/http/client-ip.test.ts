import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

const EDGE = '130.176.0.1';
const VIEWER = '203.0.113.7';

function request(sourceIp: string, headers: Record<string, string> = {}) {
  return {
    headers,
    requestContext: { http: { sourceIp } } as APIGatewayProxyEventV2['requestContext'],
  };
}

const aws = { runtime: 'aws' } as const;
const local = { runtime: 'local' } as const;

describe('client IP address', () => {
  it('in AWS is the viewer address CloudFront appended, not the edge server API Gateway saw', () => {
    expect(clientIp(request(EDGE, { 'x-forwarded-for': `${VIEWER}, ${EDGE}` }), aws)).toBe(VIEWER);
  });

  it('ignores addresses a client put in X-Forwarded-For itself', () => {
    const forged = request(EDGE, { 'x-forwarded-for': `198.51.100.1, 198.51.100.2,${VIEWER},${EDGE}` });
    expect(clientIp(forged, aws)).toBe(VIEWER);
  });

  it('tells two users behind the same edge server apart, so one cannot lock out the other', () => {
    const first = clientIp(request(EDGE, { 'x-forwarded-for': `${VIEWER}, ${EDGE}` }), aws);
    const second = clientIp(request(EDGE, { 'x-forwarded-for': `2001:db8::42, ${EDGE}` }), aws);
    expect(first).not.toBe(second);
    expect(second).toBe('2001:db8::42');
  });

  it('takes the last entry when API Gateway did not append its peer', () => {
    expect(clientIp(request(EDGE, { 'X-Forwarded-For': `198.51.100.1, ${VIEWER}` }), aws)).toBe(VIEWER);
  });

  it('falls back to the TCP peer when nothing was forwarded', () => {
    expect(clientIp(request(VIEWER), aws)).toBe(VIEWER);
    expect(clientIp(request(VIEWER, { 'x-forwarded-for': ` , ${VIEWER}` }), aws)).toBe(VIEWER);
  });

  it('locally trusts only the socket address, since nothing in front appends to X-Forwarded-For', () => {
    expect(clientIp(request('127.0.0.1', { 'x-forwarded-for': '198.51.100.1' }), local)).toBe('127.0.0.1');
  });
});
