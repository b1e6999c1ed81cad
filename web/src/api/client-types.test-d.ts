/**
 * A type test, run by `tsc -p web` (the typecheck of `npm test`), never executed: the client knows
 * each route's answer, body and parameters from the OpenAPI document, so a page reading a field
 * the answer does not have, or sending one the route does not take, fails the build. Each
 * `@ts-expect-error` below fails tsc as soon as its line compiles, i.e. if the client were untyped
 * (`any`, `unknown` cast away) or the document grew that field.
 */
import type { DashboardResponse, ProjectResponse } from '@lienminder/shared';
import { answer, api } from '@/lib/api-client';

export async function typedAnswers(): Promise<void> {
  const dashboard = await answer(api.GET('/api/dashboard'));
  // The answer is the shared response type the pages render, field for field.
  const shown: DashboardResponse = dashboard;
  // @ts-expect-error the dashboard answer has no `projectCount`: the document does not list it
  void dashboard.projectCount;
  void shown;

  const saved: ProjectResponse = await answer(
    api.GET('/api/projects/{id}', { params: { path: { id: 'p1' } } }),
  );
  // @ts-expect-error a project's answer carries `revision`, a number, not a string
  const revision: string = saved.revision;
  void revision;

  // @ts-expect-error a route the document does not have
  await answer(api.GET('/api/project-list'));
  // @ts-expect-error GET /api/projects/{id} needs its `id`
  await answer(api.GET('/api/projects/{id}'));
  // @ts-expect-error sign-in needs a password
  await answer(api.POST('/api/auth/login', { body: { email: 'a@b.co' } }));
}
