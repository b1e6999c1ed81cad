import { openApiDocument } from '#services/openapi/openapi-document';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

/** GET /api/openapi.json: the API's OpenAPI 3.1 document, public like the API it describes. */
export const handler = apiHandler(async () => json(200, openApiDocument()));
