import { Link } from 'react-router-dom';

/**
 * docs/product.md "Dashboard": the link to set up SMS, and the disclaimer. The consent log is the
 * operator's page (`/admin/consents`, its own sign-in): no signed-in page links it.
 */
export function DashboardFooter() {
  return (
    <footer className="flex flex-col gap-2 border-t border-border pt-4 text-sm text-muted-foreground">
      <nav aria-label="SMS" className="flex flex-wrap gap-4">
        <Link to="/sms/opt-in" className="text-primary underline">
          Set up SMS alerts
        </Link>
      </nav>
      <p>
        LienMinder is a convenience tool, not legal advice; you bear all risk. Verify every deadline with a
        Florida construction attorney.
      </p>
    </footer>
  );
}
