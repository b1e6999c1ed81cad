import { unsubscribeState } from '#src/services/deliverability/unsubscribe';
import { unsubscribeHandler } from './unsubscribe-route';

/** GET /api/email/unsubscribe?token=: the page that confirms, or undoes; it changes nothing itself. */
export const handler = unsubscribeHandler(() => unsubscribeState);
