import { zodResolver } from '@hookform/resolvers/zod';
import type { ProjectFields } from '@lienminder/shared';
import { projectSchemaAt } from '@lienminder/shared';
import type { Resolver, UseFormReturn } from 'react-hook-form';

export type ProjectFormApi = UseFormReturn<ProjectFields>;

/**
 * The spec's rules (projectSchema's, exact messages), plus the one the API adds with its clock: no
 * lien recording or contest after today on the project's calendar, checked at each validation
 * against `now` so the answer is the server's. Settings the plan does not include are sent as they
 * are: on a new project they are empty, and on a project saved under a higher plan the server lets
 * them keep their stored values (after a downgrade nothing is lost), while the alerts
 * ignore them (docs/decisions/011).
 */
export const projectResolver =
  (now: () => Date): Resolver<ProjectFields> =>
  (values, context, options) =>
    (zodResolver(projectSchemaAt(now())) as Resolver<ProjectFields>)(values, context, options);
