import { afterEach, describe, expect, it, vi } from 'vitest';
import { runStreamBatch, type StreamStep } from './batch-work';

afterEach(() => vi.restoreAllMocks());

describe('a stream batch and the records it asks Lambda to retry', () => {
  it('runs each sequence in order, and names a failed step with the steps it held back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ran: string[] = [];
    const step = (records: string[], fails = false): StreamStep => ({
      records,
      async run() {
        ran.push(records.join('+'));
        if (fails) throw new Error(`step ${records.join('+')} failed`);
      },
    });

    const answer = await runStreamBatch(
      [[step(['1']), step(['2'], true), step(['3'])], [step(['4', '5'])], [step(['6'], true)]],
      2,
      'Test work',
    );

    expect(answer).toEqual({
      batchItemFailures: [{ itemIdentifier: '2' }, { itemIdentifier: '3' }, { itemIdentifier: '6' }],
    });
    // Step 3 waited for step 2 and never ran; the other sequences went ahead.
    expect(ran.sort()).toEqual(['1', '2', '4+5', '6']);
  });

  it('answers no failures when everything ran', async () => {
    expect(await runStreamBatch([[{ records: ['1'], run: async () => undefined }]], 4, 'Test work')).toEqual({
      batchItemFailures: [],
    });
  });
});
