import type { Project } from '@lienminder/shared';
import { MapPin } from 'lucide-react';

/** Where the job is and who is on it: the lines under a project's name, on its card and its page. */
export function ProjectFacts({
  project,
}: {
  project: Pick<Project, 'address' | 'type' | 'generalContractor' | 'propertyOwner'>;
}) {
  return (
    <>
      <p className="flex items-center gap-1 text-sm text-muted-foreground">
        <MapPin className="size-4 shrink-0" aria-hidden="true" />
        {project.address}
      </p>
      <p className="text-sm text-muted-foreground">
        {project.type === 'public' ? 'Public' : 'Private'} · GC: {project.generalContractor} · Owner:{' '}
        {project.propertyOwner}
      </p>
    </>
  );
}
