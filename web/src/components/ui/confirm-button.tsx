import { type ComponentProps, lazy, Suspense } from 'react';
import { Button } from './button';
import type { ConfirmDialogProps } from './confirm-dialog';
import { useDialogOnDemand } from './dialog-on-demand';

const loadDialog = () => import('./confirm-dialog');
const ConfirmDialog = lazy(loadDialog);

/**
 * A button that asks before acting (delete a project, replace or turn off the calendar link). The
 * dashboard shows several and rarely opens one, so the dialog is loaded on demand
 * (dialog-on-demand.ts).
 */
export function ConfirmButton({
  question,
  consequence,
  confirm,
  destructive = false,
  onConfirm,
  ...buttonProps
}: ConfirmDialogProps &
  Omit<ComponentProps<typeof Button>, 'asChild' | 'onClick' | 'onFocus' | 'onPointerEnter'>) {
  const dialog = useDialogOnDemand(loadDialog);
  return (
    <>
      <Button {...buttonProps} {...dialog.openerProps} />
      {dialog.asked && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            returnFocusTo={dialog.opener}
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
