import { zodResolver } from '@hookform/resolvers/zod';
import {
  SERVICE_METHOD_LABELS,
  SERVICE_METHODS,
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

/**
 * Marks a deadline done with how it was met: the day it was served or recorded, the s. 713.18
 * method, on whom, and the tracking or instrument number. The project keeps it with the done mark
 * and shows it in its list of what is done. A plain "Mark done" stays beside it.
 */
export function RecordServiceDialog({
  deadline,
  timeZone,
  revision,
}: {
  deadline: MarkedDeadline;
  timeZone: string;
  /** The revision of the project as the screen shows it (use-deadline-done.ts). */
  revision?: number;
}) {
  const today = useToday(timeZone);
  const [open, setOpen] = useState(false);
  const mark = useDeadlineDone(deadline, revision);
  const form = useForm<ServiceProof>({
    resolver,
    defaultValues: { servedOn: today, method: 'certified_mail', servedTo: '', reference: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const submit = form.handleSubmit((proof) =>
    mark.mutate({ isCompleted: true, proof }, { onSuccess: () => setOpen(false) }),
  );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Record how it was served: ${deadline.title}, ${deadline.project.name}`}
        >
          <ClipboardCheck aria-hidden="true" />
          Record how it was served
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Record how it was served</DialogTitle>
          <DialogDescription>
            {deadline.title}: the project keeps this with the done mark, as your proof of service (s. 713.18).
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <Field
            label="Served or recorded on"
            type="date"
            error={errors.servedOn?.message}
            {...register('servedOn')}
          />
          <SelectField
            label="How"
            options={METHOD_OPTIONS}
            error={errors.method?.message}
            {...register('method')}
          />
          <Field
            label="On whom"
            hint="e.g. the owner, Brickell Holdings; or the clerk of court for a recording."
            autoComplete="off"
            error={errors.servedTo?.message}
            {...register('servedTo')}
          />
          <Field
            label="Tracking or instrument number"
            autoComplete="off"
            error={errors.reference?.message}
            {...register('reference')}
          />
          <DialogFooter>
            <Button type="submit" disabled={mark.isPending}>
              {mark.isPending ? 'Saving...' : 'Mark done with this proof'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
