import { type ProjectFields, planViolations, projectSchema, type Tier } from '@lienminder/shared';
import { PlanRestriction } from '../../errors';
import { fieldErrors, parseRequest } from '../validation';

export const PLAN_RESTRICTION_MESSAGE = 'Your plan does not include some of these alert settings.';

/**
 * A project body checked as the form checks it (400 with the spec's messages), then against what
 * the user's plan allows (403): the server enforces plans, the UI only mirrors them.
 */
export function readProjectFields(body: unknown, tier: Tier): ProjectFields {
  const fields = parseRequest(projectSchema, body) as ProjectFields;
  const violations = planViolations(fields, tier);
  if (violations.length > 0)
    throw new PlanRestriction(PLAN_RESTRICTION_MESSAGE, { errors: fieldErrors(violations) });
  return fields;
}
