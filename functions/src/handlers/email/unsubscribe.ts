import { unsubscribeOrUndo } from '#src/services/deliverability/unsubscribe';
import { unsubscribeHandler } from './unsubscribe-route';

/**
 * POST /api/email/unsubscribe?token=: RFC 8058 one-click (body `List-Unsubscribe=One-Click`) or the
 * page's button stops this account's alert emails to that address at once; the page's undo
 * (`resubscribe=yes`) asks for them again.
 */
export const handler = unsubscribeHandler(unsubscribeOrUndo);
