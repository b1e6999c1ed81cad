/**
 * The OpenAPI 3.1 document of the HTTP API, built from routes.ts and the contracts of
 * route-contracts.ts with zod's own JSON Schema output (OpenAPI 3.1 schemas are JSON Schema
 * 2020-12). Request bodies are described as the client sends them (`io: 'input'`: defaults make a
 * field optional); checks JSON Schema cannot say (refinements, transforms such as the phone
 * formats) are left to the error answers, which name the field and the spec's message. Answers are
 * described as the server sends them (`io: 'output'`: no field beyond the schema's), each refusal
 * with the error body of docs/architecture.md section 6.
 */
import {
  errorBodySchema,
  KNOWN_DEVICE_COOKIE,
  SESSION_COOKIE,
  SESSION_HINT_COOKIE,
} from '@lienminder/shared';
import * as z from 'zod/mini';
import { ROUTE_CONTRACTS, type RouteAuth, type RouteContract } from '#src/route-contracts';
import { refusalsOf } from '#src/route-refusals';
import { API_FUNCTIONS } from '#src/routes';
import { withOnePattern } from './one-pattern';

type JsonObject = Record<string, unknown>;

/** The parts of zod's JSON Schema output that readers of the document (tests, fuzzers) use. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  [keyword: string]: unknown;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  security: JsonObject[];
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required: boolean }[];
  requestBody?: {
    required: boolean;
    content: Record<string, { schema: JsonSchema; example?: Record<string, unknown> | string }>;
  };
  responses: Record<string, OpenApiResponse>;
}

export interface OpenApiHeader {
  description: string;
  required: boolean;
  schema: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, OpenApiHeader>;
  /** Absent on a 204: no body. */
  content?: Record<string, { schema: JsonSchema }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: JsonObject;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: JsonObject;
}

const jsonSchema = (schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as JsonSchema;
  return withOnePattern(rest);
};

const SECURITY: Record<RouteAuth, JsonObject[]> = {
  none: [],
  session: [{ session: [] }],
  basic: [{ adminBasic: [] }],
  'stripe-signature': [{ stripeSignature: [] }],
  'twilio-signature': [{ twilioSignature: [] }],
};

const ERROR_CONTENT = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

const RETRY_AFTER = {
  description: 'Seconds to wait before trying again',
  required: true,
  schema: { type: 'string', pattern: '^[0-9]+$' },
};

const SET_COOKIE = {
  starts: {
    description: `The session (\`${SESSION_COOKIE}\`, HttpOnly), its hint for the web app (\`${SESSION_HINT_COOKIE}\`) and the known-device cookie (\`${KNOWN_DEVICE_COOKIE}\`); \`__Host-\` prefixed where the origin is https`,
    required: true,
    schema: { type: 'string' },
  },
  ends: {
    description: 'The session cookie and its hint, cleared (expired)',
    required: true,
    schema: { type: 'string' },
  },
  renews: {
    description: `A new session (\`${SESSION_COOKIE}\`) and its hint, when the caller was signed in as the person the change is about`,
    required: false,
    schema: { type: 'string' },
  },
};

function refusal(description: string, headers: Record<string, OpenApiHeader> = {}): OpenApiResponse {
  return { description, ...(Object.keys(headers).length > 0 ? { headers } : {}), content: ERROR_CONTENT };
}

function successResponse({ success, summary }: RouteContract): OpenApiResponse {
  if ('mediaType' in success) {
    return { description: summary, content: { [success.mediaType]: { schema: { type: 'string' } } } };
  }
  if (success.status === 204) return { description: summary };
  return {
    description: summary,
    ...(success.session ? { headers: { 'Set-Cookie': SET_COOKIE[success.session] } } : {}),
    content: { 'application/json': { schema: jsonSchema(success.body, 'output') } },
  };
}

/** Optional string parameters of a request, by name with what each says. */
const optionalParameters = (where: 'query' | 'header', described: Record<string, string> = {}) =>
  Object.entries(described).map(([name, description]) => ({
    name,
    in: where,
    required: false,
    description,
    schema: { type: 'string' },
  }));

function operation(method: string, name: string, path: string, contract: RouteContract): OpenApiOperation {
  const parameters = [
    ...[...path.matchAll(/\{(\w+)\}/g)].map((match) => ({
      name: match[1] ?? '',
      in: 'path' as const,
      required: true,
      schema: { type: 'string' },
    })),
    ...optionalParameters('query', contract.query),
    ...optionalParameters('header', contract.headers),
  ];
  return {
    operationId: name,
    summary: contract.summary,
    security: SECURITY[contract.auth],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(contract.csv
      ? {
          requestBody: {
            required: true,
            content: {
              'text/csv': {
                schema: { type: 'string' },
                ...(contract.csvExample ? { example: contract.csvExample } : {}),
              },
            },
          },
        }
      : {}),
    ...(contract.body
      ? {
          requestBody: {
            required: true,
            content: {
              [contract.form ? 'application/x-www-form-urlencoded' : 'application/json']: {
                schema: jsonSchema(contract.body, 'input'),
                ...(contract.example ? { example: contract.example } : {}),
              },
            },
          },
        }
      : {}),
    responses: {
      [String(contract.success.status)]: successResponse(contract),
      ...Object.fromEntries(
        Object.entries(refusalsOf(method, contract)).map(([status, when]) => [
          status,
          refusal(when, status === '429' ? { 'Retry-After': RETRY_AFTER } : {}),
        ]),
      ),
      '5XX': refusal('The store or a provider is not answering, or the server failed'),
    },
  };
}

/** "METHOD path" of every HTTP route in routes.ts. */
export const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

let built: OpenApiDocument | undefined;

/**
 * The document for the routes of routes.ts that have a contract. A route without one is left out
 * here (the document still serves) and named by route-contracts.test.ts, which fails `npm test`.
 */
export function openApiDocument(): OpenApiDocument {
  if (built) return built;
  const paths: OpenApiDocument['paths'] = {};
  for (const route of API_FUNCTIONS) {
    const contract = ROUTE_CONTRACTS[routeKey(route)];
    if (!contract) continue;
    paths[route.path] ??= {};
    (paths[route.path] as JsonObject)[route.method.toLowerCase()] = operation(
      route.method,
      route.name,
      route.path,
      contract,
    );
  }
  built = {
    openapi: '3.1.0',
    info: {
      title: 'LienMinder API',
      version: '1.0.0',
      description:
        'Florida construction lien deadlines (Fla. Stat. ch. 713). Writes must come from the app origin (Origin header).',
    },
    paths,
    components: {
      schemas: { Error: jsonSchema(errorBodySchema, 'output') },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        adminBasic: { type: 'http', scheme: 'basic' },
        stripeSignature: { type: 'apiKey', in: 'header', name: 'Stripe-Signature' },
        twilioSignature: { type: 'apiKey', in: 'header', name: 'X-Twilio-Signature' },
      },
    },
  };
  return built;
}
