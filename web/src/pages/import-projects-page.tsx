import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { SIGN_IN_REDIRECT_MS, useRequireSignIn } from '@/components/dashboard/use-require-sign-in';
import { PageFrame } from '@/components/layout/page-frame';
import { FormSection } from '@/components/project-form/form-section';
import { ImportRows } from '@/components/project-import/import-rows';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/hooks/use-auth';
import { ApiError } from '@/lib/api-client';
import { IMPORT_TEMPLATE_PATH, importProjectsFile, type ProjectImportAnswer } from '@/lib/project-import-api';
import { queryKeys } from '@/lib/query-keys';
import { isUnauthorizedError, useUnauthorizedRedirect } from '@/lib/unauthorized';
import { counted } from '@/lib/words';

function summaryWords({ summary }: ProjectImportAnswer, done: boolean): string {
  return [
    counted(
      summary.ok,
      done ? 'project imported' : 'project ready to import',
      done ? 'projects imported' : 'projects ready to import',
    ),
    counted(summary.error, 'row needs fixing', 'rows need fixing'),
    counted(summary.duplicate, 'already there', 'already there'),
  ].join(', ');
}

/** The server's words for a file it refused (not CSV, too big, too many rows), else a retry note. */
const refusal = (error: unknown) =>
  error instanceof ApiError ? error.serverMessage : 'The file could not be read. Please try again.';

function useImport(dryRun: boolean) {
  const queryClient = useQueryClient();
  const onUnauthorized = useUnauthorizedRedirect();
  return useMutation({
    mutationFn: (file: File) => importProjectsFile(file, { dryRun }),
    onSuccess: () => {
      if (!dryRun) void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) onUnauthorized();
    },
  });
}

function Template() {
  return (
    <FormSection
      title="1. Start from the template"
      description="One row for each project, under the template's column names. Columns of your own are left aside."
    >
      <Button asChild variant="outline" className="justify-self-start">
        <a href={IMPORT_TEMPLATE_PATH} download>
          <Download aria-hidden="true" />
          Download the template (CSV)
        </a>
      </Button>
      <ul className="list-disc pl-5 text-sm text-muted-foreground">
        <li>Dates as 2026-03-15 or 3/15/2026; yes or no for the checkboxes.</li>
        <li>
          More alert emails go in <span className="font-mono">alertEmail2</span> to{' '}
          <span className="font-mono">alertEmail5</span>; phones in{' '}
          <span className="font-mono">alertPhone</span> to <span className="font-mono">alertPhone5</span>,
          each with its <span className="font-mono">Consent</span> column set to yes.
        </li>
        <li>A project you have already (same name and address) is not added twice.</li>
        <li>Up to 500 rows and 1 MB a file. A file downloaded from your account page imports as it is.</li>
      </ul>
    </FormSection>
  );
}

/** /projects/import (docs/features.md, "Projects in and out as CSV"): a spreadsheet previewed, then imported. */
export default function ImportProjectsPage() {
  const { user, isLoading } = useAuth();
  useRequireSignIn(!isLoading && !user, SIGN_IN_REDIRECT_MS.projectForm);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const preview = useImport(true);
  const run = useImport(false);
  const shown = run.data ?? preview.data;
  const done = run.data !== undefined;
  const failed = run.error ?? preview.error;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    run.reset();
    preview.reset();
    if (chosen) preview.mutate(chosen);
  };

  return (
    <PageFrame
      heading="Import projects"
      description="Bring the jobs you already run from a spreadsheet. You see every row checked before anything is added."
      wide
    >
      <Template />
      <FormSection title="2. Choose your file" description="Save it from Excel or Google Sheets as CSV.">
        <label htmlFor={inputId} className="text-sm font-medium">
          CSV file
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2 file:text-sm"
        />
        {preview.isPending && (
          <p role="status" className="text-sm">
            Checking your file…
          </p>
        )}
      </FormSection>
      {failed && (
        <p role="alert" className="rounded-lg border border-destructive p-3 text-sm">
          {refusal(failed)}
        </p>
      )}
      {shown && (
        <section aria-labelledby="import-rows-heading" className="flex flex-col gap-4">
          <h2 id="import-rows-heading" className="text-xl font-semibold">
            {done ? '3. Imported' : '3. Check and import'}
          </h2>
          <p role="status" className="text-sm">
            {summaryWords(shown, done)}.
          </p>
          {shown.rows.length === 0 ? (
            <p className="text-sm">This file has no rows under its header.</p>
          ) : (
            <ImportRows
              rows={shown.rows}
              done={done}
              caption={done ? 'What was imported' : 'Rows of your file'}
            />
          )}
          {done ? (
            <Button asChild className="self-start">
              <Link to="/">Go to your dashboard</Link>
            </Button>
          ) : (
            <Button
              className="self-start"
              disabled={!file || shown.summary.ok === 0 || run.isPending}
              onClick={() => file && run.mutate(file)}
            >
              {run.isPending ? 'Importing…' : `Import ${counted(shown.summary.ok, 'project', 'projects')}`}
            </Button>
          )}
        </section>
      )}
    </PageFrame>
  );
}
