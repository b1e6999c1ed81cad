import { unsubscribeHandler } from '../../http/unsubscribe-page';
import { resubscribe } from '../../services/deliverability/unsubscribe';

/** POST /api/email/resubscribe?token=: the recipient asks for this account's alert emails again. */
export const handler = unsubscribeHandler(resubscribe);
