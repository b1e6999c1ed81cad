/**
 * Holds one exchange (a request and the server's answer) to the served OpenAPI document, with Ajv's
 * JSON Schema 2020-12 validator (the dialect of OpenAPI 3.1): the answer's status must be one the
 * operation lists, its media type one that status lists, its body valid against that schema, its
 * declared headers present (Retry-After on 429, Set-Cookie where a session starts or ends) and no
 * cookie set where none is declared. A request the document refuses (its body fails the request
 * schema) must be refused by the server too (4xx): the server may refuse more than the document
 * can say (refinements), never less. The first mismatch throws, naming route, status and the path
 * in the body.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { matchRoutePath } from '#local/route-path';

export interface ContractRequest {
  method: string;
  /** Path and optional query, as sent. */
  path: string;
  contentType?: string;
  /** The body as sent: an object (JSON) or the raw text. */
  body?: unknown;
}

export interface ContractResponse {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: string;
}

interface MediaObject {
  schema: object;
}
interface ResponseObject {
  headers?: Record<string, { required?: boolean; schema?: object }>;
  content?: Record<string, MediaObject>;
}
interface Operation {
  requestBody?: { content: Record<string, MediaObject> };
  responses: Record<string, ResponseObject>;
}
export interface ServedDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: object;
}

export class ContractViolation extends Error {}

const mediaTypeOf = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() ?? '';

function parseBody(contentType: string, body: unknown): unknown {
  if (typeof body !== 'string') return body;
  if (contentType === 'application/x-www-form-urlencoded')
    return Object.fromEntries(new URLSearchParams(body));
  // A file's text (the project import's CSV) is its own value: the document describes it as a string.
  if (contentType.startsWith('text/')) return body;
  return JSON.parse(body);
}

export type ContractCheck = (request: ContractRequest, response: ContractResponse) => void;

export function contractCheck(document: ServedDocument): ContractCheck {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  const compiled = new Map<object, ValidateFunction>();
  // The schemas' `$ref`s point into the document's components: each is compiled beside them.
  const validator = (schema: object) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile({ ...schema, components: document.components });
      compiled.set(schema, validate);
    }
    return validate;
  };
  const firstError = (validate: ValidateFunction) => {
    const error = validate.errors?.[0];
    return `${error?.instancePath || '(the body)'} ${error?.message ?? ''} ${JSON.stringify(error?.params ?? {})}`;
  };

  return (request, response) => {
    const method = request.method.toUpperCase();
    const requestPath = request.path.split('?')[0] ?? request.path;
    const template = Object.keys(document.paths).find(
      (candidate) =>
        matchRoutePath(candidate, requestPath) !== undefined &&
        document.paths[candidate]?.[method.toLowerCase()] !== undefined,
    );
    const operation = template ? document.paths[template]?.[method.toLowerCase()] : undefined;
    if (!template || !operation)
      throw new ContractViolation(`${method} ${requestPath} is not in the document`);
    const route = `${method} ${template}`;
    const status = response.statusCode;
    const fail = (what: string) => {
      throw new ContractViolation(`${route} answered ${status}: ${what}`);
    };

    // The request: a body the document refuses must not be accepted.
    const requestMedia = operation.requestBody?.content[mediaTypeOf(request.contentType)];
    if (requestMedia && request.body !== undefined && status < 400) {
      let parsed: unknown;
      try {
        parsed = parseBody(mediaTypeOf(request.contentType), request.body);
      } catch {
        fail('the server accepted a request body that does not parse');
      }
      const validate = validator(requestMedia.schema);
      if (!validate(parsed))
        fail(`the server accepted a request the document refuses: ${firstError(validate)}`);
    }

    // The answer: a documented status, media type, headers and body.
    const declared = operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`];
    if (!declared)
      fail(`status ${status} is not documented (documented: ${Object.keys(operation.responses).join(', ')})`);
    const answer = declared as ResponseObject;
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    for (const [name, header] of Object.entries(answer.headers ?? {})) {
      const value = name.toLowerCase() === 'set-cookie' ? response.cookies[0] : headers[name.toLowerCase()];
      if (value === undefined) {
        if (header.required) fail(`the ${name} header is missing`);
        continue;
      }
      if (header.schema) {
        const validate = validator(header.schema);
        if (!validate(value)) fail(`the ${name} header ${firstError(validate)}`);
      }
    }
    if (response.cookies.length > 0 && !answer.headers?.['Set-Cookie']) {
      fail(
        `it sets cookies (${response.cookies.map((cookie) => cookie.split('=')[0]).join(', ')}) the document does not declare`,
      );
    }
    if (status === 204) {
      // No body: the document declares no content for it, and the answer carries none.
      if (answer.content !== undefined) fail('the document declares content for a 204');
      if (response.body !== '') fail('a 204 carries a body');
      return;
    }
    const contentType = mediaTypeOf(headers['content-type']);
    const media = answer.content?.[contentType];
    if (!media)
      fail(
        `media type '${contentType}' is not documented (documented: ${Object.keys(answer.content ?? {}).join(', ')})`,
      );
    let body: unknown = response.body;
    if (contentType === 'application/json') {
      try {
        body = JSON.parse(response.body);
      } catch {
        fail('the body is not JSON');
      }
    }
    const validate = validator((media as MediaObject).schema);
    if (!validate(body)) fail(`body ${firstError(validate)}`);
  };
}
