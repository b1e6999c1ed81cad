import type { DashboardProject, DeadlineView } from '@lienminder/shared';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { filterProjects } from './filter-projects';
import { ProjectCard } from './project-card';
import { lienDeadlinesOf } from './recurring-reminders';

/** The searchable project list (docs/product.md "Dashboard"); the count and no-match line are announced. */
export function ProjectList({
  projects,
  upcoming,
  canDelete,
}: {
  projects: DashboardProject[];
  upcoming: DeadlineView[];
  canDelete: boolean;
}) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = filterProjects(projects, query);
  const searching = query.trim() !== '';
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={searchId}>Search projects</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            className="pl-9"
            placeholder="Name, address, owner or contractor"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      </div>
      <div aria-live="polite" className="text-sm text-muted-foreground">
        {shown.length === 0 ? (
          <div className="flex flex-wrap items-center gap-3">
            <p>No projects match "{query.trim()}".</p>
            <Button variant="outline" size="sm" onClick={() => setQuery('')}>
              Clear Search
            </Button>
          </div>
        ) : (
          <p>
            {searching
              ? `Showing ${shown.length} of ${projects.length} ${projects.length === 1 ? 'project' : 'projects'}`
              : `${projects.length} ${projects.length === 1 ? 'project' : 'projects'}`}
          </p>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {shown.map((project) => (
          <ProjectCard
            key={project.id}
            project={project}
            deadlines={lienDeadlinesOf(upcoming, project.id)}
            canDelete={canDelete}
          />
        ))}
      </div>
    </div>
  );
}
