/** The invitation email: who invites, to which company, as what, and the link with its lifetime. */
import { INVITATION_LIFETIME_DAYS, type InvitedRole } from '@lienminder/shared';
import type { OutgoingEmail } from '#src/ports/mailer';
import { escapeHtml } from '#src/services/messaging/alert-message';

/** `<PUBLIC_URL>/join?token=<token>`: the join page, which sends the token with the new login. */
export function invitationLink(publicUrl: URL, token: string): string {
  const link = new URL('/join', publicUrl);
  link.searchParams.set('token', token);
  return link.href;
}

export interface InvitationWords {
  to: string;
  inviter: string;
  company: string;
  role: InvitedRole;
  link: string;
}

export function invitationEmail({ to, inviter, company, role, link }: InvitationWords): OutgoingEmail {
  const intro = `${inviter} invited you to join ${company} on LienMinder as ${role === 'admin' ? 'an admin' : 'a member'}.`;
  const what =
    'LienMinder keeps the Florida lien deadlines of your company’s projects and reminds you before each one.';
  const action = `To choose your password and sign in, open this link within ${INVITATION_LIFETIME_DAYS} days. It works once:`;
  const notYou = "If you don't know them, ignore this email: nothing happens without the link.";
  return {
    to,
    subject: `${inviter} invited you to ${company} on LienMinder`,
    text: `${intro}\n\n${what}\n\n${action}\n${link}\n\n${notYou}\n`,
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(what)}</p>`,
      `<p>${escapeHtml(action)}<br><a href="${escapeHtml(link)}">Join ${escapeHtml(company)}</a></p>`,
      `<p>${escapeHtml(notYou)}</p>`,
    ].join('\n'),
  };
}
