import { zodResolver } from '@hookform/resolvers/zod';
import { type ProjectFields, projectSchema, type Tier, withinPlan } from '@lienminder/shared';
import type { Resolver, UseFormReturn } from 'react-hook-form';

export type ProjectFormApi = UseFormReturn<ProjectFields>;

const schemaResolver = zodResolver(projectSchema);

/**
 * The spec's rules (projectSchema, exact messages) applied to what the plan lets the project keep,
 * so validation and the request see the same values and a hidden slot never blocks a save.
 */
export function projectResolver(tier: Tier): Resolver<ProjectFields> {
  return (values, context, options) =>
    schemaResolver(withinPlan(values, tier), context, options as never) as ReturnType<
      Resolver<ProjectFields>
    >;
}
