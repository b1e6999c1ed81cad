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
import { focusBackTo } from './dialog-on-demand';

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
 * press, not with the page).
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
      <AlertDialogContent onCloseAutoFocus={focusBackTo(returnFocusTo)}>
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
