/**
 * Twilio's own check of `X-Twilio-Signature` (docs/architecture.md section 5; docs/sms-compliance.md "Keywords"):
 * an HMAC of the URL Twilio was given and the posted parameters. Only the package's webhook module
 * is imported, not its REST client, which would not fit the function's bundle budget
 * (docs/decisions/006).
 */
import { validateRequest } from 'twilio/lib/webhooks/webhooks.js';

export interface SignedWebhook {
  /** The X-Twilio-Signature header; undefined when missing. */
  signature: string | undefined;
  /** The public URL the webhook is registered at: PUBLIC_URL, the path and any query string. */
  url: string;
  params: Record<string, string>;
}

export function twilioSignatureValid(authToken: string | undefined, webhook: SignedWebhook): boolean {
  if (!authToken || !webhook.signature) return false;
  return validateRequest(authToken, webhook.signature, webhook.url, webhook.params);
}
