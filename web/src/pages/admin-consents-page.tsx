import { Download } from 'lucide-react';
import { AdminSignIn } from '@/components/admin/admin-sign-in';
import { ConsentsTable } from '@/components/admin/consents-table';
import { Button } from '@/components/ui/button';
import { useConsentLog } from '@/hooks/use-consent-log';

const RESTRICTED =
  'Access to this page is restricted to authorized administrators. Consent records are personal data: export them only to prove consent.';

/**
 * /admin/consents (docs/product.md sections 2 and 6): reachable by anyone, locked until a consent list request
 * with the admin's credentials succeeds. The credentials live in this page's memory only.
 */
export default function AdminConsentsPage() {
  const log = useConsentLog();

  if (!log.signedIn) {
    return (
      <AdminSignIn
        restricted={RESTRICTED}
        notConfigured={log.notConfigured}
        pending={log.signIn.isPending}
        onSignIn={(authorization) => log.signIn.mutate(authorization)}
      />
    );
  }

  const { consents, nextCursor, loadMore, exportCsv } = log;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <title>SMS Consent Records · LienMinder</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">SMS Consent Records</h1>
          <p className="text-sm text-muted-foreground">
            {consents.length} record{consents.length === 1 ? '' : 's'} loaded, newest first.
          </p>
        </div>
        <Button onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
          <Download aria-hidden="true" />
          {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>
      <p className="mt-4 rounded-md border border-border bg-muted p-3 text-sm">{RESTRICTED}</p>
      <div className="mt-4">
        <ConsentsTable consents={consents} />
      </div>
      {nextCursor ? (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" onClick={() => loadMore.mutate()} disabled={loadMore.isPending}>
            {loadMore.isPending ? 'Loading...' : 'Load More'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
