import { join } from 'node:path';
import { ALERT_FUNCTIONS, API_FUNCTIONS, STREAM_FUNCTIONS } from '@lienminder/functions/routes';
import { build, type Metafile } from 'esbuild';
import { esbuildBuildOptions, trimsFor } from '../lib/lambda-bundling';
import { handlerEntryFile, REPO_ROOT } from '../lib/paths';
import { must } from './synth';

const definitions = [...API_FUNCTIONS, ...Object.values(ALERT_FUNCTIONS), ...Object.values(STREAM_FUNCTIONS)];

/**
 * The bundle of the function `name` as the stack bundles it, written nowhere: its code, and what each
 * input file puts into it (bytes, minified; esbuild's metafile, by input path).
 */
export async function bundleOf(name: string): Promise<{ code: string; inputs: Map<string, number> }> {
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

/** What each input file puts into the bundle of the function `name` (bundleOf). */
export async function bundleInputs(name: string): Promise<Map<string, number>> {
  return (await bundleOf(name)).inputs;
}

/** The bytes each input matching `pattern` puts in the bundle of `name`. */
export async function bytesOf(name: string, pattern: RegExp): Promise<number[]> {
  return [...(await bundleInputs(name))].filter(([path]) => pattern.test(path)).map(([, bytes]) => bytes);
}
