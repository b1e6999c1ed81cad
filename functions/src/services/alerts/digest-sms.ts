/**
 * The morning's alert text (morning-digest.ts): one per phone. With one deadline, one GSM-7 segment
 * (160 characters): the project, the deadline, when, and a link to the project's page. With several,
 * the most urgent and how many more, linking to the dashboard, in at most two segments (a
 * concatenated GSM-7 segment carries 153 characters). docs/sms-compliance.md "Sending": it starts with
 * "LienMinder:" and carries "Reply STOP to opt out". Pure, like the email.
 */
import { alertTargetDate, deadlineTiming, type LocalDate, type NamedDeadline } from '@lienminder/shared';
import { SMS_PREFIX, SMS_SUFFIX, shortDate, toGsm7 } from '#src/services/messaging/alert-message';
import { timingPhrase } from './digest-email';

/** One segment; two concatenated segments (each loses 7 characters to the header that joins them). */
const ONE_SEGMENT = 160;
const TWO_SEGMENTS = 2 * 153;

export interface DigestSmsInput {
  /** The most urgent deadline of the morning for this phone. */
  first: { projectName: string; deadline: NamedDeadline; label: string };
  /** How many more deadlines the morning has for this phone. */
  more: number;
  /** The project's page with one deadline, the dashboard with several. */
  link: string;
  today: LocalDate;
}

/** "in 7 days", "today", "on time until Apr 6", "hand-deliver by Apr 15", "2 days overdue" */
function when(deadline: NamedDeadline, today: LocalDate): string {
  const timing = deadlineTiming(deadline, today);
  const phrase = timingPhrase(deadline, today);
  return timing.kind === 'due' && timing.daysLeft > 0 ? `in ${phrase}` : phrase;
}

/**
 * "Claim of Lien in 7 days (Apr 2)". The 45-day notice names the day that counts (s. 713.18(4)):
 * "Notice to Owner: mail by Nov 30 (2 days)", once that is past "Notice to Owner: hand-deliver by
 * Dec 4". Both days and the project name do not fit one segment beside the project's link: the page
 * it opens shows both, as the email does.
 */
function deadlineWords(label: string, deadline: NamedDeadline, today: LocalDate): string {
  const timing = deadlineTiming(deadline, today);
  const { mailBy } = deadline;
  if (!mailBy || timing.kind === 'overdue')
    return `${label} ${when(deadline, today)} (${shortDate(mailBy ? deadline.dueDate : alertTargetDate(deadline))})`;
  if (timing.kind === 'due')
    return `${label}: mail by ${shortDate(mailBy.dueDate)} (${timingPhrase(deadline, today)})`;
  return `${label}: ${timing.kind === 'hand_delivery' ? 'hand-deliver' : 'mail'} by ${shortDate(timing.until)}`;
}

/** "LienMinder: Smith Residence: Claim of Lien in 7 days (Apr 2) + 2 more. <link> Reply STOP to opt out" */
export function digestSms(input: DigestSmsInput): string {
  const { first, more, link, today } = input;
  const words = deadlineWords(toGsm7(first.label), first.deadline, today);
  const after = `: ${words}${more > 0 ? ` + ${more} more` : ''}. ${link}${SMS_SUFFIX}`;
  const limit = more > 0 ? TWO_SEGMENTS : ONE_SEGMENT;
  const room = limit - SMS_PREFIX.length - after.length;
  const name = toGsm7(first.projectName.trim());
  const fitted = name.length <= room ? name : `${name.slice(0, Math.max(room - 3, 0)).trimEnd()}...`;
  return `${SMS_PREFIX}${fitted}${after}`;
}
