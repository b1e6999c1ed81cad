import { API_FUNCTIONS } from '@lienminder/functions/routes';
import { describe, expect, it } from 'vitest';
import { ROUTE_STACKS, routeStackOf } from '../lib/route-stacks';

describe('route stacks (docs/decisions/031)', () => {
  it('put every route of the manifest in exactly one stack, and leave no stack empty', () => {
    const used = new Set(API_FUNCTIONS.map((definition) => routeStackOf(definition).id));
    expect([...used].sort()).toEqual(ROUTE_STACKS.map((stack) => stack.id).sort());
  });

  it('hold a path and what is under it, not a path that merely starts alike', () => {
    expect(routeStackOf({ name: 'GetProject', path: '/api/projects/{id}' }).id).toBe('ProjectRoutes');
    expect(routeStackOf({ name: 'CreateCalendarFeed', path: '/api/calendar-feed' }).id).toBe('ProjectRoutes');
    expect(routeStackOf({ name: 'EmailConfigStatus', path: '/api/email-config-status' }).id).toBe(
      'MessagingRoutes',
    );
    expect(() => routeStackOf({ name: 'ListTeams', path: '/api/teams' })).toThrow(
      /ListTeams \(\/api\/teams\) must belong to exactly one route stack \(infra\/lib\/route-stacks\.ts\); it belongs to none/,
    );
    expect(() => routeStackOf({ name: 'Exports', path: '/api/projectsexport' })).toThrow(/belongs to none/);
  });

  it('refuse a route two stacks claim: it would be created in both', () => {
    const overlapping = [...ROUTE_STACKS, { id: 'DocumentRoutes', paths: ['/api/projects/{id}/documents'] }];
    expect(() =>
      routeStackOf({ name: 'GetProjectDocument', path: '/api/projects/{id}/documents/{kind}' }, overlapping),
    ).toThrow(/belongs to ProjectRoutes and DocumentRoutes/);
  });
});
