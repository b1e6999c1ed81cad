import type { ReactNode, RefObject } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog';

export interface ConfirmDialogProps {
  question: string;
  consequence: ReactNode;
  /** The confirming button's label. */
  confirm: string;
  destructive?: boolean;
  onConfirm: () => void;
}

/**
 * The question a ConfirmButton asks, in its own chunk (the dialog library is fetched on the first
 * press, not with the page). Opened without a Radix trigger, so closing hands focus back to the
 * button that opened it, as a trigger would.
 */
export default function ConfirmDialog({
  open,
  onOpenChange,
  returnFocusTo,
  question,
  consequence,
  confirm,
  destructive = false,
  onConfirm,
}: ConfirmDialogProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{question}</AlertDialogTitle>
          <AlertDialogDescription>{consequence}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction destructive={destructive} onClick={onConfirm}>
            {confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
