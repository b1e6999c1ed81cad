/**
 * Where each stream consumer got to, kept in a file beside an on-disk database, as Lambda keeps an
 * event source mapping's position in AWS: after a restart the local stream reader goes on after
 * the last record each consumer finished with, so changes written just before the server stopped
 * (or while it was off) still reach the handlers, and finished ones are not handed over again.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import * as z from 'zod';
import { log } from '#src/log';

/** Consumer name → shard id → the sequence number of the last record it finished with. */
export type StreamPositions = Record<string, Record<string, string>>;

const checkpointFileSchema = z.object({
  streamArn: z.string(),
  positions: z.record(z.string(), z.record(z.string(), z.string())),
});

/** The positions saved for this stream; none for a missing file or another stream (a recreated table). */
export async function readStreamCheckpoints(file: string, streamArn: string): Promise<StreamPositions> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  const saved = checkpointFileSchema.safeParse(parseJson(text));
  if (!saved.success) {
    log.warn('Ignoring an unreadable stream checkpoint file: the stream is read from its start', { file });
    return {};
  }
  return saved.data.streamArn === streamArn ? saved.data.positions : {};
}

/** Replaces the file in one step, so a crash mid-write leaves the previous positions, not half a file. */
export async function writeStreamCheckpoints(
  file: string,
  streamArn: string,
  positions: StreamPositions,
): Promise<void> {
  const partial = `${file}.partial`;
  await writeFile(partial, JSON.stringify({ streamArn, positions }, null, 2));
  await rename(partial, file);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
