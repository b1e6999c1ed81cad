import { newProjectFields, type ProjectResponse, type User } from '@lienminder/shared';
import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ProjectAlertHistory } from '@/components/alert-history/project-alert-history';
import { SIGN_IN_REDIRECT_MS, useRequireSignIn } from '@/components/dashboard/use-require-sign-in';
import { DeadlineDoneButton } from '@/components/deadlines/deadline-done-button';
import { projectFieldsOf } from '@/components/project-form/form-values';
import { ProjectDeadlines } from '@/components/project-form/project-deadlines';
import { ProjectForm } from '@/components/project-form/project-form';
import { saveFailureOf } from '@/components/project-form/save-failure';
import { useProjectLimitCheck } from '@/components/project-form/use-project-limit-check';
import { useSaveProject } from '@/components/project-form/use-save-project';
import { ProjectLoadFailure, useSavedProject } from '@/components/project-page/saved-project';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/hooks/use-auth';

/** Create (no saved project) or edit: the form, its save, and the API's field errors on their fields. */
function SaveProjectForm({ user, saved }: { user: User; saved?: ProjectResponse }) {
  const save = useSaveProject(saved?.project.id);
  // Memoised on the error itself so a field the user corrects is not re-flagged on every render.
  const serverErrors = useMemo(() => {
    const failure = save.error ? saveFailureOf(save.error) : null;
    return failure?.kind === 'failed' ? failure.fieldErrors : undefined;
  }, [save.error]);
  const defaultValues = useMemo(() => (saved ? projectFieldsOf(saved.project) : newProjectFields()), [saved]);
  return (
    <ProjectForm
      mode={saved ? 'edit' : 'create'}
      tier={user.subscriptionStatus}
      accountEmail={user.email}
      defaultValues={defaultValues}
      pending={save.isPending}
      serverErrors={serverErrors}
      onSubmit={(fields) => save.mutate(fields)}
    />
  );
}

function EditProjectLoader({ user, projectId }: { user: User; projectId: string }) {
  const { saved, unauthorized } = useSavedProject(projectId);
  if (saved.data) {
    return (
      <>
        <ProjectDeadlines
          heading="Current Deadlines"
          description="Mark a deadline done once you have served, recorded or filed what it asks: its alerts stop."
          deadlines={saved.data.deadlines}
          pending={saved.data.pendingDeadlines}
          notes={saved.data.notes}
          timeZone={saved.data.project.timeZone}
          actionFor={(deadline) => <DeadlineDoneButton deadline={deadline} />}
        />
        <ProjectAlertHistory projectId={projectId} timeZone={saved.data.project.timeZone} />
        <SaveProjectForm user={user} saved={saved.data} />
      </>
    );
  }
  if (saved.isPending || unauthorized) return <PageSpinner label="Loading project" />;
  return <ProjectLoadFailure saved={saved} />;
}

/** Spec section 2 "Project form": create at /projects/new, edit at /projects/:id/edit. */
export default function ProjectFormPage() {
  const { id } = useParams();
  const editing = id !== undefined;
  const { user, isLoading } = useAuth();
  useRequireSignIn(!isLoading && !user, SIGN_IN_REDIRECT_MS.projectForm);
  useProjectLimitCheck(!editing && user !== null, user?.subscriptionStatus);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6">
      <div className="flex flex-col gap-2">
        <Link to="/" className="inline-flex items-center gap-1 self-start text-sm text-primary underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Dashboard
        </Link>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {editing ? 'Edit Project' : 'Add New Project'}
        </h1>
        <p className="text-sm text-muted-foreground">
          Fields marked <span className="text-destructive">*</span> are required.
        </p>
      </div>
      {!user ? null : editing ? (
        <EditProjectLoader user={user} projectId={id} />
      ) : (
        <SaveProjectForm user={user} />
      )}
    </div>
  );
}
