/**
 * A project's activity as its page lists it (`GET /api/projects/{id}/activity`): newest first, a
 * page at a time. The cursor is the last entry's place, base64url so that it reads as opaque and
 * travels in a query unescaped. A deleted project's activity stays readable (who deleted it); an
 * id the account never had a project under is 404, as every project route answers it.
 */
import {
  ACTIVITY_PAGE_SIZE,
  activityQuerySchema,
  MESSAGES,
  type ProjectActivityResponse,
} from '@lienminder/shared';
import { ProjectNotFound, ValidationFailed } from '#src/errors';
import type { ProjectActivity } from '#src/ports/project-activity';
import type { ProjectRecords } from '#src/ports/project-store';
import { parseRequest } from '#src/services/validation';

export interface ActivityReadDependencies {
  projects: Pick<ProjectRecords, 'getRecord'>;
  activity: Pick<ProjectActivity, 'page'>;
}

/** An entry's place, as the store gives it: its instant and id. */
const PLACE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[a-z2-7]{16}$/;

function placeOf(cursor: string): string {
  const place = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!PLACE.test(place)) {
    throw new ValidationFailed(
      [{ path: 'cursor', message: MESSAGES.activityCursorInvalid }],
      MESSAGES.activityCursorInvalid,
    );
  }
  return place;
}

export async function projectActivity(
  deps: ActivityReadDependencies,
  accountId: string,
  projectId: string,
  query: Record<string, string>,
): Promise<ProjectActivityResponse> {
  const { cursor } = parseRequest(activityQuerySchema, { cursor: query.cursor });
  const after = cursor === undefined ? undefined : placeOf(cursor);
  const [record, page] = await Promise.all([
    deps.projects.getRecord(accountId, projectId),
    deps.activity.page(accountId, projectId, ACTIVITY_PAGE_SIZE, after),
  ]);
  if (!record && page.entries.length === 0) throw new ProjectNotFound();
  return {
    items: page.entries,
    cursor: page.after === null ? null : Buffer.from(page.after, 'utf8').toString('base64url'),
  };
}
