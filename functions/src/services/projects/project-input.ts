import { type ProjectFields, planViolations, projectSchemaAt, type Tier } from '@lienminder/shared';
import { PlanRestriction } from '#src/errors';
import { fieldErrors, parseRequest } from '#src/services/validation';

export const PLAN_RESTRICTION_MESSAGE = 'Your plan does not include some of these alert settings.';

/**
 * A project body checked as the form checks it (400 with the spec's messages), then against what
 * the user's plan allows (403): the server enforces plans, the UI only mirrors them. On an update,
 * settings the plan no longer includes may keep their stored values: after a downgrade the project
 * stays editable and nothing is lost, while the alerts ignore what the plan does not include
 * (docs/decisions/011). A lien recording or contest dated after today on the project's calendar
 * (at `now`) is refused.
 */
export function readProjectFields(
  body: unknown,
  tier: Tier,
  now: Date,
  previous?: ProjectFields,
): ProjectFields {
  const fields = parseRequest(projectSchemaAt(now), body) as ProjectFields;
  const violations = planViolations(fields, tier).filter((violation) => {
    const field = violation.path[0] as keyof ProjectFields;
    return !previous || previous[field] !== fields[field];
  });
  if (violations.length > 0)
    throw new PlanRestriction(PLAN_RESTRICTION_MESSAGE, { errors: fieldErrors(violations) });
  return fields;
}
