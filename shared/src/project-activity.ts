/**
 * Who did what to a project (`GET /api/projects/{id}/activity`): one entry for each change, written
 * in the same transaction as the change itself, newest first. The actor is the signed-in person
 * (their user id and name as they were then) or, for a done mark made from an alert email's link,
 * the address the email went to. The answer's types are in api-types.ts, beside the schema's others.
 */
export const ACTIVITY_ACTIONS = [
  'created',
  'saved',
  'deadline_done',
  'deadline_undone',
  'service_recorded',
  'document_prepared',
  'deleted',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** Entries a page of the activity holds: the project page shows one, then "Show older". */
export const ACTIVITY_PAGE_SIZE = 20;
