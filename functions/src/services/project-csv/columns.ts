/**
 * The columns of a projects spreadsheet (docs/features.md, "Projects in and out as CSV"): the
 * project form's own field names, as the API spells them, in the form schema's order. The export
 * writes them and the import reads them, so an export imports into another account unchanged.
 * The form's lists are flat already: five alert emails are `alertEmail`, `alertEmail2` ...
 * `alertEmail5`, five phones `alertPhone` ... `alertPhone5`, each with its `...Consent`; a
 * spreadsheet has one column for each.
 */
import {
  ALERT_SLOTS,
  alertPhoneConsentField,
  type ProjectFields,
  projectFieldsSchema,
} from '@lienminder/shared';

export type ProjectColumn = keyof ProjectFields;

export const PROJECT_COLUMNS = Object.keys(projectFieldsSchema.shape) as ProjectColumn[];

type BooleanColumn = { [K in ProjectColumn]: ProjectFields[K] extends boolean ? K : never }[ProjectColumn];

/** Written `yes` or `no`; read as yes/no/true/false. Typed as a record so a new yes/no field must be named here. */
const BOOLEAN_COLUMN_SET: Record<BooleanColumn, true> = {
  paymentBond: true,
  emailAlerts: true,
  smsAlerts: true,
  textAccountPhone: true,
  noticeToOwnerAlerts: true,
  ...(Object.fromEntries(ALERT_SLOTS.map((slot) => [alertPhoneConsentField(slot), true])) as Record<
    ReturnType<typeof alertPhoneConsentField>,
    true
  >),
};

export const isBooleanColumn = (column: ProjectColumn): column is BooleanColumn =>
  column in BOOLEAN_COLUMN_SET;

/** Every date field's name ends in "Date" (`firstFurnishingDate`, `nocExpirationDate` ...). */
export const isDateColumn = (column: ProjectColumn) => column.endsWith('Date');

/** Fields chosen from a list, read whatever their case (`Private`, `Sub-subcontractor`). */
export const CHOICE_COLUMNS: readonly ProjectColumn[] = ['type', 'projectStatus', 'role'];
