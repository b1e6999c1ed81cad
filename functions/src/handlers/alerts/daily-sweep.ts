/**
 * Invoked once a day by a recurring schedule: touches the alerts due soon so that the stream
 * re-applies their schedules (services/alerts/daily-sweep.ts).
 */
import { alertSweep } from '../../composition/alert-sweep';
import { use } from '../../composition/scope';
import { log } from '../../log';
import type { SweepReport } from '../../services/alerts/daily-sweep';

export async function handler(): Promise<SweepReport> {
  const report = await use(alertSweep)();
  log.info('Alert sweep finished', { ...report });
  return report;
}
