import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormSection } from '@/components/project-form/form-section';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { CurrentPasswordField } from '@/components/ui/current-password-field';
import { ACCOUNT_EXPORT_PATH, closeAccount } from '@/lib/account-api';
import { ApiError } from '@/lib/api-client';

/**
 * Close the account (the owner's, docs/product.md section 6): what goes and what stays, the export
 * offered first, then a dialog that asks for the password (DELETE /api/account). Afterwards nobody
 * of the account is signed in, and each of its people's sign-in says it was closed; `onClosed`
 * tells the page.
 */
export function CloseAccountSection({ onClosed }: { onClosed: () => void }) {
  const [open, setOpen] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const close = useMutation({
    mutationFn: () => closeAccount(currentPassword),
    // The page says it is done; nothing of the app is used after (its session is gone).
    onSuccess: onClosed,
  });
  return (
    <FormSection title="Close the account" description="For the whole company: every login in it ends.">
      <ul className="list-disc space-y-1 pl-5 text-sm">
        <li>The subscription is cancelled: no further charge.</li>
        <li>
          Every project, deadline, alert, calendar feed, the company profile, the team and every login are
          deleted for good.
        </li>
        <li>
          Kept: the SMS consent records (the law asks for proof of consent) and the payment records our card
          processor keeps.
        </li>
      </ul>
      <p className="text-sm">
        First, take a copy:{' '}
        <a href={ACCOUNT_EXPORT_PATH} download className="text-primary underline">
          Download everything before you close it (JSON)
        </a>
        .
      </p>
      <AlertDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) close.reset();
        }}
      >
        <Button variant="destructive" className="justify-self-start" onClick={() => setOpen(true)}>
          Close Account
        </Button>
        <AlertDialogContent>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              close.mutate();
            }}
          >
            <AlertDialogHeader>
              <AlertDialogTitle>Close the account for good?</AlertDialogTitle>
              <AlertDialogDescription>
                Everything of it is deleted and nobody in your team can sign in again. This cannot be undone.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <CurrentPasswordField
              hint="Closing the account takes your password."
              value={currentPassword}
              onChange={setCurrentPassword}
            />
            {close.isError && (
              <p role="alert" className="text-sm text-destructive">
                {close.error instanceof ApiError
                  ? close.error.serverMessage
                  : 'That did not work. Please try again.'}
              </p>
            )}
            <AlertDialogFooter>
              <AlertDialogCancel type="button">Keep My Account</AlertDialogCancel>
              <Button
                type="submit"
                variant="destructive"
                disabled={close.isPending || currentPassword === ''}
              >
                {close.isPending ? 'Closing...' : 'Close Account'}
              </Button>
            </AlertDialogFooter>
          </form>
        </AlertDialogContent>
      </AlertDialog>
    </FormSection>
  );
}
