import { zodResolver } from '@hookform/resolvers/zod';
import type { ProjectFields } from '@lienminder/shared';
import { projectSchema } from '@lienminder/shared';
import type { Resolver, UseFormReturn } from 'react-hook-form';

export type ProjectFormApi = UseFormReturn<ProjectFields>;

/**
 * The spec's rules (projectSchema, exact messages). Settings the plan does not include are sent as
 * they are: on a new project they are empty, and on a project saved under a higher plan the server
 * lets them keep their stored values (issue 11: after a downgrade nothing is lost), while the
 * alerts ignore them (docs/decisions/011).
 */
export const projectResolver = (): Resolver<ProjectFields> => zodResolver(projectSchema) as never;
