/**
 * The API calls of the statutory forms (Gold's premium feature): the company profile they are
 * signed with, and a project's prepared document. Kept in one module so that moving them to the
 * client typed from the OpenAPI document is one change.
 */
import type { CompanyProfile, DocumentKind, PreparedDocument, WaiverTerms } from '@lienminder/shared';
import { apiRequest } from './api-client';

export const COMPANY_PROFILE_PATH = '/api/company-profile';

/** The cache key of a prepared document: the path it is read from, with a waiver's terms. */
export const documentQueryKey = (projectId: string, kind: DocumentKind, terms: WaiverTerms) =>
  ['/api/projects', projectId, 'documents', kind, terms] as const;

export const readCompanyProfile = () => apiRequest<CompanyProfile>('GET', COMPANY_PROFILE_PATH);

export const saveCompanyProfile = (profile: CompanyProfile) =>
  apiRequest<CompanyProfile>('PUT', COMPANY_PROFILE_PATH, profile);

/** GET /api/projects/{id}/documents/{kind}, a waiver's terms as its query (blank ones left out). */
export function readProjectDocument(
  projectId: string,
  kind: DocumentKind,
  terms: WaiverTerms,
): Promise<PreparedDocument> {
  const query = new URLSearchParams(Object.entries(terms).filter(([, value]) => value !== '')).toString();
  const path = `/api/projects/${encodeURIComponent(projectId)}/documents/${kind}`;
  return apiRequest<PreparedDocument>('GET', query ? `${path}?${query}` : path);
}
