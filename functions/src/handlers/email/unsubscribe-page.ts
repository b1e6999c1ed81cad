import { unsubscribeHandler } from '#src/http/unsubscribe-page';
import { unsubscribeState } from '#src/services/deliverability/unsubscribe';

/** GET /api/email/unsubscribe?token=: the page that confirms, or undoes; it changes nothing itself. */
export const handler = unsubscribeHandler(() => unsubscribeState);
