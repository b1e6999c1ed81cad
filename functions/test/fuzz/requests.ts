/**
 * fast-check arbitraries for API requests, drawn from the OpenAPI document's schemas and mutated:
 * wrong types, missing and extra fields, prototype keys, huge strings, unicode and control
 * characters, bodies that are not objects or not JSON, odd query strings and headers.
 */
import fc from 'fast-check';
import type { JsonSchema } from '#src/services/openapi/openapi-document';

/**
 * Typed text shaped like a table key: saved as any other text, it comes back wherever saved text is
 * shown (a project, the company profile, the account export), so the leak check looks past it.
 */
export const KEY_SHAPED_PROBE = 'USER#x';

/** Strings meant to break parsers, renderers and stores. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u0008\u001b[31m',
  '\r\n\t',
  '\u202eevil\u202c',
  '\ufeff',
  '\ud800',
  '\udfff\ud800',
  '😀👩‍👩‍👧‍👦🇺🇸',
  'Ω≈ç√∫˜µ≤',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><b>bold</b>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as typed.
  '${7*7}{{7*7}}',
  "'; DROP TABLE users; --",
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '%00%2e%2e',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  KEY_SHAPED_PROBE,
] as const;

export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
];
/** Fields a client must never set: the server owns them. */
export const PRIVILEGED_KEYS = ['id', 'userId', 'tier', 'projectCount', 'isAdmin', 'pk', 'sk', 'createdAt'];

const anyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(...NASTY_STRINGS),
);

export const hugeString = fc
  .tuple(fc.constantFrom(201, 5_000, 70_000), fc.constantFrom('x', 'é', '😀', '\u0000', '<'))
  .map(([length, unit]) => unit.repeat(length));

/** A value of another JSON type than the field's. */
export const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** A value the schema's JSON Schema allows (checks it cannot express, such as formats, aside). */
export function fromSchema(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'boolean':
      return fc.boolean();
    case 'string':
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 30, 30),
        unit: 'grapheme',
      });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      return fc.record(Object.fromEntries(properties.map(([name, field]) => [name, fromSchema(field)])));
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** One field's value: the valid example mostly, else schema-drawn, wrong-typed, nasty or huge. */
function fieldValue(field: JsonSchema, example: unknown): fc.Arbitrary<unknown> {
  const options: fc.WeightedArbitrary<unknown>[] = [
    { weight: 2, arbitrary: fromSchema(field) },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: anyString },
    { weight: 1, arbitrary: anyString.map((text) => ` ${text} `) },
  ];
  if (field.type === 'string') options.push({ weight: 1, arbitrary: hugeString });
  if (example !== undefined) options.push({ weight: 5, arbitrary: fc.constant(example) });
  return fc.oneof(...options);
}

export interface BodyCase {
  /** The body as sent (JSON text, form text, or something else). */
  raw: string;
  /** What it decodes to, when it is an object a schema could accept. */
  value?: Record<string, unknown>;
}

/** An object body from the schema and example, with fields dropped and extra (prototype) keys added. */
function objectBody(schema: JsonSchema, example: Record<string, unknown>): fc.Arbitrary<BodyCase> {
  const fields = Object.entries(schema.properties ?? {});
  const record = fc.record(
    Object.fromEntries(fields.map(([name, field]) => [name, fieldValue(field, example[name])])),
    { requiredKeys: [] },
  );
  const extras = fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, ...PRIVILEGED_KEYS), fc.string({ maxLength: 10 })),
      fc.oneof(wrongType, anyString, fc.constant({ isAdmin: true, tier: 'gold' })),
    ),
    { maxLength: 3 },
  );
  return fc.tuple(record, extras).map(([value, extra]) => {
    // Written as text: an own `__proto__` key survives only in the JSON the server receives.
    const fieldsText = JSON.stringify(value).slice(1, -1);
    const extraText = extra.map(([key, field]) => `${JSON.stringify(key)}:${JSON.stringify(field)}`);
    const raw = `{${[fieldsText, ...extraText].filter(Boolean).join(',')}}`;
    return { raw, value: JSON.parse(raw) as Record<string, unknown> };
  });
}

/** Bodies that are not an object, or not JSON at all. */
const oddBody: fc.Arbitrary<BodyCase> = fc
  .oneof(
    fc.constantFrom('null', '[]', '"text"', '42', 'true', '{', '{"a":', '{"a":1}}', '\u0000', '1e309'),
    fc.constantFrom('['.repeat(5_000) + ']'.repeat(5_000), `{"a":${'['.repeat(3_000)}`),
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'),
    fc.string({ unit: 'binary', maxLength: 50 }),
    hugeString.map((text) => JSON.stringify({ text })),
  )
  .map((raw) => ({ raw }));

export function bodyCase(
  schema: JsonSchema | undefined,
  example: Record<string, unknown> | undefined,
  form: boolean,
): fc.Arbitrary<BodyCase | undefined> {
  if (!schema)
    return fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: oddBody });
  const objects = objectBody(schema, example ?? {});
  const encoded = form
    ? objects.map(({ value }) => ({
        raw: new URLSearchParams(
          Object.entries(value ?? {}).map(([key, field]): [string, string] => [
            key,
            typeof field === 'string' ? field : JSON.stringify(field),
          ]),
        ).toString(),
        value,
      }))
    : objects;
  return fc.oneof(
    { weight: 6, arbitrary: encoded },
    { weight: 2, arbitrary: oddBody },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Query strings: the documented parameters and made-up ones, with odd values. */
export function queryCase(documented: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...documented, ...PROTOTYPE_KEYS), fc.string({ maxLength: 10 }));
  const value = fc.oneof(
    anyString,
    hugeString.map((text) => text.slice(0, 1_000)),
  );
  return fc
    .array(fc.tuple(key, value), { maxLength: 4 })
    .map((pairs) =>
      pairs.length === 0
        ? ''
        : `?${pairs.map(([name, text]) => `${encodeURIComponent(name)}=${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}`).join('&')}`,
    );
}

/** Header values a client can send (HTTP allows visible ASCII, spaces and tabs, and Latin-1). */
const headerText = fc.oneof(
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength: 60,
  }),
  fc.constantFrom('', 'é', 'null', '*', 'x'.repeat(4_000)),
);

export const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  'APPLICATION/JSON',
);

export interface HeaderCase {
  contentType?: string;
  origin?: string;
  /** 'session' sends the test user's own session cookie. */
  cookie: 'session' | 'none' | string;
  extra: [string, string][];
}

export function headerCase(appOrigin: string, form: boolean): fc.Arbitrary<HeaderCase> {
  return fc.record({
    contentType: fc.oneof(
      { weight: 4, arbitrary: fc.constant(form ? 'application/x-www-form-urlencoded' : 'application/json') },
      { weight: 2, arbitrary: contentTypes },
      { weight: 1, arbitrary: fc.constant(undefined) },
    ),
    origin: fc.oneof(
      { weight: 5, arbitrary: fc.constant(appOrigin) },
      { weight: 1, arbitrary: fc.constantFrom('https://evil.example', 'null', `${appOrigin}.evil.example`) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    ),
    cookie: fc.oneof(
      { weight: 5, arbitrary: fc.constant('session') },
      { weight: 1, arbitrary: fc.constant('none') },
      {
        weight: 1,
        arbitrary: fc.oneof(
          headerText.map((text) => `lm_session=${text.replace(/[;\s]/g, '')}`),
          fc.constantFrom(
            'lm_session=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
            'lm_session=;lm_session=x',
            '=',
            ';;;',
          ),
        ),
      },
    ),
    extra: fc.array(
      fc.tuple(
        fc.constantFrom(
          'x-forwarded-for',
          'accept',
          'accept-encoding',
          'x-twilio-signature',
          'stripe-signature',
          'authorization',
          'x-lienminder-extra',
        ),
        headerText,
      ),
      { maxLength: 3 },
    ),
  });
}
