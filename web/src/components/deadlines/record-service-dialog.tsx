import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DeadlineType,
  SERVICE_METHOD_LABELS,
  SERVICE_METHODS,
  type ServiceMethod,
  type ServiceProof,
  serviceProofSchema,
} from '@lienminder/shared';
import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
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
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { useToday } from './now-context';
import { type MarkedDeadline, useDeadlineDone } from './use-deadline-done';

const resolver = zodResolver(serviceProofSchema) as unknown as Resolver<ServiceProof>;
const METHOD_OPTIONS = SERVICE_METHODS.map((method) => ({
  value: method,
  label: SERVICE_METHOD_LABELS[method],
}));

/** The dialog's words: how a notice or a copy was served (s. 713.18), or where a lien was recorded. */
interface ProofWords {
  action: string;
  description: (title: string) => string;
  date: string;
  who: string;
  whoHint: string;
  reference: string;
  submit: string;
  /** Set when the proof has one method only: the dialog asks no "How". */
  method?: ServiceMethod;
}

const SERVED: ProofWords = {
  action: 'Record how it was served',
  description: (title) =>
    `${title}: the project keeps this with the done mark, as your proof of service (s. 713.18).`,
  date: 'Served or recorded on',
  who: 'On whom',
  whoHint: 'e.g. the owner, Brickell Holdings; or the clerk of court for a recording.',
  reference: 'Tracking or instrument number',
  submit: 'Mark done with this proof',
};

/**
 * A Claim of Lien is recorded, not served: its proof is the recording, which the project keeps as
 * its lien recording date, and the deadlines to serve and enforce the lien start from it.
 */
const RECORDED: ProofWords = {
  action: 'Record where it was recorded',
  description: (title) =>
    `${title}: the project keeps the day it was recorded in the official records, with the book and page or instrument number, and the deadlines to serve it (s. 713.08(4)(c)) and to enforce it (s. 713.22) start from that day.`,
  date: 'Recorded in the official records on',
  who: 'Recorded by',
  whoHint: 'e.g. the Clerk of the Circuit Court, Miami-Dade County.',
  reference: 'Book and page, or instrument number',
  submit: 'Mark done as recorded',
  method: 'recorded',
};

/** The Claim of Lien's 90-day deadline (not a Notice of Nonpayment, which is served). */
const isClaimOfLien = (deadline: { type: DeadlineType; title: string }) =>
  deadline.type === 'record_lien' && deadline.title.includes('Claim of Lien');

/**
 * Marks a deadline done with how it was met: the day it was served or recorded, the s. 713.18
 * method, on whom, and the tracking or instrument number. The project keeps it with the done mark
 * and shows it in its list of what is done; a Claim of Lien's recording also becomes the project's
 * lien recording date (the API does both in one write). A plain "Mark done" stays beside it.
 */
export function RecordServiceDialog({
  deadline,
  timeZone,
  revision,
  openAtFirst = false,
  onRecorded,
}: {
  deadline: MarkedDeadline & { type: DeadlineType };
  timeZone: string;
  /** The revision of the project as the screen shows it (use-deadline-done.ts). */
  revision?: number;
  /** Open as the page shows: a document's "Fill it" asked for this proof. */
  openAtFirst?: boolean;
  /** After the proof is saved (a "Fill it" goes back to its document). */
  onRecorded?: () => void;
}) {
  const today = useToday(timeZone);
  const [open, setOpen] = useState(openAtFirst);
  const mark = useDeadlineDone(deadline, revision);
  const words = isClaimOfLien(deadline) ? RECORDED : SERVED;
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
          setOpen(false);
          onRecorded?.();
        },
      },
    ),
  );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={`${words.action}: ${deadline.title}, ${deadline.project.name}`}
        >
          <ClipboardCheck aria-hidden="true" />
          {words.action}
        </Button>
      </DialogTrigger>
      <DialogContent>
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
