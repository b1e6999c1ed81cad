/** Invoked once a day by a recurring schedule: re-creates missing alert schedules (services/alerts/daily-sweep.ts). */
import { getApp } from '../../app';
import { log } from '../../log';
import type { SweepReport } from '../../services/alerts/daily-sweep';

export async function handler(): Promise<SweepReport> {
  const report = await (await getApp()).alerting.sweep();
  log.info('Alert sweep finished', { ...report });
  return report;
}
