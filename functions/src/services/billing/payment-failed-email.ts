/** The email a failed subscription payment sends: what happened, what stays, what to do. */
import type { Plan } from '@lienminder/shared';
import type { OutgoingEmail } from '#src/ports/mailer';
import type { StoredUser } from '#src/ports/user-store';
import { escapeHtml } from '#src/services/messaging/alert-message';

export function paymentFailedEmail(input: {
  user: Pick<StoredUser, 'email' | 'firstName'>;
  plan: Plan;
  helpUrl: string;
}): OutgoingEmail {
  const { user, plan, helpUrl } = input;
  const lines = [
    `Hi ${user.firstName},`,
    `We could not collect the payment for your LienMinder ${plan.name} plan.`,
    `Your plan stays active while the card is retried. If the payment keeps failing, your account moves to the Free plan.`,
    `Questions? Our help page is at ${helpUrl}`,
  ];
  return {
    to: user.email,
    subject: `LienMinder: your ${plan.name} plan payment failed`,
    text: lines.join('\n\n'),
    html: [
      ...lines.slice(0, 3).map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(helpUrl)}">Questions? Visit our help page</a></p>`,
    ].join('\n'),
  };
}
