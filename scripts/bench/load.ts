/** Load generation shared by the benchmarks: N connections issuing one call after another. */
import { addDays, addYears, LIENOR_ROLES, type LocalDate } from '@lienminder/shared';

export interface LoadResult {
  latencies: number[];
  requestsPerSecond: number;
}

export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/** Runs `call` from `connections` loops until `requests` are done or `timeLimitMs` is up. */
export async function runLoad(
  connections: number,
  requests: number,
  call: () => Promise<void>,
  timeLimitMs = 20_000,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let issued = 0;
  const started = performance.now();
  const stopAt = started + timeLimitMs;
  const connection = async () => {
    while (issued < requests && performance.now() < stopAt) {
      issued += 1;
      const begun = performance.now();
      await call();
      latencies.push(performance.now() - begun);
    }
  };
  await Promise.all(Array.from({ length: connections }, connection));
  const seconds = (performance.now() - started) / 1000;
  return { latencies: latencies.sort((a, b) => a - b), requestsPerSecond: latencies.length / seconds };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

export function summary({ latencies, requestsPerSecond }: LoadResult): string {
  return `p50 ${ms(percentile(latencies, 0.5))}, p99 ${ms(percentile(latencies, 0.99))}, ${requestsPerSecond.toFixed(0)} req/s`;
}

/**
 * Project `index` (1-50) of a Gold account at its limit, as a contractor would fill it in: a year of
 * 15-day reminders from its start, work started over the past months, half of them finished, five
 * alert emails, a role each, on the finished half a recorded lien, and the events of `eventDates`.
 * About 30 deadlines each.
 */
/** Every role but "not chosen": the Gold account's projects owe every kind of deadline. */
const CHOSEN_ROLES = LIENOR_ROLES.filter((role) => role !== '');

/**
 * The dates of what someone else did (docs/florida-rules.md section 5), each on the projects where
 * the API takes it: a Notice of Commencement on every one, recorded before work began (with a stated
 * expiration on half), a show cause on some recorded liens, a bond contest on bonded jobs whose role
 * has a bond claim, a sworn-statement demand and a termination on some unbonded ones.
 */
function eventDates(index: number, today: LocalDate): Record<string, string> {
  const bonded = index % 3 === 0;
  const recorded = index % 2 === 0;
  const nocRecordedDate = addDays(today, -5 * index - 3);
  const role = CHOSEN_ROLES[index % CHOSEN_ROLES.length];
  return {
    nocRecordedDate,
    nocExpirationDate: index % 2 === 1 ? addYears(nocRecordedDate, 2) : '',
    showCauseServedDate: recorded && index % 6 === 2 ? today : '',
    bondContestServedDate: bonded && role !== 'contractor' && index % 9 === 0 ? today : '',
    swornStatementDemandDate: !bonded && index % 4 === 1 ? addDays(today, -1) : '',
    terminationDate: !bonded && index % 5 === 2 ? addDays(today, -2) : '',
  };
}

export function goldProjectBody(index: number, today: LocalDate): Record<string, unknown> {
  const start = addDays(today, -3 * index);
  const finished = index % 2 === 0;
  return {
    name: `Bayfront Tower phase ${index}`,
    address: `${100 + index} Biscayne Boulevard, Miami, FL 33132`,
    generalContractor: 'Coastal Builders Group LLC',
    propertyOwner: 'Harbor Point Holdings Inc',
    contractorEmail: 'pm@coastal-builders.example',
    firstFurnishingDate: addDays(today, -5 * index),
    lastFurnishingDate: finished ? addDays(today, -index) : '',
    // Roles, bonds and recorded liens (with a contest on some): the statutory deadlines a full
    // account holds, not only the two every project had before roles.
    role: CHOSEN_ROLES[index % CHOSEN_ROLES.length],
    paymentBond: index % 3 === 0,
    lienRecordedDate: finished ? addDays(today, -Math.floor(index / 2)) : '',
    contestServedDate: index % 8 === 0 ? today : '',
    ...eventDates(index, today),
    recurringAlertsInterval: '15',
    recurringAlertsStartDate: start,
    recurringAlertsEndDate: addYears(start, 1),
    alertEmail: 'office@gulf-roofing.example',
    alertEmail2: 'dana@gulf-roofing.example',
    alertEmail3: 'liens@gulf-roofing.example',
    alertEmail4: 'pm@gulf-roofing.example',
    alertEmail5: 'ar@gulf-roofing.example',
  };
}
