import { describe, expect, it } from 'vitest';
import type { TableChange } from '#src/ports/table-change';
// The store's reading of the items, as the handler passes it: these fixtures are real key shapes.
import { readUserItem } from '#src/store/user-items';
import { alertSyncTarget, alertSyncWork } from './sync-target';

const USER = 'user000000000001';
const PROJECT = 'abcdefghijklmnop';
const profile = (tier: string) => ({ pk: `USER#${USER}`, sk: 'PROFILE', tier, projectCount: 1 });

function change(id: string, changed: Partial<TableChange> & Pick<TableChange, 'keys'>): TableChange {
  return { id, event: 'MODIFY', before: null, after: null, ...changed };
}

const projectItem = (id: string, event: TableChange['event'] = 'MODIFY', projectId = PROJECT) =>
  change(id, { event, keys: { pk: `USER#${USER}`, sk: `PROJECT#${projectId}` } });
/** The earlier layout's deadline item, removed by the migration (docs/decisions/012): no alert moves. */
const legacyDeadlineItem = (id: string, projectId = PROJECT) =>
  change(id, {
    event: 'REMOVE',
    keys: { pk: `USER#${USER}`, sk: `DEADLINE#${projectId}#${projectId}-lien` },
  });
const tierChange = (id: string, from: string, to: string) =>
  change(id, { keys: { pk: `USER#${USER}`, sk: 'PROFILE' }, before: profile(from), after: profile(to) });

describe('which alerts a change in a user partition can move', () => {
  it("a project item, created, changed or removed: that project's", () => {
    for (const event of ['INSERT', 'MODIFY', 'REMOVE'] as const) {
      expect(alertSyncTarget(projectItem('1', event), readUserItem)).toEqual({
        userId: USER,
        projectId: PROJECT,
      });
    }
  });

  it("the owner's tier changing: every project's", () => {
    expect(alertSyncTarget(tierChange('1', 'gold', 'free'), readUserItem)).toEqual({
      userId: USER,
      projectId: null,
    });
  });

  it('nothing for other changes of the profile, other items, or keys of another shape', () => {
    const unrelated = [
      tierChange('1', 'gold', 'gold'),
      // A new account has no projects yet.
      change('1', { event: 'INSERT', keys: { pk: `USER#${USER}`, sk: 'PROFILE' }, after: profile('free') }),
      change('1', { keys: { pk: `USER#${USER}`, sk: 'PROFILE' }, before: profile('gold'), after: {} }),
      change('1', { keys: { pk: 'EMAIL#ana@example.com', sk: 'EMAIL' } }),
      change('1', { keys: { pk: `USER#${USER}`, sk: 'SOMETHING#else' } }),
      change('1', { keys: { pk: 'USER#', sk: `PROJECT#${PROJECT}` } }),
      change('1', { keys: { pk: `USER#${USER}`, sk: 'PROJECT#' } }),
      change('1', { keys: { pk: `USER#${USER}` } }),
      legacyDeadlineItem('1'),
      change('1', { keys: { pk: 7, sk: `PROJECT#${PROJECT}` } }),
    ];
    for (const item of unrelated) expect(alertSyncTarget(item, readUserItem)).toBeNull();
  });

  it("one sync per project for all its records, and a plan change's sync covering the user's projects", () => {
    const other = 'qrstuvwxyz234567';
    expect(
      alertSyncWork(
        [
          projectItem('10'),
          projectItem('11'),
          projectItem('12'),
          change('13', { keys: { pk: 'EMAIL#ana@example.com', sk: 'EMAIL' } }),
          projectItem('14', 'INSERT', other),
        ],
        readUserItem,
      ),
    ).toEqual([
      { target: { userId: USER, projectId: PROJECT }, records: ['10', '11', '12'] },
      { target: { userId: USER, projectId: other }, records: ['14'] },
    ]);
    expect(
      alertSyncWork([projectItem('20'), tierChange('21', 'free', 'gold'), projectItem('22')], readUserItem),
    ).toEqual([{ target: { userId: USER, projectId: null }, records: ['20', '21', '22'] }]);
  });
});
