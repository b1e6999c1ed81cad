import { computeDeadlines, type DashboardProject, type DeadlineView, isOverdue } from '@lienminder/shared';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router-dom';
import { DeadlineDoneButton } from '@/components/deadlines/deadline-done-button';
import { DeadlineItem } from '@/components/deadlines/deadline-item';
import { useToday } from '@/components/deadlines/now-context';
import { PendingDeadlineItem } from '@/components/deadlines/pending-deadline-item';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { DeleteProjectButton } from './delete-project-button';
import { ProjectFacts } from './project-facts';
import { ProjectStatusBadge } from './project-status-badge';

/**
 * A project with its upcoming lien deadlines; its name opens the project's page (from the dashboard answer) and the ones that cannot
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
          <CardTitle as="h3">
            <Link
              to={`/projects/${encodeURIComponent(project.id)}`}
              className="rounded-sm underline-offset-4 hover:underline focus-visible:underline"
            >
              {project.name}
            </Link>
          </CardTitle>
          <ProjectStatusBadge status={project.projectStatus} />
        </div>
        <ProjectFacts project={project} />
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
