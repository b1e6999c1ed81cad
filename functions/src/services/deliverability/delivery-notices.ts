/**
 * What an alert email says about deliverability, pure so any renderer can place it:
 *   - to the account holder, which recipient missed which deadline and how to fix it (the alerts
 *     they did not get since the last such email, and the ones this alert does not reach);
 *   - to everyone else an account lists, the visible line to stop these emails, beside the
 *     List-Unsubscribe header fields (RFC 8058) that let a mail app do it in one click.
 */
import { todayIn } from '@lienminder/shared';
import type { OutgoingEmail } from '#src/ports/mailer';
import type { MissedAlert } from '#src/ports/suppressions';
import { type EmailBlock, escapeHtml } from '#src/services/messaging/alert-message';

/** "November 3, 2026", the calendar day in the project's zone. */
function dayOf(at: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${todayIn(timeZone, new Date(at))}T00:00:00Z`));
}

/** Why it did not arrive, and what the account holder can do about it. */
function whyAndFix(missed: MissedAlert, day: string): string {
  switch (missed.reason) {
    case 'bounced':
      return `the address bounced on ${day}. Correct it on the project and save: saving the address lets alerts go to it again.`;
    case 'complained':
      return `its reader marked an alert as spam on ${day}. Only they can resume, from the link in an earlier alert; or list another address.`;
    case 'unsubscribed':
      return `its reader unsubscribed on ${day}. Only they can resume, from the link in an earlier alert; or list another address.`;
    case 'failing':
      return `texts to this number kept failing at the carrier (last on ${day}). Check the number on the project and save it again.`;
    case 'undelivered':
      return `the carrier did not deliver the text on ${day}. Check the number on the project.`;
  }
}

/** The account holder's notice; null when every alert arrived. */
export function missedAlertsNotice(missed: readonly MissedAlert[], timeZone: string): EmailBlock | null {
  if (missed.length === 0) return null;
  const lines = [...missed]
    .sort((a, b) => a.at.localeCompare(b.at))
    .map(
      (entry) =>
        `${entry.recipient} missed the ${entry.deadlineTitle} alert for ${entry.projectName}: ${whyAndFix(entry, dayOf(entry.at, timeZone))}`,
    );
  const heading = 'Not everyone got your alerts:';
  return {
    text: [heading, ...lines.map((line) => `- ${line}`)].join('\n'),
    html: `<p><strong>${escapeHtml(heading)}</strong></p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
  };
}

/** The visible line in an email to someone the account lists. */
export function unsubscribeLine(accountName: string, url: string): EmailBlock {
  const text = `You get these alerts because ${accountName} listed this address on a LienMinder project.`;
  return {
    text: `${text} Stop them: ${url}`,
    html: `<p style="font-size:12px;color:#6b7280">${escapeHtml(text)} <a href="${escapeHtml(url)}">Stop these emails</a></p>`,
  };
}

/** RFC 8058: the https address a mail app POSTs `List-Unsubscribe=One-Click` to. */
export function unsubscribeHeaders(url: string): NonNullable<OutgoingEmail['headers']> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
