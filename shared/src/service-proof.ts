/**
 * How a deadline was met (proof of service), kept with its done mark. The methods are those
 * s. 713.18(1), Florida Statutes (2025), lets a notice or a lien be served by, and the recording
 * that meets a Claim of Lien or a Notice of Commencement's clock (s. 713.08(4), s. 713.13).
 */
import type { LocalDate } from './calendar/local-date';

export const SERVICE_METHODS = [
  'certified_mail',
  'registered_mail',
  'global_express_guaranteed',
  'common_carrier',
  'hand_delivery',
  'posting',
  'recorded',
] as const;
export type ServiceMethod = (typeof SERVICE_METHODS)[number];

/** What the form lists and the history shows; each names the part of s. 713.18 it comes from. */
export const SERVICE_METHOD_LABELS: Record<ServiceMethod, string> = {
  // s. 713.18(1)(b): "by registered, Global Express Guaranteed, or certified mail, postage prepaid,
  // with return receipt requested", or by a common carrier delivery service with proof of delivery.
  certified_mail: 'Certified mail, return receipt requested',
  registered_mail: 'Registered mail, return receipt requested',
  global_express_guaranteed: 'Global Express Guaranteed',
  common_carrier: 'Common carrier delivery service, with proof of delivery',
  // s. 713.18(1)(a): actual delivery to the person to be served.
  hand_delivery: 'Hand delivery to the person served',
  // s. 713.18(1)(c): when neither can be accomplished, posting on the premises.
  posting: 'Posted on the premises',
  recorded: 'Recorded in the official records (clerk of court)',
};

/** The method inside a sentence ("served by certified mail, return receipt requested"). */
export const serviceMethodWords = (method: ServiceMethod) => SERVICE_METHOD_LABELS[method].toLowerCase();

/** How one deadline was met. `servedTo` and `reference` are '' when not given. */
export interface ServiceProof {
  /** The day it was served, mailed or recorded (the project's calendar). */
  servedOn: LocalDate;
  method: ServiceMethod;
  /** To whom: the owner, the contractor, the surety ... as the user writes it. */
  servedTo: string;
  /** The tracking number of the mailing or delivery, or the recorded instrument's number. */
  reference: string;
}
