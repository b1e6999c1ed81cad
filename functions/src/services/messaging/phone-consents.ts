/**
 * The consent a project save gives for its alert phones (docs/sms-compliance.md "Consent"): each number
 * newly ticked gets an append-only consent record with exactly the text the form showed, and its
 * phone status becomes opted in, both in one write — unless the number replied STOP, which only its
 * owner can undo by texting START (the consent log refuses the change, even for a STOP that lands
 * while this save runs).
 */
import { PROJECT_PHONE_CONSENT_TEXT, type Project } from '@lienminder/shared';
import { log } from '#src/log';
import type { Clock } from '#src/ports/clock';
import type { ConsentRecorder } from '#src/ports/consent-log';
import type { IdGenerator } from '#src/ports/ids';
import { consentedPhones } from './consented-phones';
import { consentProgram } from './sms-program';

/** The browser that saved the form, as the consent record keeps it. */
export interface ConsentOrigin {
  ip: string;
  userAgent: string;
}

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
  const program = consentProgram(deps.publicUrl);
  return {
    async recordSave({ userId, project, previous, origin }) {
      for (const phone of newlyConsentedPhones(project, previous)) {
        const outcome = await deps.log.record({
          record: {
            id: deps.ids.newId(),
            phone,
            name: null,
            ip: origin.ip,
            userAgent: origin.userAgent,
            timestamp: deps.clock.now().toISOString(),
            consentText: PROJECT_PHONE_CONSENT_TEXT,
            ...program,
            action: 'opt_in',
            source: 'project_form',
            userId,
            projectId: project.id,
          },
        });
        if (outcome === 'superseded') {
          log.info('Consent ticked for a number that replied STOP; it stays opted out', {
            userId,
            projectId: project.id,
          });
        }
      }
    },
  };
}
