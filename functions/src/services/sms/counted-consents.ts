/**
 * Every consent the log records, counted: SmsOptIns and SmsOptOuts, whichever way it came (the
 * opt-in page, a project's consent box, a keyword reply, a carrier's opt-out). Only a record that
 * changed the number's status counts: a redelivered keyword or one a later change overtook does not.
 */
import { PRODUCT_METRICS } from '@lienminder/shared';
import type { ConsentRecorder } from '#src/ports/consent-log';
import type { OperationMetrics } from '#src/ports/metrics';

export function countedConsents<Log extends ConsentRecorder>(log: Log, metrics: OperationMetrics): Log {
  return {
    ...log,
    async record(entry) {
      const outcome = await log.record(entry);
      if (outcome === 'changed') {
        const opted =
          entry.record.action === 'opt_in' ? PRODUCT_METRICS.smsOptIns : PRODUCT_METRICS.smsOptOuts;
        metrics.count(opted);
      }
      return outcome;
    },
  };
}
