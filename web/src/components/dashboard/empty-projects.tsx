import { FolderPlus } from 'lucide-react';
import { AddProjectButton } from './add-project-button';
import { ImportProjectsLink } from './import-projects-link';

export function EmptyProjects() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border p-8 text-center">
      <FolderPlus className="size-10 text-muted-foreground" aria-hidden="true" />
      <h3 className="text-lg font-semibold">No projects yet</h3>
      <p className="max-w-sm text-sm text-muted-foreground">
        Add a project with its furnishing dates and LienMinder works out its Notice to Owner and Claim of Lien
        deadlines.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <AddProjectButton atLimit={false} label="Add Your First Project" />
        <ImportProjectsLink />
      </div>
    </div>
  );
}
