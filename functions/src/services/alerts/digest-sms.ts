/**
 * The morning's alert text (morning-digest.ts): one per phone, always one GSM-7 segment, at most 160
 * characters (docs/sms-compliance.md "Sending"). With one deadline: the project, the deadline, when,
 * and a link to the project's page; with several, the most urgent and how many more, linking to the
 * dashboard. It starts with "LienMinder:" and ends with "Reply STOP to opt out". What does not fit
 * gives way in order: the project's name is shortened, then left out, and only then the deadline's
 * words; the link and the opt-out are always whole. Pure, like the email.
 */
import {
  alertTargetDate,
  deadlineTiming,
  type LocalDate,
  type NamedDeadline,
  SMS_MAX_LENGTH,
} from '@lienminder/shared';
import { SMS_PREFIX, SMS_SUFFIX, shortDate } from '#src/services/messaging/alert-message';
import { gsm7Length, shortenedTo, toGsm7 } from '#src/services/messaging/gsm7';
import { timingPhrase } from './digest-email';

/** A name cut shorter than this ("Sm...") says nothing: the text leaves it out instead. */
const SHORTEST_NAME = 6;

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
  const words = `${deadlineWords(toGsm7(first.label), first.deadline, today)}${more > 0 ? ` + ${more} more` : ''}`;
  const close = `. ${link}${SMS_SUFFIX}`;
  const room = SMS_MAX_LENGTH - gsm7Length(SMS_PREFIX) - gsm7Length(close);
  const whole = toGsm7(first.projectName).trim();
  const name = shortenedTo(whole, room - gsm7Length(`: ${words}`));
  if (name === whole ? name !== '' : gsm7Length(name) >= SHORTEST_NAME)
    return `${SMS_PREFIX}${name}: ${words}${close}`;
  return `${SMS_PREFIX}${shortenedTo(words, room)}${close}`;
}
