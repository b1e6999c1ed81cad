/** The password reset email: the link and its lifetime, nothing about the account. */
import type { OutgoingEmail } from '#src/ports/mailer';
import { escapeHtml } from '#src/services/messaging/alert-message';

/** `<PUBLIC_URL>/reset-password?token=<token>`: the page that validates it on load (docs/product.md section 2). */
export function resetLink(publicUrl: URL, token: string): string {
  const link = new URL('/reset-password', publicUrl);
  link.searchParams.set('token', token);
  return link.href;
}

export function resetEmail(to: string, link: string): OutgoingEmail {
  const intro = 'Someone asked to reset the password of your LienMinder account.';
  const action = 'To choose a new password, open this link within 1 hour:';
  const notYou = "If it wasn't you, ignore this email: your password stays as it is.";
  return {
    to,
    subject: 'Reset your LienMinder password',
    text: `${intro}\n\n${action}\n${link}\n\n${notYou}\n`,
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(action)}<br><a href="${escapeHtml(link)}">Reset your password</a></p>`,
      `<p>${escapeHtml(notYou)}</p>`,
    ].join('\n'),
  };
}
