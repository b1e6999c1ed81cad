import { newProjectFields, type ProjectResponse, type User } from '@lienminder/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { SIGN_IN_REDIRECT_MS, useRequireSignIn } from '@/components/dashboard/use-require-sign-in';
import {
  ChangedElsewhereNotice,
  sameFields,
  TypedBeforeLoading,
  type TypedChanges,
} from '@/components/project-form/changed-elsewhere';
import { projectFieldsOf } from '@/components/project-form/form-values';
import { ProjectForm } from '@/components/project-form/project-form';
import { saveFailureOf } from '@/components/project-form/save-failure';
import { useProjectLimitCheck } from '@/components/project-form/use-project-limit-check';
import { useSaveProject } from '@/components/project-form/use-save-project';
import { ProjectLoadFailure, projectQuery, useSavedProject } from '@/components/project-page/saved-project';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/hooks/use-auth';
import { notifyError } from '@/lib/notify';
import { TOASTS } from '@/lib/toast-messages';

/** The form's save and the API's field errors, memoised on the error itself so a field the user corrects is not re-flagged on every render. */
function useSaveWithFailure(projectId: string | undefined, revision?: number) {
  const save = useSaveProject(projectId, revision);
  const failure = useMemo(() => (save.error ? saveFailureOf(save.error) : null), [save.error]);
  return { save, failure, serverErrors: failure?.kind === 'failed' ? failure.fieldErrors : undefined };
}

/** Only the account holder's own registered phone can be texted (a teammate's is no recipient). */
const registeredPhoneOf = (user: User) => (user.role === 'owner' && user.phone !== '' ? user.phone : null);

function CreateProjectForm({ user }: { user: User }) {
  const { save, serverErrors } = useSaveWithFailure(undefined);
  const defaultValues = useMemo(newProjectFields, []);
  return (
    <ProjectForm
      mode="create"
      tier={user.subscriptionStatus}
      accountEmail={user.email}
      registeredPhone={registeredPhoneOf(user)}
      defaultValues={defaultValues}
      pending={save.isPending}
      serverErrors={serverErrors}
      onSubmit={(fields) => save.mutate(fields)}
    />
  );
}

/**
 * The edit form, saved from the revision its fields were read at. A newer revision of the project
 * with the same fields (a done mark on the project page, in this tab or another) moves that revision on, since saving the
 * fields over it loses nothing; one whose fields changed elsewhere does not, so the save is refused
 * (409) instead of writing the old fields over them, and the form offers the new version.
 */
function EditProjectForm({ user, saved }: { user: User; saved: ProjectResponse }) {
  const queryClient = useQueryClient();
  const [base, setBase] = useState(() => ({
    revision: saved.revision,
    fields: projectFieldsOf(saved.project),
    loads: 0,
  }));
  const [typedBefore, setTypedBefore] = useState<TypedChanges | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (saved.revision > base.revision && sameFields(projectFieldsOf(saved.project), base.fields)) {
      setBase((current) => ({ ...current, revision: saved.revision }));
    }
  }, [saved, base]);
  const { save, failure, serverErrors } = useSaveWithFailure(saved.project.id, base.revision);

  const loadNewVersion = async () => {
    setLoading(true);
    try {
      const newer = await queryClient.fetchQuery({ ...projectQuery(saved.project.id), staleTime: 0 });
      if (save.variables) setTypedBefore({ typed: save.variables, from: base.fields });
      setBase((current) => ({
        revision: newer.revision,
        fields: projectFieldsOf(newer.project),
        loads: current.loads + 1,
      }));
      save.reset();
    } catch {
      notifyError(TOASTS.updateFailed);
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      {failure?.kind === 'changedElsewhere' && (
        <ChangedElsewhereNotice
          message={failure.message}
          loading={loading}
          onLoad={() => void loadNewVersion()}
        />
      )}
      {typedBefore && <TypedBeforeLoading {...typedBefore} />}
      <ProjectForm
        // A new form for the loaded version: the fields it starts from are that version's.
        key={base.loads}
        mode="edit"
        tier={user.subscriptionStatus}
        accountEmail={user.email}
        registeredPhone={registeredPhoneOf(user)}
        defaultValues={base.fields}
        pending={save.isPending}
        serverErrors={serverErrors}
        onSubmit={(fields) => save.mutate(fields)}
      />
    </>
  );
}

function EditProjectLoader({ user, projectId }: { user: User; projectId: string }) {
  const { saved, unauthorized } = useSavedProject(projectId);
  // Fields only (docs/product.md section 2 "Project form"): the deadlines, their done marks and the alert
  // history are the project page's (/projects/:id); the form previews what a changed answer gives.
  if (saved.data) return <EditProjectForm user={user} saved={saved.data} />;
  if (saved.isPending || unauthorized) return <PageSpinner label="Loading project" />;
  return <ProjectLoadFailure saved={saved} />;
}

/** docs/product.md section 2 "Project form": create at /projects/new, edit at /projects/:id/edit. */
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
        <CreateProjectForm user={user} />
      )}
    </div>
  );
}
