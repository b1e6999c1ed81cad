/**
 * Runs `task` over `items` with at most `limit` in flight: a Gold project's ~17 schedule calls go
 * out together without bursting past the Scheduler's per-second quota.
 */
export async function runLimited<T, R>(
  items: T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
