/** An email with both parts: HTML for mail apps, plain text for everything else. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Header fields beside the ones every email has (From, To, Subject, MIME): an alert's
   * `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058). The local outbox keeps them for the
   * dev emails page; the SES mailer sends an email that has them as a raw MIME message. Plain ASCII.
   */
  headers?: Readonly<Record<string, string>>;
}

/**
 * SES in AWS, the local outbox otherwise. Answers the provider's id of the accepted message; throws
 * when the provider refuses it.
 */
export interface Mailer {
  send(email: OutgoingEmail): Promise<string>;
}
