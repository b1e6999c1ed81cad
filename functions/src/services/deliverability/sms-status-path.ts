/**
 * Where Twilio posts each alert text's status (handlers/sms/status.ts); the texter names it on every
 * send. A module of its own: deliver-alert's bundle takes this constant and nothing else of the
 * status handling (docs/decisions/006).
 */
export const SMS_STATUS_PATH = '/sms/status';
