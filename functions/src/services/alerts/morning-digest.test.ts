import {
  type ComputedDeadline,
  computeDeadlines,
  type Project,
  projectFieldsSchema,
} from '@lienminder/shared';
import { expect, it } from 'vitest';
import type { AlertRecord } from '#src/ports/alert-store';
import { morningDigests, type TakenAlert } from './morning-digest';

function taken(
  id: string,
  name: string,
  lastFurnishingDate: string,
  recipients: Partial<TakenAlert['recipients']>,
): TakenAlert {
  const project: Project = {
    ...projectFieldsSchema.parse({
      name,
      address: '1 Main St',
      generalContractor: 'GC',
      propertyOwner: 'Owner',
      firstFurnishingDate: '2026-01-07',
      lastFurnishingDate,
    }),
    id,
    createdAt: '',
    updatedAt: '',
  };
  const deadline = computeDeadlines({ ...project, projectId: id }).deadlines.find(
    (candidate) => candidate.id === `${id}-lien`,
  ) as ComputedDeadline;
  const alert = { userId: 'u', projectId: id, deadlineId: deadline.id, alertKey: 'd7' } as AlertRecord;
  return {
    alert,
    project,
    deadline,
    recipients: { emails: [], emailsSkipped: [], phones: [], phonesSkipped: [], ...recipients },
  };
}

// Claims of Lien due May 23 (Smith, Bay) and May 30 (Oak).
const smith = taken('smith', 'Smith Residence', '2026-02-22', {
  emails: ['owner@example.com', 'pm@shared.example.com'],
  phones: ['+13055550101'],
});
const oak = taken('oak', 'Oak Street', '2026-03-01', {
  emails: ['owner@example.com', 'PM@Shared.example.com'],
  phones: ['+13055550101', '+13055550102'],
});
const bay = taken('bay', 'Bay Plaza', '2026-02-22', {
  emails: ['owner@example.com'],
  phones: ['+13055550103'],
});

const shape = (texting: boolean) =>
  morningDigests([oak, smith, bay], texting).map((digest) => [
    `${digest.channel} ${digest.to}`,
    digest.alerts.map((alert) => alert.project.name),
  ]);

it('one message per address and phone, with the deadlines of the projects that list it, most urgent first', () => {
  expect(shape(true)).toEqual([
    ['email owner@example.com', ['Bay Plaza', 'Smith Residence', 'Oak Street']],
    ['sms +13055550103', ['Bay Plaza']],
    ['email pm@shared.example.com', ['Smith Residence', 'Oak Street']],
    ['sms +13055550101', ['Smith Residence', 'Oak Street']],
    ['sms +13055550102', ['Oak Street']],
  ]);
});

it('no texts while the SMS hours hold them back', () => {
  expect(shape(false)).toEqual([
    ['email owner@example.com', ['Bay Plaza', 'Smith Residence', 'Oak Street']],
    ['email pm@shared.example.com', ['Smith Residence', 'Oak Street']],
  ]);
});
