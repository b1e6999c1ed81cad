/**
 * The migration to one switch for texts (issue 45): a project saved before it, whose `smsAlerts`
 * was the second box left off, texts its consented phones; a project saved since keeps what its
 * user chose; a second run finds nothing to do.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Project } from '@lienminder/shared';
import { describe, expect, it } from 'vitest';
import { turnTextsOnUnlessTurnedOff } from '#local/migrations/texts-on-unless-turned-off';
import { itemToProject, projectKey, projectToItem } from '#src/store/project-items';
import { storedProject as project } from '#test/api/support';
import { createTestTable } from '#test/dynamodb';

const table = await createTestTable();
const USER = 'usertextswitch';

/** A project item as a save wrote it; `before` leaves out what the release before it did not write. */
async function put(saved: Project, before: boolean) {
  const { textAccountPhone: _own, ...item } = projectToItem(USER, saved, 1, [], null);
  await table.client.send(
    new PutCommand({
      TableName: table.tableName,
      Item: before ? item : { ...item, textAccountPhone: false },
    }),
  );
}

const stored = async (projectId: string) => {
  const { Item } = await table.client.send(
    new GetCommand({ TableName: table.tableName, Key: projectKey(USER, projectId) }),
  );
  if (!Item) throw new Error(`no ${projectId}`);
  return itemToProject(Item);
};

describe('texts on unless turned off', () => {
  it('turns the old box left off into texts on, keeps a choice made since, and runs once', async () => {
    const phone = { alertPhone: '3055550101', alertPhoneConsent: true };
    await put(project('projoldoff', { ...phone, smsAlerts: false }), true);
    await put(project('projoldon', { ...phone, smsAlerts: true }), true);
    await put(project('projnewoff', { ...phone, smsAlerts: false }), false);

    expect(await turnTextsOnUnlessTurnedOff(table.client, table.tableName)).toBe(1);
    expect(await stored('projoldoff')).toMatchObject({ smsAlerts: true, textAccountPhone: false });
    expect(await stored('projoldon')).toMatchObject({ smsAlerts: true, textAccountPhone: false });
    // Saved under the one switch, turned off by its user: stays off.
    expect(await stored('projnewoff')).toMatchObject({ smsAlerts: false });

    expect(await turnTextsOnUnlessTurnedOff(table.client, table.tableName)).toBe(0);
  });
});
