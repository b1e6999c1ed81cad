/**
 * Every functions test file checks its functions' table requests against their grants
 * (./table-access.ts): a test whose function touched what AWS would refuse fails, naming the fix.
 */
import { afterEach } from 'vitest';
import { checkTableAccess, takeRefusals } from './table-access';

checkTableAccess();

afterEach(() => {
  const refusals = [...new Set(takeRefusals())];
  if (refusals.length > 0) throw new Error(`Table access AWS would refuse:\n- ${refusals.join('\n- ')}`);
});
