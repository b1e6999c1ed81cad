/**
 * Which test files `npm test` runs again under the far-apart time zones (vitest.time-zones.config.ts),
 * chosen by one rule from the code itself, so that a new file needs no list kept by hand:
 *
 * - A date/time module is a source file that can read the host's zone or takes one: a Date getter or
 *   setter in local time, `toLocale…String`, `getTimezoneOffset`, a `new Date(…)` built from parts,
 *   `Intl.DateTimeFormat`, or date-fns. Only such code can answer differently in another zone; the
 *   rest of the code passes instants and ISO strings along, which mean the same in every zone.
 * - Every test file of `shared` runs (the domain, where calendar dates and deadlines are computed;
 *   pure and quick), among them `calendar/host-time-zone.test.ts`, which fails if a worker's clock
 *   is not in its run's zone.
 * - A test file of `functions` runs when its imports, followed through the repository's own
 *   modules, reach a date/time module without passing through the composition root (a
 *   `composition/` folder, or a module importing one: the whole app's wiring). A whole-app test
 *   (the API through `createApp`, the local server) reaches every module; it runs once, in the
 *   host's zone, because each date/time module it reaches is run under all three zones by the files
 *   that reach it without the whole app.
 * - Of those, a file on DynamoDB Local (it reaches test/dynamodb.ts) runs only for a date/time
 *   module that no file without the database reaches: the module's own tests, which call it
 *   directly, are where a zone shows, and a database suite under two more zones costs a minute of
 *   the run for code they cover already (before: 7 such files of 13, 59 s of the 66 s the chosen
 *   files' tests took in the host's zone).
 * - scripts/time-zone-tests.test.ts fails if a date/time module is reached by no chosen file: a new
 *   module that reads the zone needs a test that imports it (or a unit that uses it).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Code that reads the host's time zone, or is handed one (see above); and a date-time written
 * without an offset, which `new Date` and `Date.parse` read in the host's zone.
 */
export const ZONE_CODE = new RegExp(
  [
    String.raw`\.(?:get|set)(?:FullYear|Month|Date|Day|Hours|Minutes|Seconds)\(`,
    String.raw`getTimezoneOffset\(`,
    String.raw`\.toLocale(?:Date|Time)?String\(`,
    String.raw`\.to(?:Date|Time)String\(`,
    String.raw`new Date\([^()]*,`,
    String.raw`Intl\.DateTimeFormat`,
    String.raw`from '(?:date-fns|@date-fns\/tz)[/']`,
    String.raw`['"\x60]\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?['"\x60]`,
  ].join('|'),
);

/** The wiring of the whole app: a test that reaches date code only through it is a whole-app test. */
const COMPOSITION = /(^|\/)composition\//;

/** The integration tests' table on DynamoDB Local: a test file that reaches it is a database suite. */
const DATABASE_HELPER = 'functions/test/dynamodb.ts';

const TEST_FILE = /\.test\.tsx?$/;

/** Every TypeScript file of a workspace (repository-relative), outside node_modules and builds. */
function workspaceFiles(workspace: string): string[] {
  return readdirSync(join(ROOT, workspace), { recursive: true })
    .map(String)
    .filter((path) => /\.tsx?$/.test(path) && !/(^|\/)(node_modules|dist|cdk\.out)\//.test(path))
    .map((path) => join(workspace, path));
}

/** The workspace's `#` subpath imports (package.json "imports"), as prefix → folder. */
function subpathImports(workspace: string): [string, string][] {
  const { imports = {} } = JSON.parse(readFileSync(join(ROOT, workspace, 'package.json'), 'utf8')) as {
    imports?: Record<string, string>;
  };
  return Object.entries(imports).map(([from, to]) => [
    from.replace(/\*.*$/, ''),
    join(workspace, to.replace(/\*.*$/, '')),
  ]);
}

/** Where a specifier leads in the repository, if it does: a file path, or undefined. */
function resolveFile(base: string): string | undefined {
  const found = [
    base,
    base.replace(/\.js$/, '.ts'),
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
  ].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
  return found && relative(ROOT, found);
}

/** The repository files whose code `file` imports. */
function importsOf(file: string, aliases: [string, string][]): string[] {
  const source = readFileSync(join(ROOT, file), 'utf8');
  const targets: string[] = [];
  const statements =
    /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]/g;
  for (const [, , typeOnly, , fromSpecifier, lazySpecifier] of source.matchAll(statements)) {
    if (typeOnly) continue;
    const specifier = fromSpecifier ?? lazySpecifier ?? '';
    const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
    const base = specifier.startsWith('.')
      ? resolve(ROOT, dirname(file), specifier)
      : alias
        ? resolve(ROOT, alias[1], specifier.slice(alias[0].length))
        : undefined;
    const found = base === undefined ? undefined : resolveFile(base);
    if (found) targets.push(found);
  }
  return targets;
}

export interface TimeZoneSelection {
  /** Source files that read or take a time zone. */
  dateTimeModules: string[];
  /** Test files to run under the extra zones, per workspace, relative to the workspace. */
  tests: { shared: string[]; functions: string[] };
  /** For each date/time module, the chosen test files that reach it (the check reads this). */
  reachedBy: Map<string, string[]>;
}

export function timeZoneSelection(): TimeZoneSelection {
  const shared = workspaceFiles('shared');
  const functions = workspaceFiles('functions');
  const aliases = subpathImports('functions');
  const sources = [...shared, ...functions].filter((file) => !TEST_FILE.test(file));
  const dateTimeModules = sources.filter((file) => ZONE_CODE.test(readFileSync(join(ROOT, file), 'utf8')));
  const dateTime = new Set(dateTimeModules);

  const importCache = new Map<string, string[]>();
  const importsFor = (file: string) => {
    const found = importCache.get(file) ?? importsOf(file, aliases);
    importCache.set(file, found);
    return found;
  };
  const isComposition = (file: string) =>
    COMPOSITION.test(file) || importsFor(file).some((target) => COMPOSITION.test(target));

  /** The date/time modules `test` reaches, not through the composition root, and whether it reaches the database. */
  const reached = (test: string): { hits: string[]; database: boolean } => {
    const seen = new Set<string>([test]);
    const queue = [test];
    const hits: string[] = [];
    // A date/time module's own test file counts as reaching it.
    const own = test.replace(TEST_FILE, '.ts');
    if (dateTime.has(own)) hits.push(own);
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      for (const target of importsFor(file)) {
        if (seen.has(target) || isComposition(target)) continue;
        seen.add(target);
        if (dateTime.has(target) && target !== own) hits.push(target);
        queue.push(target);
      }
    }
    return { hits, database: seen.has(DATABASE_HELPER) };
  };

  const sharedTests = shared.filter((file) => TEST_FILE.test(file));
  const functionsTests = functions.filter((file) => TEST_FILE.test(file));
  const reach = new Map([...sharedTests, ...functionsTests].map((test) => [test, reached(test)]));
  /** The date/time modules some test file without the database reaches. */
  const coveredWithoutDatabase = new Set(
    [...reach.values()].filter(({ database }) => !database).flatMap(({ hits }) => hits),
  );
  const reachedBy = new Map<string, string[]>(dateTimeModules.map((module) => [module, []]));
  const chosen = (tests: string[], all: boolean) =>
    tests.filter((test) => {
      const { hits, database } = reach.get(test) ?? { hits: [], database: false };
      const runs = all || (database ? hits.some((hit) => !coveredWithoutDatabase.has(hit)) : hits.length > 0);
      if (runs) for (const hit of hits) reachedBy.get(hit)?.push(test);
      return runs;
    });
  const inWorkspace = (workspace: string) => (file: string) => relative(workspace, file);
  return {
    dateTimeModules,
    tests: {
      shared: chosen(sharedTests, true).map(inWorkspace('shared')),
      functions: chosen(functionsTests, false).map(inWorkspace('functions')),
    },
    reachedBy,
  };
}
