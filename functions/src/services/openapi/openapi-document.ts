/**
 * The OpenAPI 3.1 document of the HTTP API (issue 16), built from routes.ts and the request
 * schemas of route-contracts.ts with zod's own JSON Schema output (OpenAPI 3.1 schemas are JSON
 * Schema 2020-12). Request bodies are described as the client sends them (`io: 'input'`: defaults
 * make a field optional); checks JSON Schema cannot say (refinements, transforms such as the phone
 * formats) are left to the error answers, which name the field and the spec's message.
 */
import * as z from 'zod/mini';
import { SESSION_COOKIE } from '../../http/session-cookie';
import { ROUTE_CONTRACTS, type RouteAuth, type RouteContract } from '../../route-contracts';
import { API_FUNCTIONS } from '../../routes';

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
  parameters?: { name: string; in: 'path' | 'query'; required: boolean }[];
  requestBody?: {
    required: boolean;
    content: Record<string, { schema: JsonSchema; example?: Record<string, unknown> }>;
  };
  responses: Record<string, unknown>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: JsonObject;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: JsonObject;
}

/** DESIGN.md section 6: every refusal has this body. */
const errorBody = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
});

const jsonSchema = (schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
};

const SECURITY: Record<RouteAuth, JsonObject[]> = {
  none: [],
  session: [{ session: [] }],
  basic: [{ adminBasic: [] }],
  'stripe-signature': [{ stripeSignature: [] }],
  'twilio-signature': [{ twilioSignature: [] }],
};

function operation(name: string, path: string, contract: RouteContract): OpenApiOperation {
  const parameters = [
    ...[...path.matchAll(/\{(\w+)\}/g)].map((match) => ({
      name: match[1] ?? '',
      in: 'path' as const,
      required: true,
      schema: { type: 'string' },
    })),
    ...Object.entries(contract.query ?? {}).map(([query, description]) => ({
      name: query,
      in: 'query' as const,
      required: false,
      description,
      schema: { type: 'string' },
    })),
  ];
  const error = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  const success = contract.mediaType
    ? { description: contract.summary, content: { [contract.mediaType]: { schema: { type: 'string' } } } }
    : { description: contract.summary, content: { 'application/json': { schema: { type: 'object' } } } };
  return {
    operationId: name,
    summary: contract.summary,
    security: SECURITY[contract.auth],
    ...(parameters.length > 0 ? { parameters } : {}),
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
      [String(contract.success)]: success,
      '4XX': { description: 'Refused: `{ message, errors: [{ path, message }] }`', ...error },
      '5XX': { description: 'The store or a provider is not answering', ...error },
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
      schemas: { Error: jsonSchema(errorBody, 'output') },
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
