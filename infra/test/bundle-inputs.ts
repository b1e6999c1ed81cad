import { join } from 'node:path';
import { ALERT_FUNCTIONS, API_FUNCTIONS, STREAM_FUNCTIONS } from '@lienminder/functions/routes';
import { build, type Metafile } from 'esbuild';
import { esbuildBuildOptions, trimsFor } from '../lib/lambda-bundling';
import { handlerEntryFile, REPO_ROOT } from '../lib/paths';
import { must } from './synth';

const definitions = [...API_FUNCTIONS, ...Object.values(ALERT_FUNCTIONS), ...Object.values(STREAM_FUNCTIONS)];

interface Bundle {
  code: string;
  inputs: Map<string, number>;
}

/**
 * Each function's bundle, built once per test file: the files ask for the same function's bundle
 * in several tests (sdk-trims.test.ts CreateProject's five times), and a build is seconds of CPU on
 * the loaded machine. The sources do not change while the tests run.
 */
const built = new Map<string, Promise<Bundle>>();

/**
 * The bundle of the function `name` as the stack bundles it, written nowhere: its code, and what each
 * input file puts into it (bytes, minified; esbuild's metafile, by input path).
 */
export function bundleOf(name: string): Promise<Bundle> {
  const bundle = built.get(name) ?? buildBundle(name);
  built.set(name, bundle);
  return bundle;
}

async function buildBundle(name: string): Promise<Bundle> {
  const definition = must(
    definitions.find((candidate) => candidate.name === name),
    `${name} in the manifest`,
  );
  const result = await build({
    ...esbuildBuildOptions(
      handlerEntryFile(definition.entry),
      join(REPO_ROOT, 'not-written', name, 'index.mjs'),
      trimsFor(definition),
    ),
    write: false,
  });
  const output = must(
    Object.values((result.metafile as Metafile).outputs).find((entry) => entry.entryPoint),
    'the bundle',
  );
  const code = must(
    result.outputFiles?.find((file) => file.path.endsWith('index.mjs')),
    'the bundle code',
  ).text;
  return {
    code,
    inputs: new Map(Object.entries(output.inputs).map(([path, input]) => [path, input.bytesInOutput])),
  };
}

/**
 * What each input file puts into every function's bundle, by function name: one esbuild build per
 * set of SDK trims, with every function of that set as an entry point. Without code splitting
 * esbuild links each entry point into its own bundle exactly as a build of that entry alone would
 * (the same tree-shaking, the same bytes); it only parses and transforms each shared source file
 * once. Each function's inputs came out equal to its own build's (bundleOf), all 70 checked. For a
 * test that reads all of them (secrets-by-need.test.ts): one build per function, one after another,
 * took 44 s of a CI run (62 s on a loaded machine); these two builds, 12 s beside them.
 */
export async function everyBundleInputs(): Promise<Map<string, Map<string, number>>> {
  const sets = new Map<boolean, typeof definitions>();
  for (const definition of definitions) {
    const { keepAdaptiveRetry } = trimsFor(definition);
    sets.set(keepAdaptiveRetry, [...(sets.get(keepAdaptiveRetry) ?? []), definition]);
  }
  const byName = new Map<string, Map<string, number>>();
  for (const [keepAdaptiveRetry, members] of sets) {
    const result = await build({
      // The stack's options, with every function of the set in place of the one entry and file.
      ...esbuildBuildOptions('', '', { keepAdaptiveRetry }),
      outfile: undefined,
      entryPoints: members.map((definition) => ({
        in: handlerEntryFile(definition.entry),
        out: `${definition.name}/index`,
      })),
      outdir: join(REPO_ROOT, 'not-written'),
      outExtension: { '.js': '.mjs' },
      // The source map changes no byte of the code (with it, every function's inputs came out the
      // same as without), and writing 70 of them was 40% of the builds' time.
      sourcemap: false,
      write: false,
    });
    const outputs = (result.metafile as Metafile).outputs;
    for (const definition of members) {
      const output = must(
        Object.entries(outputs).find(([path]) => path.endsWith(`not-written/${definition.name}/index.mjs`)),
        `the bundle of ${definition.name}`,
      )[1];
      byName.set(
        definition.name,
        new Map(Object.entries(output.inputs).map(([path, input]) => [path, input.bytesInOutput])),
      );
    }
  }
  return byName;
}

/** What each input file puts into the bundle of the function `name` (bundleOf). */
export async function bundleInputs(name: string): Promise<Map<string, number>> {
  return (await bundleOf(name)).inputs;
}

/** The bytes each input matching `pattern` puts in the bundle of `name`. */
export async function bytesOf(name: string, pattern: RegExp): Promise<number[]> {
  return [...(await bundleInputs(name))].filter(([path]) => pattern.test(path)).map(([, bytes]) => bytes);
}
