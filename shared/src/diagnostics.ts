/**
 * What the test and diagnostic pages read (docs/product.md section 3, "Diagnostic shapes"; section 7). Status
 * answers carry flags and public URLs only, never a secret (docs/architecture.md section 5). The shapes are
 * the schemas of schemas/responses.ts.
 */
import type * as z from 'zod/mini';
import type {
  emailConfigStatusSchema,
  emailConnectionTestSchema,
  generatedResetTokenSchema,
  testEmailResultSchema,
  testSmsResultSchema,
  twilioWebhookStatusSchema,
} from './schemas/responses';

/**
 * GET /api/twilio/webhook-status: the account SID masked to its last 4 characters and the sending
 * number (public: every recipient sees it), each null when not configured; where Twilio posts
 * replies (PUBLIC_URL + /sms/incoming); status callbacks and voice are null, LienMinder takes neither.
 */
export type TwilioWebhookStatus = z.output<typeof twilioWebhookStatusSchema>;

/** GET /api/email-config-status: each flag says whether that part of sending is in place. */
export type EmailConfigStatus = z.output<typeof emailConfigStatusSchema>;

/** GET /api/email-connection-test */
export type EmailConnectionTest = z.output<typeof emailConnectionTestSchema>;

/** POST /api/test-sms */
export type TestSmsResult = z.output<typeof testSmsResultSchema>;

/** POST /api/test-email */
export type TestEmailResult = z.output<typeof testEmailResultSchema>;

/** POST /api/test/generate-reset-token */
export type GeneratedResetToken = z.output<typeof generatedResetTokenSchema>;
