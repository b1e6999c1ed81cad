import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DeadlineType,
  SERVICE_METHOD_LABELS,
  SERVICE_METHODS,
  type ServiceProof,
  serviceProofSchema,
} from '@lienminder/shared';
import type { RefObject } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { SelectField } from '@/components/project-form/select-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { focusBackTo } from '@/components/ui/dialog-on-demand';
import { Field } from '@/components/ui/field';
import { useToday } from './now-context';
import { proofWordsFor } from './record-service-words';
import { type MarkedDeadline, useDeadlineDone } from './use-deadline-done';

const resolver = zodResolver(serviceProofSchema) as unknown as Resolver<ServiceProof>;
const METHOD_OPTIONS = SERVICE_METHODS.map((method) => ({
  value: method,
  label: SERVICE_METHOD_LABELS[method],
}));

export interface RecordServiceProps {
  deadline: MarkedDeadline & { type: DeadlineType };
  timeZone: string;
  /** The revision of the project as the screen shows it (use-deadline-done.ts). */
  revision?: number;
  /** After the proof is saved (a "Fill it" goes back to its document). */
  onRecorded?: () => void;
}

/**
 * The form a RecordServiceButton opens, in its own chunk with the form and dialog libraries (the
 * project page draws its deadlines without them): the day the deadline was served or recorded,
 * the s. 713.18 method, on whom, and the tracking or instrument number.
 */
export default function RecordServiceDialog({
  deadline,
  timeZone,
  revision,
  onRecorded,
  open,
  onOpenChange,
  returnFocusTo,
}: RecordServiceProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const today = useToday(timeZone);
  const mark = useDeadlineDone(deadline, revision);
  const words = proofWordsFor(deadline);
  const form = useForm<ServiceProof>({
    resolver,
    defaultValues: {
      servedOn: today,
      method: words.method ?? 'certified_mail',
      servedTo: '',
      reference: '',
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const submit = form.handleSubmit((proof) =>
    mark.mutate(
      { isCompleted: true, proof },
      {
        onSuccess: () => {
          onOpenChange(false);
          onRecorded?.();
        },
      },
    ),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={focusBackTo(returnFocusTo)}>
        <DialogHeader>
          <DialogTitle>{words.action}</DialogTitle>
          <DialogDescription>{words.description(deadline.title)}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <Field
            label={words.date}
            type="date"
            max={today}
            error={errors.servedOn?.message}
            {...register('servedOn')}
          />
          {words.method === undefined && (
            <SelectField
              label="How"
              options={METHOD_OPTIONS}
              error={errors.method?.message}
              {...register('method')}
            />
          )}
          <Field
            label={words.who}
            hint={words.whoHint}
            autoComplete="off"
            error={errors.servedTo?.message}
            {...register('servedTo')}
          />
          <Field
            label={words.reference}
            autoComplete="off"
            error={errors.reference?.message}
            {...register('reference')}
          />
          <DialogFooter>
            <Button type="submit" disabled={mark.isPending}>
              {mark.isPending ? 'Saving...' : words.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
