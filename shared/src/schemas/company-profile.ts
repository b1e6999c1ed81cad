/**
 * The company profile (documents/document-contract.ts CompanyProfile): who signs the statutory
 * forms, entered once on the account. Every field is optional: a form marks a blank for each one
 * missing. zod/mini, as fields.ts says why.
 */
import './zod-config';
import * as z from 'zod/mini';
import type { CompanyProfile } from '../documents/document-contract';
import { optionalEmail, optionalPhone, optionalText } from './fields';

export const companyProfileSchema = z.object({
  legalName: optionalText,
  address: optionalText,
  /** Kept as 10 digits, as a project's phones are. */
  phone: optionalPhone,
  email: optionalEmail,
  signerName: optionalText,
  signerTitle: optionalText,
  /** Name and post-office address of a preparer other than the signer (s. 695.26(1)(b)). */
  preparedBy: optionalText,
} satisfies Record<keyof CompanyProfile, unknown>);

export type CompanyProfileInput = z.input<typeof companyProfileSchema>;

/** A profile with nothing entered: what an account has until its first save. */
export const emptyCompanyProfile = (): CompanyProfile => ({
  legalName: '',
  address: '',
  phone: '',
  email: '',
  signerName: '',
  signerTitle: '',
  preparedBy: '',
});
