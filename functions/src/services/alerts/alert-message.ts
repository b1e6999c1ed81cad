/**
 * The words of a deadline alert, as email (HTML and plain text) and as one SMS. Pure: the sender
 * passes "today" in the project's zone, so the same alert reads the same on any host.
 */
import {
  alertTargetDate,
  type ComputedDeadline,
  DEADLINE_TYPE_LABELS,
  daysLeftFor,
  daysLeftLabel,
  isRecurringReminder,
  type JobKind,
  jobKindOf,
  type LocalDate,
  type Project,
  SMS_MAX_LENGTH,
} from '@lienminder/shared';
import type { OutgoingEmail } from '#ports/mailer';

export const ALERT_DISCLAIMER =
  'LienMinder is a convenience tool, not legal advice; you bear all risk. Verify every deadline with a Florida construction attorney.';

export const SMS_PREFIX = 'LienMinder: ';
/** SMS_COMPLIANCE.md: every text carries the opt-out instruction. */
export const SMS_SUFFIX = ' Reply STOP to opt out';

export interface AlertMessageInput {
  project: Project;
  deadline: ComputedDeadline;
  /** Today in the project's time zone. */
  today: LocalDate;
  /** Where the dashboard is: `${PUBLIC_URL}/`. */
  dashboardUrl: string;
}

/** "Friday, March 13, 2026": calendar arithmetic in UTC, so no host zone can shift the day. */
export function longDate(date: LocalDate): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** "Mar 13": short enough for an SMS. */
function shortDate(date: LocalDate): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

function legalLastDayLine(deadline: ComputedDeadline): string {
  if (deadline.legalLastDay === deadline.dueDate)
    return `${longDate(deadline.legalLastDay)} (same as the due date)`;
  const why = deadline.legalLastDayReason ? ` (${deadline.legalLastDayReason})` : '';
  return `${longDate(deadline.legalLastDay)}${why}`;
}

/** A message counts down to the day its alerts do (`alertTargetDate`). */
const daysLeftTo = (deadline: ComputedDeadline, today: LocalDate) =>
  daysLeftLabel(daysLeftFor(deadline, today));

function details(input: AlertMessageInput): [label: string, value: string][] {
  const { project, deadline, today } = input;
  return [
    ['Project', project.address ? `${project.name}, ${project.address}` : project.name],
    ['Deadline', deadline.title],
    ['Due date', `${longDate(alertTargetDate(deadline))} (${daysLeftTo(deadline, today)})`],
    ['Legal last day', legalLastDayLine(deadline)],
    ['Statute', deadline.statute ?? 'Your own reminder (no statute)'],
  ];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Project names and addresses are user input: never let them become markup in someone's inbox. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Text for the plain part, HTML for the other: one paragraph or list in each. */
export interface EmailBlock {
  text: string;
  html: string;
}

/**
 * What deliverability adds to one recipient's email (services/deliverability/delivery-notices.ts):
 * the account holder's notice of missed alerts, first; another recipient's unsubscribe line, last,
 * with its header fields.
 */
export interface AlertEmailAddenda {
  notice?: EmailBlock | null;
  footer?: EmailBlock;
  headers?: OutgoingEmail['headers'];
}

export function alertEmail(
  input: AlertMessageInput,
  to: string,
  addenda: AlertEmailAddenda = {},
): OutgoingEmail {
  const { project, deadline, today, dashboardUrl } = input;
  const { notice, footer, headers } = addenda;
  const left = daysLeftTo(deadline, today);
  const subject = `LienMinder: ${deadline.title} for ${project.name} due ${longDate(alertTargetDate(deadline))} (${left})`;
  const rows = details(input);
  const text = [
    ...(notice ? [notice.text, ''] : []),
    `${deadline.title} for ${project.name}: ${left}.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    deadline.description,
    '',
    `See all your deadlines: ${dashboardUrl}`,
    '',
    ALERT_DISCLAIMER,
    ...(footer ? ['', footer.text] : []),
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#111827">',
    ...(notice ? [notice.html] : []),
    `<h1 style="font-size:20px">${escapeHtml(deadline.title)} for ${escapeHtml(project.name)}: ${escapeHtml(left)}</h1>`,
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p>${escapeHtml(deadline.description)}</p>`,
    `<p><a href="${escapeHtml(dashboardUrl)}">See all your deadlines</a></p>`,
    `<p style="font-size:12px;color:#6b7280">${escapeHtml(ALERT_DISCLAIMER)}</p>`,
    ...(footer ? [footer.html] : []),
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html, ...(headers ? { headers } : {}) };
}

// GSM 03.38 basic character set: anything else would switch the SMS to UCS-2 (70 characters) or
// cost two septets, so it is replaced rather than risk a split or garbled text.
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const TYPOGRAPHIC: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
};

/** Text an SMS can carry in GSM-7: typographic quotes and accents simplified, the rest replaced. */
export function toGsm7(text: string): string {
  return [...text.replace(/\s+/g, ' ')]
    .map((character) => {
      if (GSM7_BASIC.has(character)) return character;
      const plain = TYPOGRAPHIC[character] ?? character.normalize('NFD').replace(/\p{Mn}/gu, '');
      return [...plain].every((part) => GSM7_BASIC.has(part)) ? plain : '?';
    })
    .join('');
}

/**
 * With no role chosen, the 90-day deadline's title names both readings; the text names what the job
 * makes it: a lien on a private job, a notice on a public one, either on a bonded one (the owner's
 * contractor records a lien, those under it serve the notice).
 */
const NINETY_DAY_SMS_LABELS: Record<JobKind, string> = {
  private: 'Claim of Lien',
  bonded: 'Claim of Lien / Notice of Nonpayment',
  public: 'Notice of Nonpayment',
};

/** The deadline's own words, short enough to leave the project name room. */
function smsLabel(project: Project, deadline: ComputedDeadline): string {
  if (isRecurringReminder(deadline)) return 'Lien/Bond reminder';
  if (deadline.title === DEADLINE_TYPE_LABELS.record_lien) return NINETY_DAY_SMS_LABELS[jobKindOf(project)];
  return deadline.title;
}

/**
 * "LienMinder: Claim of Lien for Oak St due Mar 13 (7 days left), legal last day Mar 16. Reply STOP
 * to opt out" — at most 160 GSM-7 characters; a long project name is shortened to fit.
 */
export function alertSms(input: AlertMessageInput): string {
  const { project, deadline, today } = input;
  const due = alertTargetDate(deadline);
  const left = daysLeftTo(deadline, today);
  // Only a later legal last day is worth the characters; an earlier one is the day counted to.
  const lastDay = deadline.legalLastDay > due ? `, legal last day ${shortDate(deadline.legalLastDay)}` : '';
  const before = `${SMS_PREFIX}${smsLabel(project, deadline)} for `;
  const after = ` due ${shortDate(due)} (${left})${lastDay}.${SMS_SUFFIX}`;
  const room = SMS_MAX_LENGTH - before.length - after.length;
  const name = toGsm7(project.name.trim());
  const fitted = name.length <= room ? name : `${name.slice(0, room - 3).trimEnd()}...`;
  return `${before}${fitted}${after}`;
}
