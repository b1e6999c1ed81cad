/**
 * The pending data deletions and the job that runs them when due (docs/decisions/011): the table
 * only, so the daily sweep that runs the job carries no provider.
 */
import type { DataDeletions } from '#src/ports/data-deletions';
import { type DataDeletionReport, deleteLapsedData } from '#src/services/billing/delete-lapsed-data';
import { dynamoDataDeletions } from '#src/store/data-deletions';
import { clock, config } from './runtime';
import type { Part } from './scope';
import { projects, tableClient, users } from './stores';

export const dataDeletions: Part<DataDeletions> = {
  build: (use) => dynamoDataDeletions(use(tableClient), use(config).tableName),
};

export const lapsedDataDeletion: Part<() => Promise<DataDeletionReport>> = {
  build: (use) => {
    const dependencies = {
      deletions: use(dataDeletions),
      users: use(users),
      projects: use(projects),
      clock: use(clock),
    };
    return () => deleteLapsedData(dependencies);
  },
};
