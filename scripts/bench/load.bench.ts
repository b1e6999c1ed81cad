/**
 * The project load at full size: 200 users creating, editing and deleting projects at
 * once against the local server (functions/test/load/project-load.ts, which `npm test` runs with 20),
 * after one Free user's 50 concurrent creates. Prints what went wrong, if anything, and the server's
 * heap after a full GC at rest and after the load.
 */
import { runProjectLoad } from '../../functions/test/load/project-load';
import { record } from './report';

const USERS = 200;

export default async function projectLoad(): Promise<void> {
  const result = await runProjectLoad({ users: USERS, concurrentCreates: 50 });
  const race = result.concurrentCreates;
  console.log(
    `50 concurrent creates by one Free user: ${race.created} created, ${race.projects} listed, projectCount ${race.projectCount} (${result.raceSeconds.toFixed(1)} s)`,
  );
  console.log(
    `${USERS} users creating, editing and deleting: ${result.requests} requests in ${result.seconds.toFixed(1)} s ` +
      `(${(result.requests / result.seconds).toFixed(0)} req/s); unexpected answers ${result.unexpected.length}, users with a wrong result ${result.wrong.length}`,
  );
  for (const line of [...result.unexpected, ...result.wrong].slice(0, 10)) console.log(`  ${line}`);
  console.log(
    `server heap after GC: ${result.heapMb.resting} MB at rest, ${result.heapMb.afterLoad} MB after the load`,
  );
  record('load', 'free user: projects after 50 concurrent creates', race.projects, '');
  record('load', `${USERS} users: requests per second`, result.requests / result.seconds, 'req/s');
  record('load', `${USERS} users: lost or wrong writes`, result.unexpected.length + result.wrong.length, '');
  record('load', 'heap after GC at rest', result.heapMb.resting, 'MB');
  record('load', 'heap after GC after the load', result.heapMb.afterLoad, 'MB');
}
