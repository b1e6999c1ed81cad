import { ClipboardCheck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { useDialogOnDemand } from '@/components/ui/dialog-on-demand';
import type { RecordServiceProps } from './record-service-dialog';
import { proofWordsFor } from './record-service-words';

const loadDialog = () => import('./record-service-dialog');
const RecordServiceDialog = lazy(loadDialog);

/**
 * Marks a deadline done with how it was met. The project keeps the proof with the done mark and
 * shows it in its list of what is done; a Claim of Lien's recording also becomes the project's lien
 * recording date (the API does both in one write). A plain "Mark done" stays beside it. The project
 * page shows one per open deadline and rarely opens one, so the dialog, with the form library it
 * needs, is loaded on demand (dialog-on-demand.ts), not with the page's deadlines.
 */
export function RecordServiceButton({
  openAtFirst = false,
  ...proof
}: RecordServiceProps & {
  /** Open as the page shows: a document's "Fill it" asked for this proof. */
  openAtFirst?: boolean;
}) {
  const dialog = useDialogOnDemand(loadDialog, openAtFirst);
  const { action } = proofWordsFor(proof.deadline);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={`${action}: ${proof.deadline.title}, ${proof.deadline.project.name}`}
        {...dialog.openerProps}
      >
        <ClipboardCheck aria-hidden="true" />
        {action}
      </Button>
      {dialog.asked && (
        <Suspense fallback={null}>
          <RecordServiceDialog
            {...proof}
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            returnFocusTo={dialog.opener}
          />
        </Suspense>
      )}
    </>
  );
}
