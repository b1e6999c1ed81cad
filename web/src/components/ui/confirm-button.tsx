import { type ComponentProps, lazy, Suspense, useRef, useState } from 'react';
import { Button } from './button';
import type { ConfirmDialogProps } from './confirm-dialog';

const loadDialog = () => import('./confirm-dialog');
const ConfirmDialog = lazy(loadDialog);
/** Fetch the dialog's chunk as soon as a press looks likely, so it opens at once. */
const preload = () => void loadDialog().catch(() => undefined);

/**
 * A button that asks before acting (delete a project, replace or turn off the calendar link). The
 * dashboard shows several and rarely opens one, so the dialog is loaded on first hover, focus or
 * press rather than with the page. While it loads, focus stays on this button; it then moves into
 * the dialog, and back here when the dialog closes.
 */
export function ConfirmButton({
  question,
  consequence,
  confirm,
  destructive = false,
  onConfirm,
  onClick,
  onFocus,
  onPointerEnter,
  ...buttonProps
}: ConfirmDialogProps & Omit<ComponentProps<typeof Button>, 'asChild'>) {
  const [open, setOpen] = useState(false);
  // Mounted from the first press on, so closing plays out and the next press opens at once.
  const [asked, setAsked] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        {...buttonProps}
        ref={button}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={(event) => {
          preload();
          onPointerEnter?.(event);
        }}
        onFocus={(event) => {
          preload();
          onFocus?.(event);
        }}
        onClick={(event) => {
          onClick?.(event);
          setAsked(true);
          setOpen(true);
        }}
      />
      {asked && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={button}
            question={question}
            consequence={consequence}
            confirm={confirm}
            destructive={destructive}
            onConfirm={onConfirm}
          />
        </Suspense>
      )}
    </>
  );
}
