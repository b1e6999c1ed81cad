import { apiHandler } from '#src/composition/api-handler';
import { requireUser } from '#src/composition/require-user';
import { use } from '#src/composition/scope';
import { projects } from '#src/composition/stores';
import { csvFile } from '#src/http/responses';
import { projectsCsv } from '#src/services/export/projects-csv';

/**
 * GET /api/export/projects.csv: the account's projects as a spreadsheet. Everyone in the account may
 * download it: each of them sees every project in the app already (docs/product.md section 6).
 */
export const handler = apiHandler(async (request) => {
  const { account } = await requireUser(request);
  return csvFile('lienminder-projects.csv', await projectsCsv({ projects: use(projects) }, account.id));
});
