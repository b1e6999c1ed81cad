/** What the deadline engine produces (docs/product.md section 3 "Deadline"; docs/florida-rules.md section 3). */
import type { LocalDate } from '../calendar/local-date';
import type { DeadlineInputField, ProjectFields, ProjectType, RecurringInterval } from '../domain';

/** In the order a day's deadlines are listed: a notice before a recording, an affidavit before suit. */
export const DEADLINE_TYPES = [
  'notice_to_owner',
  'sworn_statement',
  'record_lien',
  'serve_lien',
  'final_payment_affidavit',
  'enforce_lien',
  'bond_suit',
  'noc_expiration',
  'recurring_lien_reminder',
  'periodic_alert',
] as const;
export type DeadlineType = (typeof DEADLINE_TYPES)[number];

/** The user's own reminders (docs/product.md section 2: shown grouped per project), as opposed to the law's deadlines. */
export const isRecurringReminder = (deadline: { type: DeadlineType }) =>
  deadline.type === 'recurring_lien_reminder' || deadline.type === 'periodic_alert';

/**
 * Display names: the spec's for its four types; docs/florida-rules.md section 3's for the deadlines
 * after a lien is recorded and the bond suit. A deadline's own `title` may be more precise (a
 * public job's notice is the "Notice to Contractor").
 */
export const DEADLINE_TYPE_LABELS: Record<DeadlineType, string> = {
  notice_to_owner: 'Notice to Owner',
  record_lien: 'Record Claim of Lien / Notice of Nonpayment',
  serve_lien: 'Serve Claim of Lien',
  final_payment_affidavit: "Contractor's Final Payment Affidavit",
  enforce_lien: 'Enforce Lien (File Suit)',
  bond_suit: 'Suit on Payment Bond',
  sworn_statement: 'Answer the Sworn Statement Demand',
  noc_expiration: 'Notice of Commencement Expires',
  recurring_lien_reminder: 'Lien/Bond Reminder',
  periodic_alert: 'Lien/Bond Reminder',
};

/** The engine's inputs every project has had from the start. */
type FirstDeadlineInputField =
  | 'type'
  | 'firstFurnishingDate'
  | 'lastFurnishingDate'
  | 'recurringAlertsInterval'
  | 'recurringAlertsStartDate'
  | 'recurringAlertsEndDate';

/**
 * The project fields the engine reads (DEADLINE_INPUT_FIELDS, domain.ts). The statutory-depth fields
 * may be absent (a project saved before they existed, or a caller that never asks): absent reads as
 * not chosen, no bond, nothing recorded — the two deadlines every project had before.
 */
export type DeadlineInput = Pick<ProjectFields, FirstDeadlineInputField> &
  Partial<Pick<ProjectFields, Exclude<DeadlineInputField, FirstDeadlineInputField>>> & {
    projectId: string;
  };

/** A date with its s. 713.011 legal last day, as a deadline carries them. */
export interface StatutoryDay {
  /** The statutory date, counted in calendar days: the date to aim for. */
  dueDate: LocalDate;
  /**
   * `dueDate` moved to the next business day under s. 713.011, or for a "before" deadline (the final
   * payment affidavit) back to the business day before it; equal to `dueDate` on a business day.
   * Alerts count down to the earlier of the two (urgency.ts alertTargetDate).
   */
  legalLastDay: LocalDate;
  /** Why `legalLastDay` differs, e.g. "moved from Saturday"; null when it does not. */
  legalLastDayReason: string | null;
}

/**
 * A deadline named and dated: everything the engine computes but its long description. What every
 * reader of deadlines but a project's page, its done page and the calendar feed needs
 * (`nameDeadlines`; docs/decisions/006).
 */
export interface NamedDeadline extends StatutoryDay {
  /** Stable for the same project and rule, so a recompute keeps ids (and alert schedules). */
  id: string;
  projectId: string;
  type: DeadlineType;
  /** "Notice to Owner", or "Notice to Contractor" on public projects, etc. */
  title: string;
  /** The deadline in one line a tradesperson understands ("Record your lien at the county clerk"). */
  summary: string;
  /** e.g. "Fla. Stat. s. 713.08(5)"; null for the user's own reminders. */
  statute: string | null;
  /** The statute's official text (the Florida Senate's copy); null with `statute`. */
  statuteUrl: string | null;
  /**
   * Whether it gets email and SMS alerts. The 45-day notice is reference only (docs/product.md
   * section 1) unless the project asks for its alerts (`noticeToOwnerAlerts`, docs/decisions/033).
   */
  alertsEnabled: boolean;
  /**
   * On the 45-day notice: day 40, by which a notice mailed with proof of mailing counts as served on
   * the mailing date (s. 713.18), with its legal last day.
   */
  mailBy?: StatutoryDay;
  /** On a public job's Notice of Nonpayment: it may not be served before this day (s. 255.05(2)(a)2). */
  earliestDate?: LocalDate;
  /**
   * On a Claim of Lien: the day it was recorded (the project's `lienRecordedDate`), when that is not
   * after its legal last day. The deadline is met, and shows and counts as done whatever the user
   * marked. A late recording does not meet it (docs/florida-rules.md section 5).
   */
  metOn?: LocalDate;
}

/** A deadline in full, with the explanation a project's page shows (`computeDeadlines`). */
export interface ComputedDeadline extends NamedDeadline {
  description: string;
}

/** Done: marked so by the user (`marks` holds its id), or met by what the project records. */
export function isDeadlineDone(deadline: Pick<NamedDeadline, 'id' | 'metOn'>, marks: ReadonlySet<string>) {
  return deadline.metOn !== undefined || marks.has(deadline.id);
}

/** A line the project's deadlines are shown with: why some are missing, or what would add them. */
export interface DeadlineNote {
  /** `choose_role`: no role chosen yet; `no_statutory_deadline`: the role has no claim on this job. */
  kind: 'choose_role' | 'no_statutory_deadline';
  text: string;
}

/** A deadline the engine cannot compute yet, with what is missing. */
export interface PendingDeadline {
  type: DeadlineType;
  title: string;
  reason: string;
}

/** The engine's answer: `D` is a `NamedDeadline` when it was asked to name the deadlines only. */
export interface DeadlineSchedule<D extends NamedDeadline = ComputedDeadline> {
  deadlines: D[];
  pending: PendingDeadline[];
  notes: DeadlineNote[];
}

export const ALERT_OFFSETS_DAYS = [30, 14, 7, 3, 1] as const;
/**
 * 'd30' … 'd1' count down to a statutory deadline; 'due' is a recurring reminder on its own date;
 * 'catch_up' is the one alert, at the next 9:00, of a deadline entered too late for its countdown.
 */
export const ALERT_KEYS = ['d30', 'd14', 'd7', 'd3', 'd1', 'due', 'catch_up'] as const;
export type AlertKey = (typeof ALERT_KEYS)[number];

export interface PlannedAlert {
  deadlineId: string;
  projectId: string;
  alertKey: AlertKey;
  /** The Florida calendar day the alert fires on. */
  localDate: LocalDate;
  /** "09:00": inside every SMS quiet-hours rule (FTSA 8:00-20:00). */
  localTime: string;
  timeZone: string;
  /** The same moment as a UTC instant, ISO 8601 (e.g. "2026-03-06T14:00:00.000Z"). */
  fireAt: string;
}

export interface ProjectSummary {
  id: string;
  name: string;
  type: ProjectType;
  firstFurnishingDate: LocalDate;
  recurringAlertsInterval: RecurringInterval;
  recurringAlertsStartDate: LocalDate | '';
  recurringAlertsEndDate: LocalDate | '';
}
