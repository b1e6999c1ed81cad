import type { OperatorNotices } from '#ports/operator-notices';
import { log } from '../../log';

/** Locally the operator is the developer at the console. */
export const logOperatorNotices: OperatorNotices = {
  async publish(notice) {
    log.error(`Operator notice: ${notice.subject}`, { notice: notice.message });
  },
};
