/**
 * Which statutory documents a project's role and job call for (docs/florida-rules.md section 3).
 * The 45-day notice and the 90-day notice follow the deadlines the engine computes
 * (`obligationsOf`); the documents that go with a lien follow who has one on the job
 * (`holdsALien`): the Claim of Lien, the sworn statement, and the s. 713.20(4), (5) waivers, whose
 * forms waive "its lien and right to claim a lien". The claimants a payment bond covers waive their
 * rights in the s. 713.235 forms, not these.
 */

import { holdsALien, type JobKind, jobKindOf, obligationsOf } from '../deadlines/lienor-roles';
import { LIENOR_ROLES, type LienorRole, type ProjectFields } from '../domain';
import { DOCUMENT_KINDS, type DocumentKind } from './document-contract';

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
