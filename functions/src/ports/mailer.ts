/** An email with both parts: HTML for mail apps, plain text for everything else. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Headers of the message's own beyond From, To and Subject (List-Unsubscribe and the like). The
   * local outbox keeps them for the dev emails page; SES's SendEmail, which the AWS mailer uses,
   * takes none, so an email that needs them needs a raw send there.
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
