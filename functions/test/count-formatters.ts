import { vi } from 'vitest';

/**
 * Counts the Intl.DateTimeFormat objects made from here on, until `vi.unstubAllGlobals()`: making
 * one costs about 20 times a format with it, so the code that formats many dates makes each once.
 */
export function countFormatters(): { count: number } {
  const made = { count: 0 };
  class Counted extends Intl.DateTimeFormat {
    constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      super(...args);
      made.count += 1;
    }
  }
  vi.stubGlobal('Intl', Object.create(Intl, { DateTimeFormat: { value: Counted } }));
  return made;
}
