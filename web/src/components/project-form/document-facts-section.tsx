import { DOCUMENT_FACT_FIELDS, type DocumentFactField } from '@lienminder/shared';
import { ChevronDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  DOCUMENT_FACT_LABELS,
  DOCUMENT_FACTS_ANCHOR,
  documentFactAnchor,
} from '@/components/documents/fact-labels';
import { Field } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import type { ProjectFormApi } from './project-form-types';

/** Facts written on several lines: addresses and descriptions. */
const LONG_FACTS: ReadonlySet<DocumentFactField> = new Set([
  'ownerAddress',
  'contractorAddress',
  'customerAddress',
  'suretyAddress',
  'lenderAddress',
  'legalDescription',
  'furnishingDescription',
]);
const MONEY_FACTS: ReadonlySet<DocumentFactField> = new Set(['contractPrice', 'amountPaid', 'amountUnpaid']);

const HINTS: Partial<Record<DocumentFactField, string>> = {
  suretyName: 'On bonded and public jobs: from the payment bond.',
  legalDescription:
    'As the deed or the Notice of Commencement states it (lot, block, subdivision, plat book and page).',
  county: 'Where the property is: the Claim of Lien is recorded there.',
  contractPrice: 'Dollars, like 12500 or 12500.00.',
};

const anchorsOfSection = new Set([DOCUMENT_FACTS_ANCHOR, ...DOCUMENT_FACT_FIELDS.map(documentFactAnchor)]);

/**
 * What the statutory forms are filled from, all optional: folded away until a form asks for them
 * (a document's "fill it" link opens the form at the field) or one of them has an error.
 */
export function DocumentFactsSection({ form }: { form: ProjectFormApi }) {
  const {
    register,
    formState: { errors },
  } = form;
  const { hash } = useLocation();
  const target = hash.slice(1);
  const hasError = DOCUMENT_FACT_FIELDS.some((field) => errors[field] !== undefined);
  // Opened from a document at one of its fields: open from the first render, so the form's
  // useOpenAtAnchor finds the field to focus.
  const [open, setOpen] = useState(anchorsOfSection.has(target));
  useEffect(() => {
    if (anchorsOfSection.has(target)) setOpen(true);
  }, [target]);
  return (
    <details
      id={DOCUMENT_FACTS_ANCHOR}
      open={open || hasError}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-xl border border-border bg-card"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 p-4 text-base font-semibold sm:px-6">
        Details for notices and liens
        <ChevronDown
          className="size-4 shrink-0 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="grid gap-4 px-4 pb-4 sm:px-6 sm:pb-6">
        <p className="text-sm text-muted-foreground">
          Optional. The statutory forms (Gold) are filled from these; a form leaves a marked blank for each
          one missing.
        </p>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          {DOCUMENT_FACT_FIELDS.map((field) =>
            LONG_FACTS.has(field) ? (
              <TextareaField
                key={field}
                anchor={documentFactAnchor(field)}
                label={DOCUMENT_FACT_LABELS[field]}
                hint={HINTS[field]}
                error={errors[field]?.message}
                {...register(field)}
              />
            ) : (
              <Field
                key={field}
                id={documentFactAnchor(field)}
                label={DOCUMENT_FACT_LABELS[field]}
                hint={HINTS[field]}
                autoComplete="off"
                {...(MONEY_FACTS.has(field) ? { inputMode: 'decimal' as const } : {})}
                error={errors[field]?.message}
                {...register(field)}
              />
            ),
          )}
        </div>
      </div>
    </details>
  );
}
