import { ProjectNotFound } from '#src/errors';
import type { ApiRequest } from './api-request';

const PROJECT_ID = /^[a-z2-7]{16}$/;

/** The `{id}` path segment; anything that cannot be a project id is simply not found. */
export function projectIdFrom(request: ApiRequest): string {
  const id = request.pathParameters.id ?? '';
  if (!PROJECT_ID.test(id)) throw new ProjectNotFound();
  return id;
}
