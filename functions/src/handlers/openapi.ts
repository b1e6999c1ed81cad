import { apiHandler } from '#src/composition/api-handler';
import { json } from '#src/http/responses';
import { openApiDocument } from '#src/services/openapi/openapi-document';

/** GET /api/openapi.json: the API's OpenAPI 3.1 document, public like the API it describes. */
export const handler = apiHandler(async () => json(200, openApiDocument()));
