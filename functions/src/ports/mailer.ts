/** An email with both parts: HTML for mail apps, plain text for everything else. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * SES in AWS, the local outbox otherwise. Answers the provider's id of the accepted message; throws
 * when the provider refuses it.
 */
export interface Mailer {
  send(email: OutgoingEmail): Promise<string>;
}
