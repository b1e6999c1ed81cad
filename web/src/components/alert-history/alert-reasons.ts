/**
 * Why an alert or one of its messages was not sent, in the words of the person who gets it. The
 * API gives codes (the alert's skip reasons, a message's delivery reason); an unknown code still
 * reads as words rather than a blank.
 */
const REASONS: Record<string, string> = {
  // Why the alert as a whole went unsent (functions/src/ports/alert-store.ts SKIP_REASONS).
  project_deleted: 'The project was deleted.',
  project_completed: 'The project is marked completed.',
  project_on_hold: 'The project is on hold.',
  deadline_gone: 'A change to the project removed this deadline.',
  deadline_completed: 'You marked this deadline done.',
  deadline_passed: 'The deadline had already passed.',
  not_in_plan: 'Your plan does not include this alert.',
  no_recipients: 'The project has no email or phone to alert. Add one below.',
  account_closing: 'The account is being closed.',
  // Why one message went unsent (a recipient, a channel).
  opted_out: 'This phone replied STOP, so it gets no texts.',
  quiet_hours_deferred: 'Texts wait until 8:00 AM: Florida allows them only from 8 AM to 8 PM.',
  quiet_hours: 'Texts wait until 8:00 AM: Florida allows them only from 8 AM to 8 PM.',
  plan: 'Your plan does not include text alerts.',
  no_consent: 'This phone has not agreed to get texts.',
  outside_sms_hours:
    'A retry came outside 8 AM to 8 PM, when Florida allows texts, so this text was not sent. The email went.',
  not_us_number: 'LienMinder texts only US mobile numbers.',
  suppressed: 'Alerts no longer go here (see "Not reaching" above).',
  timeout: 'The email or text service did not answer in time. It will be tried again.',
  provider_error: 'The email or text service turned it down.',
};

export function reasonInWords(reason: string): string {
  const known = REASONS[reason];
  if (known) return known;
  const words = reason.replaceAll('_', ' ').trim();
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}.` : 'No reason was given.';
}
