import { ROLE_REFUSALS } from '@lienminder/shared';
import { Download, Upload } from 'lucide-react';
import { Link } from 'react-router-dom';
import { FormSection } from '@/components/project-form/form-section';
import { Button } from '@/components/ui/button';

/**
 * Your data, in and out (docs/features.md, "Projects in and out as CSV" and "Everything the
 * account holds"): the projects as a spreadsheet for everyone in the account, the whole account as
 * JSON for its owner. Plain links: the API answers each as a file to save.
 */
export function YourData({ isOwner }: { isOwner: boolean }) {
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
      <Button asChild variant="outline" className="justify-self-start">
        <Link to="/projects/import">
          <Upload aria-hidden="true" />
          Import projects from a spreadsheet
        </Link>
      </Button>
    </FormSection>
  );
}
