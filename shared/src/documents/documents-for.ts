/**
 * Which statutory documents a project's role and job call for (docs/florida-rules.md section 3).
 * The 45-day notice and the 90-day notice follow the deadlines the engine computes
 * (`obligationsOf`); the documents that go with a lien follow who has one on the job.
 */

import { type JobKind, jobKindOf, obligationsOf } from '../deadlines/lienor-roles';
import { LIENOR_ROLES, type LienorRole, type ProjectFields } from '../domain';
import { DOCUMENT_KINDS, type DocumentKind } from './document-contract';

/**
 * Who holds a ch. 713 lien on the job, and so may record a Claim of Lien (s. 713.08), must answer
 * an owner's demand for a sworn statement of account or lose it (s. 713.16(2)), and is asked for
 * the s. 713.20(4), (5) waivers: those forms waive "its lien and right to claim a lien", so they
 * belong where there is a lien. On a private job without a payment bond that is every lienor,
 * laborers and persons in privity included (s. 713.08(1)). A payment bond leaves the contractor's
 * lien standing and puts the claimants under it on the bond (s. 713.23), whose rights are waived in
 * the s. 713.235 forms, not these; the owner's design professional is offered them too, as the
 * bond's reach over its lien is unsettled (the engine's deadlines say to record a lien as well). A
 * public job has no lien at all: s. 255.05 gives a bond claim instead.
 */
function holdsALien(role: LienorRole, job: JobKind): boolean {
  if (job === 'private') return true;
  if (job === 'bonded') return role === 'contractor' || role === 'design_professional';
  return false;
}

function documentsForRole(role: LienorRole, job: JobKind): Set<DocumentKind> {
  const obligations = obligationsOf(role, job);
  const lien = holdsALien(role, job);
  const called: Record<DocumentKind, boolean> = {
    'notice-to-owner': obligations.notice === 'owner',
    'notice-to-contractor': obligations.notice === 'contractor',
    'claim-of-lien': lien,
    'notice-of-nonpayment': obligations.ninetyDay === 'notice_of_nonpayment',
    'waiver-progress': lien,
    'waiver-final': lien,
    // The contractor hired by the owner (s. 713.06(3)(d)), on the private jobs where it has a lien.
    'final-payment-affidavit': obligations.finalPaymentAffidavit,
    'sworn-statement': lien,
  };
  return new Set(DOCUMENT_KINDS.filter((kind) => called[kind]));
}

/**
 * The documents `project` calls for, in DOCUMENT_KINDS order. With no role chosen, every document
 * some role would get on this job: as with the deadlines, a needless offer costs a minute, a
 * missing one can cost the claim (docs/florida-rules.md section 3).
 */
export function documentsFor(project: Pick<ProjectFields, 'role' | 'type' | 'paymentBond'>): DocumentKind[] {
  const job = jobKindOf(project);
  const roles = project.role === '' ? LIENOR_ROLES.filter((role) => role !== '') : [project.role];
  const called = new Set(roles.flatMap((role) => [...documentsForRole(role, job)]));
  return DOCUMENT_KINDS.filter((kind) => called.has(kind));
}
