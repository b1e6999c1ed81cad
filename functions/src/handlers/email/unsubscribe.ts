import { unsubscribeHandler } from '../../http/unsubscribe-page';
import { unsubscribe } from '../../services/deliverability/unsubscribe';

/**
 * POST /api/email/unsubscribe?token=: RFC 8058 one-click (body `List-Unsubscribe=One-Click`, not
 * needed) or the page's button; stops this account's alert emails to that address at once.
 */
export const handler = unsubscribeHandler(unsubscribe);
