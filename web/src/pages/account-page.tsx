import { managesBilling, ROLE_REFUSALS } from '@lienminder/shared';
import { ArrowLeft, Download, Upload } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SIGN_IN_REDIRECT_MS, useRequireSignIn } from '@/components/dashboard/use-require-sign-in';
import { FormSection } from '@/components/project-form/form-section';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/hooks/use-auth';

/**
 * Your data, in and out (docs/features.md, "Projects in and out as CSV" and "Everything the
 * account holds"): the projects as a spreadsheet for everyone in the account, the whole account as
 * JSON for its owner. Plain links: the API answers each as a file to save.
 */
function YourData({ isOwner }: { isOwner: boolean }) {
  return (
    <FormSection
      title="Your data"
      description="Download what LienMinder holds for your company, whenever you like, to keep or to take elsewhere."
    >
      <div className="flex flex-col gap-2">
        <Button asChild variant="outline" className="self-start">
          <a href="/api/export/projects.csv" download>
            <Download aria-hidden="true" />
            Download projects (CSV)
          </a>
        </Button>
        <p className="text-sm text-muted-foreground">
          One row per project with each deadline's dates and done marks. It imports into any LienMinder
          account as it is.
        </p>
      </div>
      <div className="flex flex-col gap-2">
        {isOwner ? (
          <Button asChild variant="outline" className="self-start">
            <a href="/api/export/account.json" download>
              <Download aria-hidden="true" />
              Download all my data (JSON)
            </a>
          </Button>
        ) : (
          <p className="text-sm">{ROLE_REFUSALS.accountExport}</p>
        )}
        <p className="text-sm text-muted-foreground">
          The account, company profile, projects, deadlines, alert history, team, calendar feeds and SMS
          consents. No passwords or links.
        </p>
      </div>
      <Button asChild variant="outline" className="self-start">
        <Link to="/projects/import">
          <Upload aria-hidden="true" />
          Import projects from a spreadsheet
        </Link>
      </Button>
    </FormSection>
  );
}

/** /account: the signed-in person's account and its data. */
export default function AccountPage() {
  const { user, isLoading } = useAuth();
  useRequireSignIn(!isLoading && !user, SIGN_IN_REDIRECT_MS.projectForm);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6">
      <title>Account · LienMinder</title>
      <Link to="/" className="inline-flex items-center gap-1 self-start text-sm text-primary underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Dashboard
      </Link>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Account</h1>
        {user && <p className="text-sm break-all text-muted-foreground">Signed in as {user.email}</p>}
      </header>
      {user && <YourData isOwner={managesBilling(user.role)} />}
    </div>
  );
}
