/**
 * The morning's alert email (morning-digest.ts): every deadline of the morning that lists the
 * recipient, most urgent first, as HTML and plain text saying the same. Pure: the caller passes
 * "today" in the projects' zone and every link already made (the Mark-as-done token is signed by the
 * caller), so the same digest reads the same on any host.
 *
 * Built for the inboxes contractors read on a phone: tables and inline styles only (Gmail drops
 * <style> in many of its clients, Outlook renders with Word and knows no flexbox or div widths),
 * one column that fills a 320 px screen and stops at 600 px, text 15 px and up, buttons as table
 * cells (the "bulletproof" button: a tappable area without images). Every text has its own colour
 * on a background of its own, so a client's dark mode, which recolours or inverts them, keeps the
 * contrast. Gmail clips a message past 102 KB, hiding the last deadlines: a test keeps a full
 * Gold morning under 100 KB.
 */
import {
  alertTargetDate,
  daysLeftFor,
  deadlineTiming,
  type LocalDate,
  mailOrHandDeliverBy,
  type NamedDeadline,
  type Project,
} from '@lienminder/shared';
import type { OutgoingEmail } from '#src/ports/mailer';
import {
  ALERT_DISCLAIMER,
  type EmailBlock,
  escapeHtml,
  longDate,
  shortDate,
} from '#src/services/messaging/alert-message';

/**
 * Deadlines shown in full (summary, dates, statute, buttons); the rest of a long morning are listed
 * a line each, linking their project, and past LISTED_DEADLINES only counted: with the links'
 * tokens a full deadline takes ~3.6 KB, and the message must stay under 100 KB whatever the morning.
 */
const FULL_DEADLINES = 12;
const LISTED_DEADLINES = 60;

export interface DigestEmailDeadline {
  project: Pick<Project, 'name' | 'address'>;
  deadline: NamedDeadline;
  /** The short name of the deadline for this project (messaging/alert-message.ts `deadlineLabel`). */
  label: string;
  links: {
    /** `${PUBLIC_URL}/projects/{id}` */
    project: string;
    /** `${PUBLIC_URL}/deadlines/done?token=...`: a confirmation page, never a change on GET. */
    markDone: string;
    /** Where the account holder changes who gets this project's alerts; null for anyone else. */
    alertSettings: string | null;
    /** The statutory document this deadline asks for, prepared from the project (Gold); null when none. */
    document: { href: string; title: string } | null;
  };
}

export interface DigestEmailInput {
  /** Most urgent first (morning-digest.ts `byUrgency`); at least one. */
  deadlines: readonly [DigestEmailDeadline, ...DigestEmailDeadline[]];
  /** Today in the projects' zone. */
  today: LocalDate;
  /** `${PUBLIC_URL}/` */
  dashboardUrl: string;
}

/**
 * What deliverability adds to one recipient's email (services/deliverability/delivery-notices.ts):
 * the account holder's notice of alerts someone missed, first; anyone else's unsubscribe line, last,
 * with the header fields a mail app unsubscribes by.
 */
export interface DigestEmailAddenda {
  notice?: EmailBlock | null;
  footer?: EmailBlock;
  headers?: OutgoingEmail['headers'];
}

/** "7 days", "1 day", "today": how far a deadline still due is. */
export function daysAway(days: number): string {
  if (days === 0) return 'today';
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * "7 days", "today", "on time until Apr 6", "hand-deliver by Apr 15", "2 days overdue": the count
 * the subject and each deadline carry. Overdue only after the legal last day; between a rolled due
 * date and it, still on time (shared `deadlineTiming`, docs/florida-rules.md section 5); a 45-day
 * notice counted to its last day to mail, then by hand only.
 */
export function timingPhrase(deadline: NamedDeadline, today: LocalDate): string {
  const timing = deadlineTiming(deadline, today);
  if (timing.kind === 'still_on_time') return `on time until ${shortDate(timing.until)}`;
  if (timing.kind === 'hand_delivery') return `hand-deliver by ${shortDate(timing.until)}`;
  if (timing.kind === 'overdue')
    return `${timing.daysOverdue} ${timing.daysOverdue === 1 ? 'day' : 'days'} overdue`;
  return daysAway(timing.daysLeft);
}

/**
 * "7 days left", "due today", "on time until Apr 6", "2 days overdue", and on the 45-day notice "7
 * days left to mail", "mail today": the line under each deadline's name.
 */
function countdown(deadline: NamedDeadline, today: LocalDate): string {
  const timing = deadlineTiming(deadline, today);
  if (timing.kind !== 'due') return timingPhrase(deadline, today);
  if (timing.daysLeft === 0) return deadline.mailBy ? 'mail today' : 'due today';
  return `${daysAway(timing.daysLeft)} left${deadline.mailBy ? ' to mail' : ''}`;
}

/**
 * The day counted to and how far, after a deadline's name: " due Apr 2 (7 days)"; for the 45-day
 * notice its two last days (s. 713.18(4)), ": mail by Apr 10, or hand-deliver by Apr 15 (7 days)",
 * and once mailing is past ": hand-deliver by Apr 15".
 */
function dueAndCount(deadline: NamedDeadline, today: LocalDate): string {
  const count = timingPhrase(deadline, today);
  const kind = deadlineTiming(deadline, today).kind;
  const both = mailOrHandDeliverBy(deadline, shortDate);
  if (both === null) return ` due ${shortDate(alertTargetDate(deadline))} (${count})`;
  if (kind === 'hand_delivery') return `: ${count}`;
  if (kind === 'overdue') return `: due ${shortDate(deadline.dueDate)} (${count})`;
  return `: ${both} (${count})`;
}

/**
 * "Claim of Lien for Smith Residence due Apr 2 (7 days) + 2 more"; "Notice to Owner for Smith
 * Residence: mail by Apr 10, or hand-deliver by Apr 15 (7 days)".
 */
export function digestSubject(input: DigestEmailInput): string {
  const [first, ...rest] = input.deadlines;
  const more = rest.length > 0 ? ` + ${rest.length} more` : '';
  return `${first.label} for ${first.project.name}${dueAndCount(first.deadline, input.today)}${more}`;
}

/**
 * The dated rows of a deadline in full: its due date, or the notice's two last days (s. 713.18(4));
 * then the legal last day.
 */
function dateRows(deadline: NamedDeadline): [string, string][] {
  const due: [string, string][] = deadline.mailBy
    ? [
        ['Mail by', `${longDate(deadline.mailBy.dueDate)} (certified or registered mail)`],
        ['Hand-deliver by', longDate(deadline.dueDate)],
      ]
    : [['Due date', longDate(deadline.dueDate)]];
  return [...due, ['Legal last day', legalLastDay(deadline)]];
}

/** The legal last day, and why it is later when it is (a weekend or holiday moved it). */
function legalLastDay(deadline: NamedDeadline): string {
  if (deadline.legalLastDay === deadline.dueDate) return longDate(deadline.legalLastDay);
  const why = deadline.legalLastDayReason ? ` (${deadline.legalLastDayReason})` : '';
  return `${longDate(deadline.legalLastDay)}${why}`;
}

/** The deadlines in full, those listed a line each, and how many are only counted. */
function parts(input: DigestEmailInput) {
  return {
    full: input.deadlines.slice(0, FULL_DEADLINES),
    listed: input.deadlines.slice(FULL_DEADLINES, LISTED_DEADLINES),
    counted: Math.max(input.deadlines.length - LISTED_DEADLINES, 0),
  };
}

const dueLine = (item: DigestEmailDeadline, today: LocalDate) =>
  `${item.label}${dueAndCount(item.deadline, today)}`;

const countedLine = (counted: number) =>
  `and ${counted} more ${counted === 1 ? 'deadline' : 'deadlines'} on your dashboard`;

const projectLine = (project: DigestEmailDeadline['project']) =>
  project.address ? `${project.name}, ${project.address}` : project.name;

function textPart(input: DigestEmailInput, subject: string, addenda: DigestEmailAddenda): string {
  const { full, listed, counted } = parts(input);
  const blocks = full.map(({ project, deadline, label, links }) =>
    [
      projectLine(project),
      `${label}: ${countdown(deadline, input.today)}`,
      deadline.summary,
      ...dateRows(deadline).map(([label, value]) => `${label}: ${value}`),
      deadline.statute
        ? `Statute: ${deadline.statute} ${deadline.statuteUrl ?? ''}`.trimEnd()
        : 'Your own reminder (no statute)',
      `Open project: ${links.project}`,
      ...(links.document ? [`${links.document.title}, ready to review: ${links.document.href}`] : []),
      `Mark as done: ${links.markDone}`,
      ...(links.alertSettings ? [`Change who gets alerts for this project: ${links.alertSettings}`] : []),
    ].join('\n'),
  );
  const more =
    listed.length > 0
      ? [
          '',
          '---',
          '',
          'More this morning:',
          ...listed.map(
            (item) => `- ${item.project.name}: ${dueLine(item, input.today)} ${item.links.project}`,
          ),
          ...(counted > 0 ? [countedLine(counted)] : []),
        ]
      : [];
  return [
    subject,
    '',
    ...(addenda.notice ? [addenda.notice.text, '', '---', ''] : []),
    blocks.join('\n\n---\n\n'),
    ...more,
    '',
    `All your deadlines: ${input.dashboardUrl}`,
    '',
    ALERT_DISCLAIMER,
    ...(addenda.footer ? ['', addenda.footer.text] : []),
  ].join('\n');
}

// Colours: brand navy on white, with a contrast of at least 4.5:1 for every text (WCAG AA).
const NAVY = '#1e3a8a';
const INK = '#111827';
const MUTED = '#4b5563';
const PAGE = '#f3f4f6';
const CARD = '#ffffff';
const URGENT = '#b91c1c';
const RULE = '#e5e7eb';
const FONT = 'font-family:Arial,sans-serif';

/** A layout table, not data: screen readers skip it, and no client adds spacing of its own. */
const LAYOUT = 'role="presentation" cellpadding="0" cellspacing="0" border="0"';

const link = (href: string, text: string, color = NAVY) =>
  `<a href="${escapeHtml(href)}" style="color:${color};text-decoration:underline">${escapeHtml(text)}</a>`;

/**
 * A button as a table cell: the whole cell is the tap target, in every client, 48 px tall (14 px
 * padding around a 20 px line: a touch target of at least 44 px). The filled one leads; the outlined
 * one keeps its navy on its own white, which dark modes recolour together.
 */
const button = (href: string, text: string, filled = true) => {
  const [background, color] = filled ? [NAVY, '#ffffff'] : [CARD, NAVY];
  return `<table ${LAYOUT} style="margin:0 8px 8px 0;display:inline-table"><tr><td bgcolor="${background}" height="48" style="background:${background};border:2px solid ${NAVY};border-radius:6px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 18px;${FONT};font-size:16px;line-height:20px;font-weight:bold;color:${color};text-decoration:none;border-radius:6px">${escapeHtml(text)}</a></td></tr></table>`;
};

const row = (label: string, value: string) =>
  `<tr><td style="padding:2px 12px 2px 0;${FONT};font-size:14px;color:${MUTED};vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:2px 0;${FONT};font-size:14px;color:${INK}">${value}</td></tr>`;

function deadlineCard(item: DigestEmailDeadline, today: LocalDate): string {
  const { project, deadline, label, links } = item;
  const daysColor = daysLeftFor(deadline, today) <= 7 ? URGENT : INK;
  const statute =
    deadline.statute && deadline.statuteUrl
      ? link(deadline.statuteUrl, deadline.statute)
      : escapeHtml(deadline.statute ?? 'Your own reminder (no statute)');
  return [
    `<tr><td style="padding:20px 20px 16px;border-top:1px solid ${RULE}">`,
    `<p style="margin:0 0 4px;${FONT};font-size:13px;color:${MUTED}">${escapeHtml(projectLine(project))}</p>`,
    `<p style="margin:0 0 6px;${FONT};font-size:19px;line-height:1.3;font-weight:bold;color:${INK}">${escapeHtml(label)}: <span style="color:${daysColor}">${escapeHtml(countdown(deadline, today))}</span></p>`,
    `<p style="margin:0 0 12px;${FONT};font-size:15px;line-height:1.4;color:${INK}">${escapeHtml(deadline.summary)}</p>`,
    `<table ${LAYOUT} style="margin:0 0 16px">`,
    ...dateRows(deadline).map(([label, value]) => row(label, escapeHtml(value))),
    row('Statute', statute),
    '</table>',
    button(links.project, 'Open project'),
    ...(links.document ? [button(links.document.href, `Review ${links.document.title}`, false)] : []),
    button(links.markDone, 'Mark as done', false),
    ...(links.alertSettings
      ? [
          `<p style="margin:6px 0 0;${FONT};font-size:14px;line-height:1.6;color:${INK}">${link(links.alertSettings, 'Change who gets alerts', MUTED)}</p>`,
        ]
      : []),
    '</td></tr>',
  ].join('\n');
}

function listedRows(listed: DigestEmailDeadline[], counted: number, today: LocalDate): string {
  const cell = `padding:8px 20px;border-top:1px solid ${RULE};${FONT};font-size:14px;line-height:1.4;color:${INK}`;
  return [
    `<tr><td style="${cell}"><b>More this morning</b></td></tr>`,
    ...listed.map(
      (item) =>
        `<tr><td style="${cell}">${link(item.links.project, item.project.name)}<br>${escapeHtml(dueLine(item, today))}</td></tr>`,
    ),
    ...(counted > 0 ? [`<tr><td style="${cell}">${escapeHtml(countedLine(counted))}</td></tr>`] : []),
  ].join('\n');
}

/**
 * A deliverability block as a row of its own, in the email's type, on the card's own background
 * (so a dark mode recolours text and background together). Its links take the email's navy rather
 * than a client's default blue, which dark modes shift on their own.
 */
const blockRow = (block: EmailBlock, size: number, color: string) =>
  `<tr><td bgcolor="${CARD}" style="padding:16px 20px 4px;background:${CARD};${FONT};font-size:${size}px;line-height:1.5;color:${color}">${block.html.replaceAll('<a href=', `<a style="color:${NAVY};text-decoration:underline" href=`)}</td></tr>`;

function htmlPart(input: DigestEmailInput, subject: string, addenda: DigestEmailAddenda): string {
  const { full, listed, counted } = parts(input);
  const count = input.deadlines.length;
  const intro = count === 1 ? 'One deadline needs you.' : `${count} deadlines need you, most urgent first.`;
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    // Declared, so Apple Mail and others keep these colours in dark mode instead of guessing.
    '<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${PAGE}">`,
    // No hidden preheader (spam filters score text coloured like its background, or hidden, as
    // HTML_FONT_LOW_CONTRAST): the inbox's preview line is the first text, the brand and the intro.
    `<table ${LAYOUT} width="100%" bgcolor="${PAGE}" style="background:${PAGE}"><tr><td align="center" style="padding:12px 8px">`,
    `<table ${LAYOUT} width="100%" bgcolor="${CARD}" style="max-width:600px;background:${CARD}">`,
    `<tr><td bgcolor="${NAVY}" style="background:${NAVY};padding:16px 20px;border-radius:8px 8px 0 0"><span style="${FONT};font-size:20px;font-weight:bold;color:#ffffff">LienMinder</span></td></tr>`,
    ...(addenda.notice ? [blockRow(addenda.notice, 15, INK)] : []),
    `<tr><td style="padding:16px 20px 4px"><p style="margin:0;${FONT};font-size:16px;color:${INK}">${escapeHtml(intro)}</p></td></tr>`,
    ...full.map((item) => deadlineCard(item, input.today)),
    ...(listed.length > 0 ? [listedRows(listed, counted, input.today)] : []),
    `<tr><td style="padding:16px 20px;border-top:1px solid ${RULE}"><p style="margin:0 0 10px;${FONT};font-size:14px;color:${INK}">${link(input.dashboardUrl, 'See all your deadlines')}</p><p style="margin:0;${FONT};font-size:12px;line-height:1.5;color:${MUTED}">${escapeHtml(ALERT_DISCLAIMER)}</p></td></tr>`,
    ...(addenda.footer ? [blockRow(addenda.footer, 12, MUTED)] : []),
    '</table>',
    '</td></tr></table>',
    '</body></html>',
  ].join('\n');
}

export function digestEmail(
  input: DigestEmailInput,
  to: string,
  addenda: DigestEmailAddenda = {},
): OutgoingEmail {
  const subject = digestSubject(input);
  return {
    to,
    subject,
    text: textPart(input, subject, addenda),
    html: htmlPart(input, subject, addenda),
    ...(addenda.headers ? { headers: addenda.headers } : {}),
  };
}
