/**
 * The deadline engine: a project's furnishing dates in, its lien and bond-claim deadlines out
 * (FLORIDA_DEADLINES.md section 3). Pure and calendar-only: the same input gives the same
 * deadlines, with the same ids, on any host in any time zone.
 */
import { legalLastDayFor } from '../calendar/florida-holidays';
import { addDays, type LocalDate } from '../calendar/local-date';
import {
  type ComputedDeadline,
  DEADLINE_TYPE_LABELS,
  type DeadlineInput,
  type DeadlineSchedule,
  type PendingDeadline,
} from './types';

/** s. 713.06(2)(a) and s. 255.05(2)(a)2: notice within 45 days after first furnishing. */
const NOTICE_DAYS = 45;
/** s. 713.18: a notice mailed with proof of mailing by day 40 counts as served when mailed. */
const NOTICE_MAILING_DAYS = 40;
/** s. 713.08(5) and s. 255.05(2)(a)2: 90 days after final furnishing. */
const LIEN_DAYS = 90;

const ATTORNEY_ADVICE = 'An attorney consultation is advised.';

function noticeToOwner(input: DeadlineInput): ComputedDeadline {
  const dueDate = addDays(input.firstFurnishingDate, NOTICE_DAYS);
  const mailBy = addDays(input.firstFurnishingDate, NOTICE_MAILING_DAYS);
  const mailing = `Mailing it by day 40 (${mailBy}) with proof of mailing counts as serving it on the mailing date (Fla. Stat. s. 713.18).`;
  const isPublic = input.type === 'public';
  const { legalLastDay, reason } = legalLastDayFor(dueDate);
  return {
    id: `${input.projectId}-nto`,
    projectId: input.projectId,
    type: 'notice_to_owner',
    title: isPublic ? 'Notice to Contractor' : DEADLINE_TYPE_LABELS.notice_to_owner,
    dueDate,
    legalLastDay,
    legalLastDayReason: reason,
    description: isPublic
      ? // s. 255.05(2)(a)2: claimants not in privity with the contractor, except laborers.
        `Serve your Notice to Contractor on the contractor within 45 days after your first furnishing (Fla. Stat. s. 255.05(2)(a)2). ${mailing} Needed if you have no contract with the contractor yourself (sub-subcontractors and suppliers); laborers are exempt. ${ATTORNEY_ADVICE} Reference only: no email or SMS alerts are sent for this date.`
      : // s. 713.06(2)(a): lienors not in privity with the owner, except laborers.
        `Serve your Notice to Owner on the property owner before you start or within 45 days after your first furnishing (Fla. Stat. s. 713.06(2)(a)). ${mailing} Needed if you have no contract with the owner yourself (subcontractors, sub-subcontractors and suppliers); laborers are exempt. ${ATTORNEY_ADVICE} Reference only: no email or SMS alerts are sent for this date.`,
    statute: isPublic ? 'Fla. Stat. s. 255.05(2)(a)2' : 'Fla. Stat. s. 713.06(2)(a)',
    alertsEnabled: false,
  };
}

function claimOfLien(input: DeadlineInput, lastFurnishingDate: LocalDate): ComputedDeadline {
  const dueDate = addDays(lastFurnishingDate, LIEN_DAYS);
  const isPublic = input.type === 'public';
  // s. 713.011 for ch. 713 periods; Fla. R. Gen. Prac. & Jud. Admin. 2.514(a) for s. 255.05 ones.
  const { legalLastDay, reason } = legalLastDayFor(dueDate);
  return {
    id: `${input.projectId}-lien`,
    projectId: input.projectId,
    type: 'record_lien',
    title: DEADLINE_TYPE_LABELS.record_lien,
    dueDate,
    legalLastDay,
    legalLastDayReason: reason,
    description: isPublic
      ? // s. 255.05(2)(a)2: not earlier than 45 days after first, not later than 90 after final furnishing.
        `Public project: public property cannot be liened, so your protection is the payment bond. If you have not been paid, serve a Notice of Nonpayment on the contractor, with a copy to the surety, no later than 90 days after your last furnishing (Fla. Stat. s. 255.05(2)(a)2). It may not be served earlier than 45 days after your first furnishing (${addDays(input.firstFurnishingDate, NOTICE_DAYS)}). ${ATTORNEY_ADVICE}`
      : // s. 713.08(5): record within 90 days after final furnishing; s. 713.08(4)(c): serve within 15 days.
        `Record your Claim of Lien with the clerk of the county where the property is, no later than 90 days after your last furnishing (Fla. Stat. s. 713.08(5)). Warranty, corrective and clean-up work do not extend this date. Then serve a copy on the owner within 15 days after recording (s. 713.08(4)(c)). ${ATTORNEY_ADVICE}`,
    statute: isPublic ? 'Fla. Stat. s. 255.05(2)(a)2' : 'Fla. Stat. s. 713.08(5)',
    alertsEnabled: true,
  };
}

function claimOfLienPending(input: DeadlineInput): PendingDeadline {
  const notice = input.type === 'public' ? 'Notice of Nonpayment' : 'Claim of Lien';
  return {
    type: 'record_lien',
    title: DEADLINE_TYPE_LABELS.record_lien,
    reason: `Enter the last furnishing date to compute the ${notice} deadline.`,
  };
}

/** The user's own schedule (spec section 1): every 15 or 30 days, start and end dates included. */
function recurringReminders(input: DeadlineInput): ComputedDeadline[] {
  const {
    recurringAlertsInterval: interval,
    recurringAlertsStartDate: start,
    recurringAlertsEndDate: end,
  } = input;
  if (interval === '' || start === '' || end === '') return [];
  const reminders: ComputedDeadline[] = [];
  for (let dueDate = start; dueDate <= end; dueDate = addDays(dueDate, Number(interval))) {
    reminders.push({
      id: `${input.projectId}-r${dueDate.replaceAll('-', '')}`,
      projectId: input.projectId,
      type: 'recurring_lien_reminder',
      title: DEADLINE_TYPE_LABELS.recurring_lien_reminder,
      dueDate,
      legalLastDay: dueDate,
      legalLastDayReason: null,
      description: `Your reminder every ${interval} days (${start} to ${end}): check what you are owed on this project and that your notices, liens and bond claims are on time.`,
      statute: null,
      alertsEnabled: true,
    });
  }
  return reminders;
}

export function computeDeadlines(input: DeadlineInput): DeadlineSchedule {
  const deadlines = [noticeToOwner(input), ...recurringReminders(input)];
  const pending: PendingDeadline[] = [];
  if (input.lastFurnishingDate === '') pending.push(claimOfLienPending(input));
  else deadlines.push(claimOfLien(input, input.lastFurnishingDate));
  deadlines.sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
  return { deadlines, pending };
}
