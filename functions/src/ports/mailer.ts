/** An email with both parts: HTML for mail apps, plain text for everything else. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** SES in AWS, the local outbox otherwise. Throws when the provider refuses the message. */
export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}
