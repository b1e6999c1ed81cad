/**
 * What the test and diagnostic pages read (spec section 3, "Diagnostic shapes"; section 7). Status
 * answers carry flags and public URLs only, never a secret (DESIGN.md section 5).
 */

/** GET /api/twilio/webhook-status */
export interface TwilioWebhookStatus {
  configured: boolean;
  /** The account SID masked to its last 4 characters, or null when none is configured. */
  accountSid: string | null;
  /** The number texts are sent from (public: every recipient sees it), or null. */
  phoneNumber: string | null;
  webhookUrls: {
    /** Where Twilio posts replies (STOP, HELP ...): PUBLIC_URL + /sms/incoming. */
    smsReply: string;
    /** Delivery status callbacks and voice calls: LienMinder takes neither, so none is set. */
    smsStatus: string | null;
    voice: string | null;
  };
  setupInstructions: string[];
}

/** GET /api/email-config-status: each flag says whether that part of sending is in place. */
export interface EmailConfigStatus {
  configured: boolean;
  host: boolean;
  port: boolean;
  user: boolean;
  pass: boolean;
  details: Record<string, string>;
}

/** GET /api/email-connection-test */
export interface EmailConnectionTest {
  success: boolean;
  details: Record<string, string>;
  error: string | null;
}

/** POST /api/test-sms */
export interface TestSmsResult {
  success: boolean;
  message: string;
}

/** POST /api/test-email */
export interface TestEmailResult {
  email: string;
  success: boolean;
  message: string;
}

/** POST /api/test/generate-reset-token */
export interface GeneratedResetToken {
  token: string;
  userEmail: string;
  message: string;
}
