/**
 * The consent a project save gives for its alert phones (docs/sms-compliance.md "Consent"): each number
 * newly ticked gets an append-only consent record with exactly the text the form showed, and its
 * phone status becomes opted in, both in one write — unless the number replied STOP, which only its
 * owner can undo by texting START (the consent log refuses the change, even for a STOP that lands
 * while this save runs).
 *
 * A number the save opts in anew (it was not opted in before: no status, or an opt-out undone since)
 * gets the one confirmation text an opt-in is owed ("The confirmation"). A number already opted in
 * (another project lists it, or it is the account's registered phone) was confirmed when it was: a
 * second project's consent texts it nothing more. The confirmations project saves send have their
 * hourly budget, as the opt-in page's do, and each account its share of it (confirmation-budget.ts);
 * past either the consent is recorded and the save goes through without the text.
 */
import { PROJECT_PHONE_CONSENT_TEXT, type Project } from '@lienminder/shared';
import { log } from '#src/log';
import type { Clock } from '#src/ports/clock';
import type { ConsentRecorder } from '#src/ports/consent-log';
import type { IdGenerator } from '#src/ports/ids';
import type { MessageDispatch } from '#src/ports/message-dispatch';
import type { PhoneStatuses } from '#src/ports/phone-status';
import type { RateLimiter } from '#src/ports/rate-limiter';
import { spendProjectConfirmationBudget } from './confirmation-budget';
import { type ConsentOrigin, consentRecord } from './consent-record';
import { consentedPhones } from './consented-phones';
import { sendOptInConfirmation } from './opt-in-confirmation';

export interface ProjectPhoneConsents {
  /** Call before the project is written: `previous` is the stored project, null on create. */
  recordSave(input: {
    userId: string;
    project: Project;
    previous: Project | null;
    origin: ConsentOrigin;
  }): Promise<void>;
}

export interface ProjectPhoneConsentDependencies {
  log: ConsentRecorder;
  /** Whether a number was opted in before this save: only a new opt-in is confirmed. */
  phones: Pick<PhoneStatuses, 'get'>;
  /** Hands the confirmation text to the sender (docs/decisions/007). */
  dispatch: MessageDispatch;
  /** Counts the confirmations against their hourly budget. */
  rateLimiter: Pick<RateLimiter, 'hit'>;
  clock: Clock;
  ids: IdGenerator;
  /** The terms and privacy pages the consent text points to are under it. */
  publicUrl: URL;
}

/** Numbers ticked in this save that the stored project did not already hold as consented. */
export function newlyConsentedPhones(project: Project, previous: Project | null): string[] {
  const before = new Set(previous ? consentedPhones(previous) : []);
  return consentedPhones(project).filter((phone) => !before.has(phone));
}

export function projectPhoneConsents(deps: ProjectPhoneConsentDependencies): ProjectPhoneConsents {
  return {
    async recordSave({ userId, project, previous, origin }) {
      for (const phone of newlyConsentedPhones(project, previous)) {
        const before = await deps.phones.get(phone);
        const outcome = await deps.log.record({
          record: consentRecord(deps, {
            phone,
            name: null,
            origin,
            at: deps.clock.now(),
            consentText: PROJECT_PHONE_CONSENT_TEXT,
            action: 'opt_in',
            source: 'project_form',
            userId,
            projectId: project.id,
          }),
        });
        if (outcome === 'superseded') {
          log.info('Consent ticked for a number that replied STOP; it stays opted out', {
            userId,
            projectId: project.id,
          });
        } else if (before !== 'opted_in') {
          // A spent budget, like a failed hand-over, is logged and does not fail the save.
          if ((await spendProjectConfirmationBudget(deps.rateLimiter, userId)).allowed) {
            await sendOptInConfirmation(deps.dispatch, phone);
          }
        }
      }
    },
  };
}
