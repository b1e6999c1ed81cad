/**
 * The two emails of a sign-in email change: the link to the new address, and the notice to the old
 * one once the change is made (whoever made it, the old inbox learns of it).
 */
import { EMAIL_CHANGE_LIFETIME_HOURS, SUPPORT_EMAIL } from '@lienminder/shared';
import type { OutgoingEmail } from '#src/ports/mailer';
import { escapeHtml } from '#src/services/messaging/alert-message';

/** `<PUBLIC_URL>/verify-email?token=<token>`: the page that makes the change (docs/product.md section 2). */
export function emailChangeLink(publicUrl: URL, token: string): string {
  const link = new URL('/verify-email', publicUrl);
  link.searchParams.set('token', token);
  return link.href;
}

export function emailChangeLinkEmail(to: string, link: string): OutgoingEmail {
  const intro = 'Someone asked to sign in to LienMinder with this email address from now on.';
  const action = `To make the change, open this link within ${EMAIL_CHANGE_LIFETIME_HOURS} hours:`;
  const notYou = "If it wasn't you, ignore this email: nothing changes.";
  return {
    to,
    subject: 'Confirm your new LienMinder sign-in email',
    text: `${intro}\n\n${action}\n${link}\n\n${notYou}\n`,
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(action)}<br><a href="${escapeHtml(link)}">Use this email to sign in</a></p>`,
      `<p>${escapeHtml(notYou)}</p>`,
    ].join('\n'),
  };
}

export function emailChangedNotice(to: string, newEmail: string): OutgoingEmail {
  const what = `Your LienMinder sign-in email was changed to ${newEmail}, and every device was signed out.`;
  const notYou = `If you did not ask for this, write to ${SUPPORT_EMAIL} at once.`;
  return {
    to,
    subject: 'Your LienMinder sign-in email was changed',
    text: `${what}\n\n${notYou}\n`,
    html: [`<p>${escapeHtml(what)}</p>`, `<p>${escapeHtml(notYou)}</p>`].join('\n'),
  };
}
