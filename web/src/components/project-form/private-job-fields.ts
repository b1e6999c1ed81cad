import type { ProjectFormApi } from './project-form-types';

/**
 * A public job has no payment bond flag and no lien (public property cannot be liened; its bond is
 * the statute's own, docs/florida-rules.md section 3), and the API refuses them there: choosing
 * public clears what a private job had, as well as hiding it.
 */
export function clearPrivateJobFields(form: ProjectFormApi): void {
  form.setValue('paymentBond', false);
  form.setValue('lienRecordedDate', '');
  form.setValue('lienRecordingReference', '');
  form.setValue('contestServedDate', '');
  for (const field of PRIVATE_JOB_EVENTS) form.setValue(field, '');
}

/** The events that happen only on a private job (docs/florida-rules.md section 5). */
const PRIVATE_JOB_EVENTS = [
  'showCauseServedDate',
  'swornStatementDemandDate',
  'terminationDate',
  'nocRecordedDate',
  'nocExpirationDate',
] as const;
