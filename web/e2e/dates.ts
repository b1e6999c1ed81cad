/** A calendar date `days` from today (UTC), as the date inputs take it: journeys need deadlines still ahead. */
export function dateFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
