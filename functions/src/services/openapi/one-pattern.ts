/**
 * zod writes a string with several regex checks as `allOf: [{ pattern }, { pattern }, ...]`. That
 * is right in JSON Schema, but tools that fold an `allOf` into one schema join the patterns as they
 * stand (the password rule came out as `(?=[A-Z])(?=[a-z])(?=[0-9])`, which no string matches), so
 * the document publishes one pattern with the same meaning: a lookahead from the start for each.
 */
/** "Somewhere in the string there is a match" (JSON Schema patterns are unanchored), as a lookahead. */
const somewhere = (pattern: string) =>
  pattern.startsWith('^') ? `(?=${pattern.slice(1)})` : `(?=[\\s\\S]*?(?:${pattern}))`;

const onlyPattern = (schema: unknown): schema is { pattern: string } =>
  typeof schema === 'object' &&
  schema !== null &&
  Object.keys(schema).length === 1 &&
  typeof (schema as { pattern?: unknown }).pattern === 'string';

/** The schema with every all-patterns `allOf` (and the pattern beside it) as one `pattern`, at any depth. */
export function withOnePattern<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withOnePattern) as T;
  if (typeof schema !== 'object' || schema === null) return schema;
  const folded = Object.fromEntries(
    Object.entries(schema).map(([keyword, value]) => [keyword, withOnePattern(value)]),
  ) as { allOf?: unknown; pattern?: unknown; [keyword: string]: unknown };
  const { allOf, ...rest } = folded;
  if (!Array.isArray(allOf) || !allOf.every(onlyPattern)) return folded as T;
  const own = typeof rest.pattern === 'string' ? [rest.pattern] : [];
  const patterns = [...own, ...allOf.map((part) => part.pattern)];
  return { ...rest, pattern: `^${patterns.map(somewhere).join('')}` } as T;
}
