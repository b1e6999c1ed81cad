/**
 * The activity entry of each change to a project (ports/project-activity.ts): who made it, and one
 * sentence of what it did, in the words the project page uses. Written once, with the change, so
 * the record reads as it happened (a person renamed later keeps the name they acted under).
 */
import {
  type ActivityActor,
  dollars,
  longDate,
  PROJECT_FIELD_LABELS,
  type Project,
  type ProjectFields,
  type ServiceProof,
  serviceMethodWords,
} from '@lienminder/shared';
import type { ActivityEntry } from '#src/ports/project-activity';
import type { StoredUser } from '#src/ports/user-store';

/** A signed-in person as their entries name them: their name, or their email when they gave none. */
export function actorOf(user: Pick<StoredUser, 'id' | 'email' | 'firstName' | 'lastName'>): ActivityActor {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return { userId: user.id, name: name === '' ? user.email : name };
}

const FIELDS = Object.keys(PROJECT_FIELD_LABELS) as (keyof ProjectFields)[];

/** The form's fields whose values differ between the two. */
const changedFields = (before: ProjectFields, after: ProjectFields): (keyof ProjectFields)[] =>
  FIELDS.filter((field) => before[field] !== after[field]);

/** "A", "A and B", "A, B and C". */
function inWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const entry = (at: Date, actor: ActivityActor, action: ActivityEntry['action'], summary: string) => ({
  at: at.toISOString(),
  actor,
  action,
  summary,
});

export const createdEntry = (at: Date, actor: ActivityActor, project: Project): ActivityEntry =>
  entry(at, actor, 'created', `Created the project ${project.name}.`);

export function savedEntry(at: Date, actor: ActivityActor, before: Project, after: Project): ActivityEntry {
  const fields = changedFields(before, after).map((field) => PROJECT_FIELD_LABELS[field]);
  return entry(
    at,
    actor,
    'saved',
    fields.length === 0 ? 'Saved with no changes.' : `Changed ${inWords(fields)}.`,
  );
}

/**
 * How it was met, as the done mark recorded it: "recorded on March 3, 2026 (Book 12, Page 3)", or
 * "served on March 3, 2026 by certified mail, return receipt requested, to Acme (9400 1234)".
 */
function proofInWords(proof: ServiceProof): string {
  const on = longDate(proof.servedOn);
  const reference = proof.reference.trim() === '' ? '' : ` (${proof.reference.trim()})`;
  if (proof.method === 'recorded') return `recorded on ${on}${reference}`;
  const to = proof.servedTo.trim() === '' ? '' : `, to ${proof.servedTo.trim()}`;
  return `served on ${on} by ${serviceMethodWords(proof.method)}${to}${reference}`;
}

/**
 * A done mark: with the proof of how the deadline was met, the service recorded; without, done or
 * undone. `deadline` is its title ("Notice to Owner").
 */
export function markEntry(
  at: Date,
  actor: ActivityActor,
  deadline: string,
  isCompleted: boolean,
  proof?: ServiceProof,
): ActivityEntry {
  if (!isCompleted) return entry(at, actor, 'deadline_undone', `Marked not done: ${deadline}.`);
  if (proof) return entry(at, actor, 'service_recorded', `${deadline}: ${proofInWords(proof)}.`);
  return entry(at, actor, 'deadline_done', `Marked done: ${deadline}.`);
}

export const deletedEntry = (at: Date, actor: ActivityActor, project: Project): ActivityEntry =>
  entry(at, actor, 'deleted', `Deleted the project ${project.name}.`);

/** A document prepared, with a waiver's terms when given: "for $12,500.00 through March 1, 2026". */
export function documentEntry(
  at: Date,
  actor: ActivityActor,
  title: string,
  waiver?: { amount: string; throughDate: string },
): ActivityEntry {
  const amount = waiver?.amount ? ` for $${dollars(waiver.amount)}` : '';
  const through = waiver?.throughDate ? ` through ${longDate(waiver.throughDate)}` : '';
  return entry(at, actor, 'document_prepared', `Prepared the ${title}${amount}${through}.`);
}
