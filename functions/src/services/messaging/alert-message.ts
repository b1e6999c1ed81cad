/**
 * The words every alert message shares (digest-email.ts, digest-sms.ts) and the other emails borrow:
 * dates, deadline names, HTML escaping (GSM-7 text is gsm7.ts). Pure: no host zone can shift a date.
 */
import {
  DEADLINE_TYPE_LABELS,
  isRecurringReminder,
  type JobKind,
  jobKindOf,
  type LocalDate,
  type NamedDeadline,
  type Project,
} from '@lienminder/shared';

export const ALERT_DISCLAIMER =
  'LienMinder is a convenience tool, not legal advice; you bear all risk. Verify every deadline with a Florida construction attorney.';

export const SMS_PREFIX = 'LienMinder: ';
/** docs/sms-compliance.md: every text carries the opt-out instruction. */
export const SMS_SUFFIX = ' Reply STOP to opt out';

/**
 * The two date formats, each made once per container, on first use: making an Intl.DateTimeFormat
 * costs far more than formatting with it, and a morning's email formats a few dates per deadline
 * (in the 9:00 burst bench these constructions were the largest cost of a morning take).
 */
let longFormat: Intl.DateTimeFormat | undefined;
let shortFormat: Intl.DateTimeFormat | undefined;

/** "Friday, March 13, 2026": calendar arithmetic in UTC, so no host zone can shift the day. */
export function longDate(date: LocalDate): string {
  longFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  return longFormat.format(new Date(`${date}T00:00:00Z`));
}

/** "Mar 13": short enough for an SMS or a subject. */
export function shortDate(date: LocalDate): string {
  shortFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });
  return shortFormat.format(new Date(`${date}T00:00:00Z`));
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
 * With no role chosen, the 90-day deadline's title names both readings; the text names what the job
 * makes it: a lien on a private job, a notice on a public one, either on a bonded one (the owner's
 * contractor records a lien, those under it serve the notice).
 */
const NINETY_DAY_LABELS: Record<JobKind, string> = {
  private: 'Claim of Lien',
  bonded: 'Claim of Lien / Notice of Nonpayment',
  public: 'Notice of Nonpayment',
};

/** The deadline's own words, short enough for a subject line or a text. */
export function deadlineLabel(project: Project, deadline: NamedDeadline): string {
  if (isRecurringReminder(deadline)) return 'Lien/Bond reminder';
  if (deadline.title === DEADLINE_TYPE_LABELS.record_lien) return NINETY_DAY_LABELS[jobKindOf(project)];
  return deadline.title;
}
