/** "1 project", "3 projects": `n` with the word that goes with it. */
export const counted = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** "A", "A and B", "A, B and C". */
export const listed = (words: readonly string[]): string =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');
