import { alertDeliveries, alertRecords } from '#src/composition/alert-records';
import { apiHandler } from '#src/composition/api-handler';
import { calendarFeeds } from '#src/composition/calendar-feeds';
import { consentHistory } from '#src/composition/consent';
import { suppressionReads } from '#src/composition/deliverability';
import { requireUser } from '#src/composition/require-user';
import { clock } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { projects, teamRemovals, users } from '#src/composition/stores';
import { teamChanges } from '#src/composition/team';
import { jsonFile } from '#src/http/responses';
import { accountExport } from '#src/services/export/account-export';

/** GET /api/export/account.json: everything the account holds, as a file; 403 but for its owner. */
export const handler = apiHandler(async (request) => {
  const signedIn = await requireUser(request);
  const dependencies = {
    projects: use(projects),
    alerts: use(alertRecords),
    deliveries: use(alertDeliveries),
    suppressions: use(suppressionReads),
    teamRemovals: use(teamRemovals),
    users: use(users),
    team: use(teamChanges),
    calendarFeeds: use(calendarFeeds),
    consents: use(consentHistory),
    clock: use(clock),
  };
  return jsonFile('lienminder-account.json', await accountExport(dependencies, signedIn));
});
