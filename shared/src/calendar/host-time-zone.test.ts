import { describe, expect, it } from 'vitest';

/**
 * Guards the time-zone runs (vitest.time-zones.config.ts): they prove nothing unless the worker's
 * own clock, which `new Date()` and every date bug uses, is in the zone the run names.
 */
describe.runIf(process.env.TZ)('the host time zone of this run', () => {
  it.each(['2026-01-01T00:30:00Z', '2026-07-01T12:00:00Z'])(
    'puts %s on the same local day and hour as the zone named in TZ',
    (iso) => {
      const instant = new Date(iso);
      const inNamedZone = new Intl.DateTimeFormat('en-CA', {
        timeZone: process.env.TZ,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(instant);
      const part = (type: string) => Number(inNamedZone.find((p) => p.type === type)?.value);
      expect([instant.getFullYear(), instant.getMonth() + 1, instant.getDate(), instant.getHours()]).toEqual([
        part('year'),
        part('month'),
        part('day'),
        part('hour'),
      ]);
    },
  );
});
