/**
 * GET /api/projects/import/template.csv: the columns of a projects spreadsheet (project-csv/columns.ts)
 * and two example rows, a private job and a public one, dated from today so their deadlines are
 * live. The private row shows the alert columns' pattern: a second address goes in `alertEmail2`
 * (up to `alertEmail5`), a phone in `alertPhone` with `alertPhoneConsent` set to yes.
 */
import {
  addDays,
  DEFAULT_TIME_ZONE,
  type ProjectFields,
  projectFieldsSchema,
  todayIn,
} from '@lienminder/shared';
import * as z from 'zod/mini';
import { PROJECT_COLUMNS } from '#src/services/project-csv/columns';
import { writeCsv } from '#src/services/project-csv/csv-text';
import { projectCells } from '#src/services/project-csv/project-row';

export function importTemplate(now: Date): string {
  const today = todayIn(DEFAULT_TIME_ZONE, now);
  const example = (fields: Record<string, unknown>) => z.parse(projectFieldsSchema, fields) as ProjectFields;
  const privateJob = example({
    name: 'Palm Court Remodel',
    type: 'private',
    address: '120 Palm Ct, Coral Gables, FL 33134',
    generalContractor: 'Coastal Builders LLC',
    contractorPhone: '3055550100',
    contractorEmail: 'office@coastal.example.com',
    propertyOwner: 'Palm Court Holdings LLC',
    firstFurnishingDate: addDays(today, -20),
    lastFurnishingDate: addDays(today, -2),
    role: 'subcontractor',
    alertEmail: 'you@example.com',
    alertEmail2: 'office@example.com',
  });
  const publicJob = example({
    name: 'County Library Annex',
    type: 'public',
    address: '500 Library Way, Tampa, FL 33602',
    generalContractor: 'Gulf Civil Inc',
    propertyOwner: 'Hillsborough County',
    firstFurnishingDate: addDays(today, -10),
    role: 'supplier_to_subcontractor',
    alertEmail: 'you@example.com',
  });
  return writeCsv(PROJECT_COLUMNS, [projectCells(privateJob), projectCells(publicJob)]);
}
