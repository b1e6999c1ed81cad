/**
 * The web app's pages an alert message links to (functions/src/services/alerts/morning-take.ts
 * writes the links; web/src/routes.tsx serves the pages): kept in one place so neither side can
 * move without the other.
 */
export const projectPagePath = (projectId: string) => `/projects/${projectId}`;

/** The edit form's alert contacts, where the account holder changes who gets a project's alerts. */
export const ALERT_CONTACTS_ANCHOR = 'alerts';
export const alertContactsPath = (projectId: string) =>
  `/projects/${projectId}/edit#${ALERT_CONTACTS_ANCHOR}`;
