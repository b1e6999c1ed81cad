import {
  type DocumentKind,
  isDocumentKind,
  isWaiver,
  type PreparedDocument,
  type ProjectResponse,
  type Tier,
  type WaiverTerms,
} from '@lienminder/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Download } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PlanGate } from '@/components/billing/plan-gate';
import { SIGN_IN_REDIRECT_MS, useRequireSignIn } from '@/components/dashboard/use-require-sign-in';
import { StatuteLink } from '@/components/deadlines/statute-link';
import { DOCUMENT_LABELS } from '@/components/documents/document-links';
import { DocumentPreview } from '@/components/documents/document-preview';
import { MissingFactsList, WAIVER_TERMS_ANCHOR } from '@/components/documents/missing-facts-list';
import { ServingGuideSection } from '@/components/documents/serving-guide';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { LoadFailure } from '@/components/ui/load-failure';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/hooks/use-auth';
import { ApiError } from '@/lib/api-client';
import { documentQueryKey, readProjectDocument } from '@/lib/documents-api';
import { downloadFile } from '@/lib/download-file';
import { notifyError } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { TOASTS } from '@/lib/toast-messages';
import { isUnauthorizedError, useUnauthorizedRedirect } from '@/lib/unauthorized';

const NO_TERMS: WaiverTerms = { amount: '', throughDate: '' };

/** A file name from the document and project, e.g. "notice-to-owner-brickell-tower.pdf". */
const pdfName = (kind: DocumentKind, projectName: string | undefined) =>
  `${[
    kind,
    projectName
      ?.toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
  ]
    .filter(Boolean)
    .join('-')}.pdf`;

/** Builds the PDF in a chunk of its own, fetched on the first click (pdf-lib stays out of every other page). */
function DownloadPdfButton({
  document,
  projectName,
  refilling,
}: {
  document: PreparedDocument;
  projectName?: string | undefined;
  /** New waiver terms are being filled in: the document shown is the one before them. */
  refilling: boolean;
}) {
  const [building, setBuilding] = useState(false);
  const download = async () => {
    setBuilding(true);
    try {
      const { documentPdf } = await import('@/components/documents/document-pdf');
      downloadFile(pdfName(document.kind, projectName), await documentPdf(document), 'application/pdf');
    } catch (error) {
      // A character the PDF's font cannot draw is named, so the user can change it (document-pdf.ts).
      const unprintable = error instanceof Error && error.name === 'UnprintableCharacters';
      notifyError(TOASTS.pdfFailed, unprintable ? error.message : undefined);
    } finally {
      setBuilding(false);
    }
  };
  return (
    <Button
      onClick={() => void download()}
      disabled={building || refilling}
      aria-busy={building || refilling || undefined}
    >
      <Download aria-hidden="true" />
      {building ? 'Building PDF...' : 'Download PDF'}
    </Button>
  );
}

/** A waiver's amount and through-date (s. 713.20(4), (5)), asked when it is made. */
function WaiverTermsForm({ kind, onApply }: { kind: DocumentKind; onApply: (terms: WaiverTerms) => void }) {
  const [terms, setTerms] = useState(NO_TERMS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(terms);
  };
  return (
    <form
      id={WAIVER_TERMS_ANCHOR}
      onSubmit={submit}
      className="grid items-end gap-3 rounded-xl border border-border p-4 sm:grid-cols-3"
    >
      <Field
        label="Payment amount ($)"
        inputMode="decimal"
        placeholder="12500.00"
        value={terms.amount}
        onChange={(event) => setTerms({ ...terms, amount: event.target.value })}
      />
      {kind === 'waiver-progress' && (
        <Field
          label="Runs through"
          type="date"
          value={terms.throughDate}
          onChange={(event) => setTerms({ ...terms, throughDate: event.target.value })}
        />
      )}
      <Button type="submit" variant="outline">
        Fill in the waiver
      </Button>
    </form>
  );
}

function PreparedDocumentView({ projectId, kind }: { projectId: string; kind: DocumentKind }) {
  const [terms, setTerms] = useState(NO_TERMS);
  const prepared = useQuery({
    queryKey: documentQueryKey(projectId, kind, terms),
    queryFn: () => readProjectDocument(projectId, kind, terms),
    placeholderData: (previous) => previous,
  });
  // The project's name for the file name, when the project page already read it.
  const projectName = useQueryClient().getQueryData<ProjectResponse>(queryKeys.project(projectId))?.project
    .name;
  const onUnauthorized = useUnauthorizedRedirect();
  const unauthorized = isUnauthorizedError(prepared.error);
  useEffect(() => {
    if (unauthorized) onUnauthorized();
  }, [unauthorized, onUnauthorized]);

  const document = prepared.data;
  if (!document) {
    if (prepared.isPending || unauthorized) {
      return (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">Preparing the document</span>
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-96 w-full" />
        </div>
      );
    }
    const status = prepared.error instanceof ApiError ? prepared.error.status : 0;
    if (status === 404)
      return (
        <LoadFailure message="This project does not call for this document, or the project is not yours." />
      );
    // A refused waiver term: say why, and start again without it.
    if (status === 400 && prepared.error instanceof ApiError)
      return <LoadFailure message={prepared.error.serverMessage} onRetry={() => setTerms(NO_TERMS)} />;
    return (
      <LoadFailure message="We could not prepare this document." onRetry={() => void prepared.refetch()} />
    );
  }
  return (
    <>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{document.title}</h1>
        <StatuteLink statute={document.statute} statuteUrl={document.statuteUrl} />
      </header>
      {isWaiver(kind) && <WaiverTermsForm kind={kind} onApply={setTerms} />}
      <MissingFactsList missing={document.missing} projectId={projectId} />
      <div className="flex flex-wrap gap-2">
        <DownloadPdfButton
          document={document}
          projectName={projectName}
          refilling={prepared.isPlaceholderData}
        />
      </div>
      <DocumentPreview document={document} />
      <ServingGuideSection serving={document.serving} />
    </>
  );
}

function GoldOnly({ kind, tier }: { kind: DocumentKind; tier: Tier }) {
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{DOCUMENT_LABELS[kind]}</h1>
      <PlanGate
        tier={tier}
        required="gold"
        feature="the statutory forms, filled in and ready to sign, with how to serve each"
      />
    </>
  );
}

/**
 * /projects/:id/documents/:kind: a statutory form filled with the project's facts, what it is
 * missing (each with a link to fill it), a US Letter PDF built in the browser, and how to serve it.
 * Gold's premium feature: other plans see the "Gold Plan Required" card (the API refuses
 * them too).
 */
export default function ProjectDocumentPage() {
  const { id = '', kind = '' } = useParams();
  const { user, isLoading } = useAuth();
  useRequireSignIn(!isLoading && !user, SIGN_IN_REDIRECT_MS.projectForm);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6">
      <title>{`${isDocumentKind(kind) ? DOCUMENT_LABELS[kind] : 'Document'} · LienMinder`}</title>
      <Link
        to={`/projects/${encodeURIComponent(id)}`}
        className="inline-flex items-center gap-1 self-start text-sm text-primary underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to the project
      </Link>
      {!user ? null : !isDocumentKind(kind) ? (
        <p role="alert">There is no such document.</p>
      ) : user.subscriptionStatus === 'gold' ? (
        <PreparedDocumentView projectId={id} kind={kind} />
      ) : (
        <GoldOnly kind={kind} tier={user.subscriptionStatus} />
      )}
    </div>
  );
}
