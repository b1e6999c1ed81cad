/**
 * The house rules on imports (docs/architecture.md sections 2 and 8), read from the code by dependency-cruiser:
 *   - services import no store, adapter, stream or http module, directly or through any other
 *     module: what they need of storage and providers comes through a port (functions/src/ports),
 *     so a service can be read and tested without DynamoDB's key shapes or an SDK;
 *   - store modules and adapters import no service, directly or through another module: they
 *     implement ports, and a rule the services own stays with them;
 *   - ports import only ports and the domain (shared): an interface that reaches a service or an
 *     implementation is not one;
 *   - the store computes no deadline: it imports nothing of the shared deadline engine
 *     (shared/src/deadlines) but its type names, so a project's deadlines and the day its plan-day
 *     entry goes under are the services' to compute (services/projects/project-deadlines.ts). Read
 *     name by name with the TypeScript checker, since every import of shared comes through its
 *     one entry point, which dependency-cruiser sees as a single module;
 *   - handlers choose their parts through composition, never a store or an adapter themselves;
 *   - the API's middleware (functions/src/http) imports no composition and no service: what it
 *     needs (the front door, the public origin, the session's parts) the handler's composition
 *     hands it as arguments; the pages the API answers are with their handlers;
 *   - handlers declare no schema (they import no zod): a table item is read by its store module's
 *     one reader (store/alert-items.ts for the stream's alert images), a request by the shared
 *     schemas of the route contracts, an event by its port's schema;
 *   - functions/src, which is what ships to Lambda, imports nothing of the local runtime
 *     (functions/local): the local runtime hands its parts over (functions/local/app.ts);
 *   - nor does it choose by runtime: no module of functions/src but config.ts, which parses each
 *     runtime's variables, reads RUNTIME or compares with 'local' (the secrets' source, the
 *     provider setup, the clock, the front door come as parts the local app hands over);
 *   - functions/src is exactly what ships: each of its modules is reached from a handler (the
 *     one-off table migrations live in functions/local/migrations, for the local runtime and
 *     scripts/migrate.ts; the site's security headers in shared, for CloudFront and the local server);
 *   - no module imports itself through others (type-only and lazy imports count too): a circle
 *     makes load order matter and keeps two files from being understood apart;
 *   - no service folder imports itself through other folders (alerts -> messages -> alerts): each
 *     folder of functions/src/services can be read with only those it leans on, and what several
 *     share sits in a folder that leans on none of them (services/messaging);
 *   - in functions, one way to import: a module beyond the file's own folder by its `#src/`,
 *     `#local/` or `#test/` alias, a sibling by `./`, so a moved file's importers read alike.
 * A failure names each offending import (for a rule through other modules, the whole path), file
 * by file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IViolation } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parsedTsConfig } from './tsconfig-file';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Each workspace with its own tsconfig, and web's `@/` (its tsconfig's `paths`, which the resolver
 * does not read without a `baseUrl`) as an alias.
 */
const WORKSPACES: {
  tsconfig: string;
  sources: string[];
  alias: Record<string, string>;
  /** Imports leave their folder only through the package's `#` aliases (functions/package.json "imports"). */
  aliasesOnly?: boolean;
}[] = [
  { tsconfig: 'shared/tsconfig.json', sources: ['shared/src'], alias: {} },
  {
    tsconfig: 'functions/tsconfig.json',
    sources: ['functions/src', 'functions/local', 'functions/test'],
    alias: {},
    aliasesOnly: true,
  },
  { tsconfig: 'web/tsconfig.json', sources: ['web/src'], alias: { '@': join(ROOT, 'web/src') } },
  { tsconfig: 'infra/tsconfig.json', sources: ['infra/bin', 'infra/lib'], alias: {} },
];

/** Test files: integration tests wire real stores in, as composition does. */
const TESTS = '\\.test\\.tsx?$';

/** A relative import that leaves its file's folder (`../x`, `./folder/x`). */
const LEAVES_FOLDER = /^(\.\.\/|\.\/[^/]+\/)/;

/** An import of the workspace's own code (relative, `#` subpath, `@/`): one the rules must see. */
const OWN_IMPORT = /^(\.|#|@\/)/;

const RULES = {
  forbidden: [
    {
      name: 'services-reach-no-store-adapter-stream-or-http',
      comment:
        'A service reaches storage and providers through a port in functions/src/ports, never a store, adapter, stream or http module, not even through another module.',
      severity: 'error' as const,
      // Tests of services are integration tests: they wire the real store in, as composition does.
      from: { path: '^functions/src/services/', pathNot: TESTS },
      to: { path: '^functions/src/(store|adapters|stream|http)/', reachable: true },
    },
    {
      name: 'store-and-adapters-reach-no-service',
      comment:
        'A store or an adapter implements a port; it never imports a service, directly or through another module.',
      severity: 'error' as const,
      from: { path: '^functions/(src|local)/(store|adapters|migrations)/', pathNot: TESTS },
      to: { path: '^functions/src/services/', reachable: true },
    },
    {
      name: 'ports-import-only-ports-and-the-domain',
      comment:
        'A port is an interface: it imports other ports and the domain (shared), nothing else of its own workspace.',
      severity: 'error' as const,
      from: { path: '^functions/src/ports/', pathNot: TESTS },
      to: { path: '^functions/', pathNot: '^functions/src/ports/' },
    },
    {
      name: 'handlers-import-no-store-or-adapter',
      comment:
        'A handler uses the parts composition chose (functions/src/composition), never a store or an adapter itself.',
      severity: 'error' as const,
      from: { path: '^functions/src/handlers/' },
      to: { path: '^functions/src/(store|adapters)/' },
    },
    {
      name: 'http-takes-its-parts-as-arguments',
      comment:
        "The API's middleware imports no composition and no service: the handler's composition hands it what it needs.",
      severity: 'error' as const,
      from: { path: '^functions/src/http/', pathNot: TESTS },
      to: { path: '^functions/src/(composition|services)/' },
    },
    {
      name: 'handlers-declare-no-schema',
      comment:
        "A handler reads a table item through its store module's reader, a request through the route contract's shared schema: it imports no zod.",
      severity: 'error' as const,
      from: { path: '^functions/src/handlers/' },
      to: { path: '(^|/)node_modules/zod/' },
    },
    {
      name: 'shipped-code-imports-no-local-runtime',
      comment:
        'functions/src is what ships to Lambda: the local runtime (functions/local) hands its parts over, never the reverse.',
      severity: 'error' as const,
      from: { path: '^functions/src/', pathNot: TESTS },
      to: { path: '^functions/local/' },
    },
    {
      name: 'shipped-code-is-reached-from-a-handler',
      comment:
        'functions/src is what ships: a module no handler reaches belongs with the local runtime, the scripts or the tools that use it.',
      severity: 'error' as const,
      from: { path: '^functions/src/handlers/' },
      to: { path: '^functions/src/', pathNot: `^functions/src/handlers/|${TESTS}`, reachable: false },
    },
    {
      name: 'no-import-circle',
      comment: 'A module that imports itself through others.',
      severity: 'error' as const,
      from: {},
      to: { circular: true },
    },
  ],
};

/** One line per violation: the rule, and the import (or the whole circle) that breaks it. */
function describeViolation(violation: IViolation): string {
  const chain = violation.cycle?.length
    ? [violation.from, ...violation.cycle.map((step) => step.name)].join(' -> ')
    : `${violation.from} -> ${violation.to}`;
  return `${violation.rule.name}: ${chain}`;
}

/** The rules' violations, and any own import the cruise could not follow (which would hide one). */
async function violationsIn(workspace: (typeof WORKSPACES)[number]): Promise<string[]> {
  const { output } = await cruise(
    workspace.sources,
    {
      // Paths in the answer and in the rules above are relative to the repository's root.
      baseDir: ROOT,
      ruleSet: RULES,
      validate: true,
      tsPreCompilationDeps: true,
      tsConfig: { fileName: workspace.tsconfig },
      // Packages stay in the graph as leaves, for the rules about which may be imported where.
      doNotFollow: { path: 'node_modules' },
    },
    { alias: workspace.alias },
    { tsConfig: extractTSConfig(join(ROOT, workspace.tsconfig)) },
  );
  if (typeof output === 'string') throw new Error(`dependency-cruiser answered text: ${output}`);
  const unresolved = output.modules.flatMap((module) =>
    module.dependencies
      .filter((dependency) => dependency.couldNotResolve && OWN_IMPORT.test(dependency.module))
      .map((dependency) => `unresolved: ${module.source} -> ${dependency.module}`),
  );
  // One way to import: `#src/...`, `#local/...`, `#test/...` beyond the folder, `./x` within it.
  const relative = workspace.aliasesOnly
    ? output.modules.flatMap((module) =>
        module.dependencies
          .filter((dependency) => LEAVES_FOLDER.test(dependency.module))
          .map((dependency) => `relative import beyond its folder: ${module.source} -> ${dependency.module}`),
      )
    : [];
  return [...unresolved, ...relative, ...output.summary.violations.map(describeViolation)];
}

/** The store's modules: what implements the ports on the table, shipped or local. */
const STORE_FOLDERS = ['functions/src/store', 'functions/local/store', 'functions/local/migrations'];

/** The shared deadline engine's modules. */
const DEADLINE_ENGINE = /\/shared\/src\/deadlines\//;

/**
 * Each name a store module imports whose value (not its type alone) is declared in the engine's
 * modules, through shared's entry point or any other path; a namespace import of shared counts as
 * all of it.
 */
function engineImportsOfTheStore(): string[] {
  const files = STORE_FOLDERS.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts') && !new RegExp(TESTS).test(name))
      .map((name) => join(ROOT, folder, name)),
  );
  const config = parsedTsConfig(join(ROOT, 'functions/tsconfig.json'));
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const inEngine = (symbol: ts.Symbol) =>
    (symbol.declarations ?? []).some((declaration) =>
      DEADLINE_ENGINE.test(declaration.getSourceFile().fileName),
    );
  return files.flatMap((file) => {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file} is not in the program`);
    const from = relative(ROOT, file);
    return source.statements.flatMap((statement): string[] => {
      const clause = ts.isImportDeclaration(statement) ? statement.importClause : undefined;
      if (!clause || clause.isTypeOnly || !clause.namedBindings) return [];
      const module = (statement as ts.ImportDeclaration).moduleSpecifier.getText(source);
      if (ts.isNamespaceImport(clause.namedBindings)) {
        const target = checker.getSymbolAtLocation((statement as ts.ImportDeclaration).moduleSpecifier);
        const exports = target ? checker.getExportsOfModule(target) : [];
        // A module's own declarations are no aliases (zod's namespace, say); re-exports are.
        const reaches = exports.some(
          (symbol) =>
            inEngine(symbol) ||
            (symbol.flags & ts.SymbolFlags.Alias ? inEngine(checker.getAliasedSymbol(symbol)) : false),
        );
        return reaches ? [`the store imports the deadline engine: ${from} -> * from ${module}`] : [];
      }
      return clause.namedBindings.elements.flatMap((element) => {
        if (element.isTypeOnly) return [];
        const local = checker.getSymbolAtLocation(element.name);
        const symbol = local && local.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(local) : local;
        if (!symbol || !(symbol.flags & ts.SymbolFlags.Value) || !inEngine(symbol)) return [];
        return [
          `the store imports the deadline engine: ${from} -> ${element.getText(source)} from ${module}`,
        ];
      });
    });
  });
}

/** A choice by runtime: RUNTIME or a `runtime` read, or a comparison with 'local'. */
const RUNTIME_CHOICE = /\bRUNTIME\b|\.runtime\b|[!=]==?\s*['"`]local['"`]|['"`]local['"`]\s*[!=]==?/;

/** Where the runtimes' variables are told apart, the one module of functions/src that may. */
const RUNTIME_VARIANTS = 'functions/src/config.ts';

/** Each line of a shipped module (functions/src, tests aside) that chooses by runtime. */
function runtimeChoicesInShippedCode(): string[] {
  const src = join(ROOT, 'functions/src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !new RegExp(TESTS).test(name))
    .map((name) => relative(ROOT, join(src, name)))
    .filter((file) => file !== RUNTIME_VARIANTS)
    .flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          RUNTIME_CHOICE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
}

/** The service folders that import themselves through other folders, each loop as a path. */
async function serviceFolderLoops(): Promise<string[]> {
  const { output } = await cruise(
    ['functions/src'],
    {
      baseDir: ROOT,
      ruleSet: {
        forbidden: [
          {
            name: 'no-service-folder-loop',
            comment: 'A service folder that imports itself through other folders.',
            severity: 'error',
            scope: 'folder',
            from: { path: '^functions/src/services/' },
            to: { circular: true },
          },
        ],
      },
      validate: true,
      tsPreCompilationDeps: true,
      tsConfig: { fileName: 'functions/tsconfig.json' },
      doNotFollow: { path: 'node_modules' },
      // A test reaches across folders as composition does; the loops that count are the shipped code's.
      exclude: { path: `node_modules|${TESTS}` },
    },
    {},
    { tsConfig: extractTSConfig(join(ROOT, 'functions/tsconfig.json')) },
  );
  if (typeof output === 'string') throw new Error(`dependency-cruiser answered text: ${output}`);
  return output.summary.violations.map(describeViolation);
}

describe('the import rules of the house', () => {
  it.each(WORKSPACES)('hold in $sources', async (workspace) => {
    expect(await violationsIn(workspace)).toEqual([]);
  });

  it('leave 0 folder loops in functions/src/services', async () => {
    expect(await serviceFolderLoops()).toEqual([]);
  });

  it('keep pages out of the middleware: no module of functions/src/http answers HTML', () => {
    const http = join(ROOT, 'functions/src/http');
    const pages = readdirSync(http).filter(
      (name) => !new RegExp(TESTS).test(name) && readFileSync(join(http, name), 'utf8').includes('text/html'),
    );
    expect(pages).toEqual([]);
  });

  it('leave the local choices to the parts the local app hands over: functions/src chooses nothing by runtime', () => {
    expect(runtimeChoicesInShippedCode()).toEqual([]);
  });

  it('keep the deadline engine out of the store', () => {
    expect(engineImportsOfTheStore()).toEqual([]);
  });
});
