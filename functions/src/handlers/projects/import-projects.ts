import { PROJECT_IMPORT_MAX_BODY_BYTES } from '#src/body-limits';
import { apiHandler } from '#src/composition/api-handler';
import { consentOrigin } from '#src/composition/consent-origin';
import { projectWrites } from '#src/composition/project-writes';
import { requireUser } from '#src/composition/require-user';
import { use } from '#src/composition/scope';
import { json } from '#src/http/responses';
import { importProjects } from '#src/services/project-import/import-projects';
import { actorOf } from '#src/services/projects/activity-entries';

/**
 * POST /api/projects/import[?dryRun=true]: a CSV file of projects, previewed or created (200 either
 * way). Everyone in the account may import: a member creates projects with the form too. Any
 * `dryRun` but `false` previews, so a mistyped flag never writes.
 */
export const handler = apiHandler(
  async (request) => {
    const { user, account } = await requireUser(request);
    const dryRun = request.query.dryRun !== undefined && request.query.dryRun !== 'false';
    return json(
      200,
      await importProjects(use(projectWrites), account, request.csvText, {
        dryRun,
        origin: await consentOrigin(request),
        actor: actorOf(user),
      }),
    );
  },
  { bodyType: 'csv', maxBodyBytes: PROJECT_IMPORT_MAX_BODY_BYTES },
);
