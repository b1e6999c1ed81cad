import {
  type DocumentKind,
  documentForDeadline,
  documentsFor,
  noticeDeadlineId,
  type ProjectResponse,
  type Tier,
} from '@lienminder/shared';
import { ArrowLeft, FileText, Pencil } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ProjectFacts } from '@/components/dashboard/project-facts';
import { ProjectStatusBadge } from '@/components/dashboard/project-status-badge';
import { SIGN_IN_REDIRECT_MS, useRequireSignIn } from '@/components/dashboard/use-require-sign-in';
import { DeadlineDoneButton } from '@/components/deadlines/deadline-done-button';
import { RecordServiceButton } from '@/components/deadlines/record-service-button';
import { ServiceProofLine } from '@/components/deadlines/service-proof-line';
import { DOCUMENT_LABELS, documentPath } from '@/components/documents/document-links';
import { NOTICE_SERVICE_ANCHOR } from '@/components/documents/fact-labels';
import { ProjectDocuments } from '@/components/documents/project-documents';
import { ProjectDeadlines } from '@/components/project-form/project-deadlines';
import { ProjectDates } from '@/components/project-page/project-dates';
import { ProjectLoadFailure, useSavedProject } from '@/components/project-page/saved-project';
import { AfterFirstPaint } from '@/components/ui/after-first-paint';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/hooks/use-auth';
import { returnParamOf } from '@/lib/return-to';

const ProjectHistory = lazy(() => import('@/components/project-page/project-history'));

type SavedDeadline = ProjectResponse['deadlines'][number];

const isDone = (deadline: SavedDeadline) => deadline.isCompleted || deadline.metOn !== undefined;

/**
 * How the Notice to Owner was served, asked for by a document's "Fill it" (the page's
 * #service-date): its dialog opens with the page, and once saved the page goes back to the document.
 */
interface NoticeServiceAsked {
  asked: boolean;
  onRecorded: () => void;
}

/**
 * What a deadline offers: the form it asks for ("Prepare Notice to Owner"), its done mark, and
 * recording how it was met; once done, that record (proof of service) and the undo. The Notice to
 * Owner's proof can be recorded after a plain done mark too: a Claim of Lien recites it
 * (s. 713.08(1)(h)).
 */
function DeadlineActions({
  deadline,
  projectId,
  offered,
  timeZone,
  revision,
  noticeService,
}: {
  deadline: SavedDeadline;
  projectId: string;
  offered: readonly DocumentKind[];
  timeZone: string;
  /** The revision of the project as the page shows it: a mark is made from it. */
  revision: number;
  noticeService: NoticeServiceAsked;
}) {
  const kind = documentForDeadline(deadline.type, offered);
  const done = isDone(deadline);
  const isNotice = deadline.id === noticeDeadlineId(projectId);
  const recordable = !done || (isNotice && !deadline.serviceProof);
  return (
    <div className="flex flex-col gap-2">
      {deadline.serviceProof && <ServiceProofLine proof={deadline.serviceProof} />}
      <div className="flex flex-wrap gap-2">
        {kind && !done && (
          // The longest form's name ("Contractor's Final Payment Affidavit") wraps on a phone.
          <Button asChild size="sm" className="h-auto min-h-9 whitespace-normal py-1.5 text-left">
            <Link to={documentPath(projectId, kind)}>
              <FileText aria-hidden="true" />
              Prepare {DOCUMENT_LABELS[kind]}
            </Link>
          </Button>
        )}
        <DeadlineDoneButton deadline={deadline} revision={revision} />
        {recordable && (
          <RecordServiceButton
            deadline={deadline}
            timeZone={timeZone}
            revision={revision}
            {...(isNotice ? { openAtFirst: noticeService.asked, onRecorded: noticeService.onRecorded } : {})}
          />
        )}
      </div>
    </div>
  );
}

/**
 * What a person opening a project (from an alert or the dashboard) needs first, often on a phone:
 * the open deadlines, soonest first (the API's order), each with what to do and its done button;
 * then what is done, the dates the deadlines count from, and the latest alerts. Editing is a tap away.
 */
function ProjectOverview({ saved, tier }: { saved: ProjectResponse; tier: Tier }) {
  const { project } = saved;
  const offered = documentsFor(project);
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const returnTo = returnParamOf(search);
  const noticeService: NoticeServiceAsked = {
    asked: hash === `#${NOTICE_SERVICE_ANCHOR}`,
    onRecorded: () => {
      if (returnTo) navigate(returnTo);
    },
  };
  // From the page's revision (docs/decisions/026): a mark made from a copy another tab has since
  // changed is refused instead of marking a deadline that may have moved.
  const doneMark = (deadline: SavedDeadline) => (
    <DeadlineActions
      deadline={deadline}
      projectId={project.id}
      offered={offered}
      timeZone={project.timeZone}
      revision={saved.revision}
      noticeService={noticeService}
    />
  );
  const done = saved.deadlines.filter(isDone);
  return (
    <>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{project.name}</h1>
          <Button asChild size="sm">
            <Link to={`/projects/${encodeURIComponent(project.id)}/edit`} aria-label={`Edit ${project.name}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Link>
          </Button>
        </div>
        <div>
          <ProjectStatusBadge status={project.projectStatus} />
        </div>
        <ProjectFacts project={project} />
      </header>
      <ProjectDeadlines
        heading="What to do first"
        description="Mark a deadline done once you have served, recorded or filed what it asks: its alerts stop."
        deadlines={saved.deadlines.filter((deadline) => !isDone(deadline))}
        pending={saved.pendingDeadlines}
        notes={saved.notes}
        timeZone={project.timeZone}
        actionFor={doneMark}
        emptyText="Nothing to do: every deadline of this project is done."
      />
      {done.length > 0 && (
        <ProjectDeadlines
          heading="Done"
          deadlines={done}
          pending={[]}
          notes={[]}
          timeZone={project.timeZone}
          actionFor={doneMark}
        />
      )}
      <ProjectDocuments project={project} offered={offered} tier={tier} />
      <ProjectDates project={project} />
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <ProjectHistory projectId={project.id} timeZone={project.timeZone} />
        </Suspense>
      </AfterFirstPaint>
    </>
  );
}

function ProjectLoader({ projectId, tier }: { projectId: string; tier: Tier }) {
  const { saved, unauthorized } = useSavedProject(projectId);
  if (saved.data) return <ProjectOverview saved={saved.data} tier={tier} />;
  if (saved.isPending || unauthorized) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Loading project</span>
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  return <ProjectLoadFailure saved={saved} />;
}

/** /projects/:id: a project to act on. The form to change it is /projects/:id/edit. */
export default function ProjectPage() {
  const { id = '' } = useParams();
  const { user, isLoading } = useAuth();
  useRequireSignIn(!isLoading && !user, SIGN_IN_REDIRECT_MS.projectForm);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6">
      <Link to="/" className="inline-flex items-center gap-1 self-start text-sm text-primary underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Dashboard
      </Link>
      {user ? <ProjectLoader projectId={id} tier={user.subscriptionStatus} /> : null}
    </div>
  );
}
