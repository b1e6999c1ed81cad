import { ClipboardCheck } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { RecordServiceProps } from './record-service-dialog';
import { proofWordsFor } from './record-service-words';

const loadDialog = () => import('./record-service-dialog');
const RecordServiceDialog = lazy(loadDialog);
/** Fetch the dialog's chunk as soon as a press looks likely, so it opens at once. */
const preload = () => void loadDialog().catch(() => undefined);

/**
 * Marks a deadline done with how it was met. The project keeps the proof with the done mark and
 * shows it in its list of what is done; a Claim of Lien's recording also becomes the project's lien
 * recording date (the API does both in one write). A plain "Mark done" stays beside it.
 *
 * The project page shows one per open deadline and rarely opens one, so the dialog (and the form
 * library it needs) is loaded on first hover, focus or press, not with the page's deadlines. While
 * it loads, focus stays on this button; it then moves into the dialog, and back here on closing.
 */
export function RecordServiceButton({
  openAtFirst = false,
  ...proof
}: RecordServiceProps & {
  /** Open as the page shows: a document's "Fill it" asked for this proof. */
  openAtFirst?: boolean;
}) {
  const [open, setOpen] = useState(openAtFirst);
  // Mounted from the first press on, so closing plays out and the form keeps what was typed.
  const [asked, setAsked] = useState(openAtFirst);
  const button = useRef<HTMLButtonElement>(null);
  const { action } = proofWordsFor(proof.deadline);
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`${action}: ${proof.deadline.title}, ${proof.deadline.project.name}`}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <ClipboardCheck aria-hidden="true" />
        {action}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <RecordServiceDialog {...proof} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
