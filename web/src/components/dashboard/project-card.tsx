import { computeDeadlines, type DashboardProject, type DeadlineView, isOverdue } from '@lienminder/shared';
import { MapPin, Pencil } from 'lucide-react';
import { Link } from 'react-router-dom';
import { DeadlineDoneButton } from '@/components/deadlines/deadline-done-button';
import { DeadlineItem } from '@/components/deadlines/deadline-item';
import { useToday } from '@/components/deadlines/now-context';
import { PendingDeadlineItem } from '@/components/deadlines/pending-deadline-item';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { DeleteProjectButton } from './delete-project-button';
import { ProjectStatusBadge } from './project-status-badge';

/**
 * A project with its upcoming lien deadlines (from the dashboard answer) and the ones that cannot
 * be computed yet (the shared engine says what is missing, as the server would).
 */
export function ProjectCard({
  project,
  deadlines,
  canDelete,
}: {
  project: DashboardProject;
  deadlines: DeadlineView[];
  canDelete: boolean;
}) {
  const today = useToday(project.timeZone);
  const { pending } = computeDeadlines({ ...project, projectId: project.id });
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle as="h3">{project.name}</CardTitle>
          <ProjectStatusBadge status={project.projectStatus} />
        </div>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {project.address}
        </p>
        <p className="text-sm text-muted-foreground">
          {project.type === 'public' ? 'Public' : 'Private'} · GC: {project.generalContractor} · Owner:{' '}
          {project.propertyOwner}
        </p>
      </CardHeader>
      <CardContent>
        {deadlines.length === 0 && pending.length === 0 ? (
          <p className="text-sm text-muted-foreground">No upcoming deadlines.</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={`Deadlines for ${project.name}`}>
            {deadlines.map((deadline) => (
              <DeadlineItem
                key={deadline.id}
                deadline={deadline}
                today={today}
                // A passed deadline stays on the card until it is marked done: the mark is here.
                action={isOverdue(deadline, today) ? <DeadlineDoneButton deadline={deadline} /> : undefined}
              />
            ))}
            {pending.map((item) => (
              <PendingDeadlineItem key={item.type} pending={item} />
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter className="gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={`/projects/${encodeURIComponent(project.id)}/edit`} aria-label={`Edit ${project.name}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Link>
        </Button>
        <DeleteProjectButton project={project} allowed={canDelete} />
      </CardFooter>
    </Card>
  );
}
