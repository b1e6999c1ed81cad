import { apiHandler } from '#src/composition/api-handler';
import { requireUser } from '#src/composition/require-user';
import { clock } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { csvFile } from '#src/http/responses';
import { importTemplate } from '#src/services/project-import/import-template';

/** GET /api/projects/import/template.csv: the import's columns and two example rows. */
export const handler = apiHandler(async (request) => {
  await requireUser(request);
  return csvFile('lienminder-projects-template.csv', importTemplate(use(clock).now()));
});
