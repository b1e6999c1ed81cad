import { type SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Mailer } from '#ports/mailer';

/** Alert emails through SES v2 from the stage's verified sender identity. */
export function sesMailer(client: SESv2Client, fromAddress: string): Mailer {
  return {
    async send(email) {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: fromAddress,
          Destination: { ToAddresses: [email.to] },
          Content: {
            Simple: {
              Subject: { Data: email.subject, Charset: 'UTF-8' },
              Body: {
                Text: { Data: email.text, Charset: 'UTF-8' },
                Html: { Data: email.html, Charset: 'UTF-8' },
              },
            },
          },
        }),
      );
    },
  };
}
