/**
 * The API calls of the statutory forms (Gold's premium feature): the company profile they are
 * signed with, and a project's prepared document, through the client typed by the OpenAPI document.
 */
import type { CompanyProfile, DocumentKind, WaiverTerms } from '@lienminder/shared';
import { answer, api } from './api-client';

export const COMPANY_PROFILE_PATH = '/api/company-profile';

/** The cache keys of a project's prepared documents start with this one. */
export const projectDocumentsKey = (projectId: string) => ['/api/projects', projectId, 'documents'] as const;

/** The cache key of a prepared document: the path it is read from, with a waiver's terms. */
export const documentQueryKey = (projectId: string, kind: DocumentKind, terms: WaiverTerms) =>
  [...projectDocumentsKey(projectId), kind, terms] as const;

/** Whether a cache key is a prepared document's: each is filled from the company profile. */
export const isDocumentQueryKey = (key: readonly unknown[]) =>
  key[0] === '/api/projects' && key[2] === 'documents';

export const readCompanyProfile = () => answer(api.GET('/api/company-profile'));

export const saveCompanyProfile = (profile: CompanyProfile) =>
  answer(api.PUT('/api/company-profile', { body: profile }));

/** GET /api/projects/{id}/documents/{kind}, a waiver's terms as its query (blank ones left out). */
export const readProjectDocument = (projectId: string, kind: DocumentKind, terms: WaiverTerms) =>
  answer(
    api.GET('/api/projects/{id}/documents/{kind}', {
      params: {
        path: { id: projectId, kind },
        query: Object.fromEntries(Object.entries(terms).filter(([, value]) => value !== '')),
      },
    }),
  );
