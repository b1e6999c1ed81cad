/** What the deadline engine produces (spec section 3 "Deadline"; FLORIDA_DEADLINES.md section 3). */
import type { LocalDate } from '../calendar/local-date';
import type { ProjectFields, ProjectType, RecurringInterval } from '../domain';

export const DEADLINE_TYPES = [
  'notice_to_owner',
  'record_lien',
  'recurring_lien_reminder',
  'periodic_alert',
] as const;
export type DeadlineType = (typeof DEADLINE_TYPES)[number];

/** The user's own reminders (spec section 2: shown grouped per project), as opposed to the law's deadlines. */
export const isRecurringReminder = (deadline: { type: DeadlineType }) =>
  deadline.type === 'recurring_lien_reminder' || deadline.type === 'periodic_alert';

/** Display names as the spec gives them. */
export const DEADLINE_TYPE_LABELS: Record<DeadlineType, string> = {
  notice_to_owner: 'Notice to Owner',
  record_lien: 'Record Claim of Lien / Notice of Nonpayment',
  recurring_lien_reminder: 'Lien/Bond Reminder',
  periodic_alert: 'Lien/Bond Reminder',
};

/** The project fields the engine reads. */
export type DeadlineInput = Pick<
  ProjectFields,
  | 'type'
  | 'firstFurnishingDate'
  | 'lastFurnishingDate'
  | 'recurringAlertsInterval'
  | 'recurringAlertsStartDate'
  | 'recurringAlertsEndDate'
> & { projectId: string };

export interface ComputedDeadline {
  /** Stable for the same project and rule, so a recompute keeps ids (and alert schedules). */
  id: string;
  projectId: string;
  type: DeadlineType;
  /** "Notice to Owner", or "Notice to Contractor" on public projects, etc. */
  title: string;
  /** The statutory date, counted in calendar days: the date to aim for and alerts count down to. */
  dueDate: LocalDate;
  /** `dueDate` moved to the next business day under s. 713.011 (equal to `dueDate` otherwise). */
  legalLastDay: LocalDate;
  /** Why `legalLastDay` differs, e.g. "moved from Saturday"; null when it does not. */
  legalLastDayReason: string | null;
  description: string;
  /** e.g. "Fla. Stat. s. 713.08(5)"; null for the user's own reminders. */
  statute: string | null;
  /** Notice to Owner is reference only: no email or SMS alerts (spec section 1). */
  alertsEnabled: boolean;
}

/** A deadline the engine cannot compute yet, with what is missing. */
export interface PendingDeadline {
  type: DeadlineType;
  title: string;
  reason: string;
}

export interface DeadlineSchedule {
  deadlines: ComputedDeadline[];
  pending: PendingDeadline[];
}

export const ALERT_OFFSETS_DAYS = [30, 14, 7, 3, 1] as const;
/** 'd30' … 'd1' count down to a lien deadline; 'due' is a recurring reminder on its own date. */
export type AlertKey = 'd30' | 'd14' | 'd7' | 'd3' | 'd1' | 'due';

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
