/**
 * The web app's pages an alert message links to (functions/src/services/alerts/morning-take.ts
 * writes the links; web/src/routes.tsx serves the pages): kept in one place so neither side can
 * move without the other.
 */
import type { DocumentKind } from './documents/document-contract';

export const projectPagePath = (projectId: string) => `/projects/${projectId}`;

/** The preview page of one of a project's statutory documents, prepared from its facts (Gold). */
export const projectDocumentPath = (projectId: string, kind: DocumentKind) =>
  `/projects/${encodeURIComponent(projectId)}/documents/${kind}`;

/** The edit form's alert contacts, where the account holder changes who gets a project's alerts. */
export const ALERT_CONTACTS_ANCHOR = 'alerts';
export const alertContactsPath = (projectId: string) =>
  `/projects/${projectId}/edit#${ALERT_CONTACTS_ANCHOR}`;
