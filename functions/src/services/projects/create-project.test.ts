import { nameDeadlines, nextPlanDay, type Project } from '@lienminder/shared';
import { describe, expect, it } from 'vitest';
import { PlanRestriction, ValidationFailed } from '#src/errors';
import type { ProjectStore } from '#src/ports/project-store';
import type { StoredUser } from '#src/ports/user-store';
import type { ProjectPhoneConsents } from '#src/services/messaging/phone-consents';
import { createProject } from './create-project';

const user: StoredUser = {
  id: 'uuuuuuuuuuuuuuuu',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Diaz',
  phone: '3055550142',
  tier: 'silver',
  passwordHash: '$scrypt$ln=10,r=8,p=1$AAAA$AAAA',
  projectCount: 3,
  sessionVersion: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const body = {
  name: 'Brickell Tower',
  address: '1 Brickell Ave',
  generalContractor: 'Coastal Builders',
  propertyOwner: 'Brickell Holdings',
  firstFurnishingDate: '2026-01-07',
  lastFurnishingDate: '2026-02-20',
  alertPhone: '(305) 555-0199',
  alertPhoneConsent: true,
};

type CreateInput = Parameters<ProjectStore['create']>[0];

/** Only what createProject may touch; anything else failing loudly shows a wrong dependency. */
function storeRecording(calls: CreateInput[]): ProjectStore {
  const unexpected = () => Promise.reject(new Error('createProject must not call this'));
  return {
    create: async (input) => {
      calls.push(input);
    },
    update: unexpected,
    markDeadline: unexpected,
    delete: unexpected,
    get: unexpected,
    getRecord: unexpected,
    listProjects: unexpected,
    listDashboardProjects: unexpected,
    listProjectsWithDeadlines: unexpected,
  };
}

const clock = { now: () => new Date('2026-01-20T15:00:00.000Z') };
const ids = { newId: () => 'pppppppppppppppp' };
const origin = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (Macintosh)' };

type ConsentSave = Parameters<ProjectPhoneConsents['recordSave']>[0];
const consentsRecording = (saves: ConsentSave[]): ProjectPhoneConsents => ({
  recordSave: async (input) => {
    saves.push(input);
  },
});

/** A teammate of the account, who creates the project. */
const ana = { userId: 'aaaaaaaaaaaaaaaa', name: 'Ana Diaz' };

describe('createProject', () => {
  it('stores the project under a new id, answers the deadlines computed for that id, within the plan limit, and records its phone consents', async () => {
    const stored: CreateInput[] = [];
    const consents: ConsentSave[] = [];

    const response = await createProject(
      { projects: storeRecording(stored), phoneConsents: consentsRecording(consents), clock, ids },
      user,
      ana,
      body,
      origin,
    );

    expect(stored[0]).toMatchObject({
      userId: user.id,
      projectLimit: 10,
      project: {
        id: 'pppppppppppppppp',
        alertPhone: '3055550199',
        createdAt: '2026-01-20T15:00:00.000Z',
        updatedAt: '2026-01-20T15:00:00.000Z',
      },
    });
    // The day of the next deadline the save computed goes with it: the store indexes the project by it.
    const { deadlines } = nameDeadlines({
      ...(stored[0]?.project as Project),
      projectId: 'pppppppppppppppp',
    });
    expect(stored[0]?.planDay).toBe(nextPlanDay(deadlines, '2026-01-20'));
    expect(stored[0]?.planDay).not.toBeNull();
    expect(consents).toEqual([{ userId: user.id, project: stored[0]?.project, previous: null, origin }]);
    // Its activity's first entry, in the same write: whoever created it (an import creates here too).
    expect(stored[0]?.activity).toEqual({
      at: '2026-01-20T15:00:00.000Z',
      actor: ana,
      action: 'created',
      summary: `Created the project ${body.name}.`,
    });
    // The project as stored and its first revision, no deadline: the app reads them with GET.
    expect(response).toEqual({ project: stored[0]?.project, revision: 1 });
  });

  it('checks the form rules before the plan, and stores nothing when either fails', async () => {
    const stored: CreateInput[] = [];
    const consents: ConsentSave[] = [];
    const deps = {
      projects: storeRecording(stored),
      phoneConsents: consentsRecording(consents),
      clock,
      ids,
    };
    await expect(createProject(deps, user, ana, { ...body, name: '' }, origin)).rejects.toBeInstanceOf(
      ValidationFailed,
    );
    await expect(createProject(deps, { ...user, tier: 'free' }, ana, body, origin)).rejects.toBeInstanceOf(
      PlanRestriction,
    );
    expect(stored).toEqual([]);
    expect(consents).toEqual([]);
  });
});
