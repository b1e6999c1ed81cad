/**
 * The web app's API types: openapi-typescript turns the OpenAPI document the code builds (the one
 * `GET /api/openapi.json` serves) into `web/src/api/schema.d.ts`, whose `paths` type the app's
 * fetch client (web/src/lib/api-client.ts) is typed by. The file is committed, so a fresh clone, an
 * editor and the web build need no step first; `npm run api-types` rewrites it after a route or an
 * answer changes, and the repository check `api-schema.test.ts` fails while it is out of date.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { openApiDocument } from '../functions/src/services/openapi/openapi-document';

export const SCHEMA_FILE = fileURLToPath(new URL('../web/src/api/schema.d.ts', import.meta.url));

const HEADER = `// The API's paths, generated from its OpenAPI document by \`npm run api-types\` (scripts/api-schema.ts).
// Do not edit: change the route contracts or the shared response schemas, then run it again.
`;

/** The text `schema.d.ts` should hold for the document as the code builds it now. */
export async function apiSchemaText(): Promise<string> {
  // A JSON round trip: the document as served, without the build's undefined fields.
  const document = JSON.parse(JSON.stringify(openApiDocument()));
  return HEADER + astToString(await openapiTS(document));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(SCHEMA_FILE, await apiSchemaText());
  console.log(`Wrote ${SCHEMA_FILE}`);
}
