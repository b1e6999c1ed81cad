/**
 * Proof of service on a done mark (PATCH /api/projects/{id}/deadlines/{deadlineId} with `proof`):
 * how the deadline was met, kept with the mark, answered by the project API, dropped with the
 * mark; a bare done mark (with its revision) works as before. And the project's optional document
 * facts: saved, answered, kept by a save that leaves them out, money refused unless a plain decimal.
 */
import { MESSAGES, type ProjectResponse } from '@lienminder/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createdProject,
  projectBody,
  readAfterSave,
  readProject,
  type SignedUpUser,
  signUp,
  startTestApi,
} from './support';

let gold: SignedUpUser;

beforeAll(async () => {
  const api = await startTestApi('2026-02-10T14:00:00.000Z');
  gold = await signUp(api, 'gold');
});

const proof = {
  servedOn: '2026-02-09',
  method: 'certified_mail',
  servedTo: 'Brickell Holdings',
  reference: '9407 1112 0620 1234 5678 90',
} as const;

const deadlinePath = (projectId: string, deadlineId: string) =>
  `/api/projects/${projectId}/deadlines/${deadlineId}`;

const mark = (projectId: string, deadlineId: string, body: unknown, headers: Record<string, string> = {}) =>
  call('PATCH', deadlinePath(projectId, deadlineId), { session: gold.session, body, headers });

const deadlineIn = (answer: ProjectResponse, id: string) =>
  answer.deadlines.find((deadline) => deadline.id === id);

describe('proof of service on a done mark', () => {
  it('is kept with the mark and answered by the project API, and goes with an undo', async () => {
    const { project, revision } = await createdProject(gold, { role: 'subcontractor' });
    const nto = `${project.id}-nto`;
    const marked = await mark(project.id, nto, { isCompleted: true, revision, proof });
    expect(marked.statusCode).toBe(200);
    expect(deadlineIn(marked.json<ProjectResponse>(), nto)).toMatchObject({
      isCompleted: true,
      serviceProof: proof,
    });
    expect(deadlineIn(await readProject(gold, project.id), nto)?.serviceProof).toEqual(proof);

    const undone = await mark(project.id, nto, { isCompleted: false });
    expect(deadlineIn(undone.json<ProjectResponse>(), nto)).toMatchObject({ isCompleted: false });
    expect(deadlineIn(undone.json<ProjectResponse>(), nto)?.serviceProof).toBeUndefined();
    const reread = deadlineIn(await readProject(gold, project.id), nto);
    expect(reread?.isCompleted).toBe(false);
    expect(reread?.serviceProof).toBeUndefined();
  });

  it('can be added to a deadline already marked done', async () => {
    const { project } = await createdProject(gold, { role: 'subcontractor' });
    const nto = `${project.id}-nto`;
    await mark(project.id, nto, { isCompleted: true });
    const withProof = await mark(project.id, nto, { isCompleted: true, proof });
    expect(deadlineIn(withProof.json<ProjectResponse>(), nto)?.serviceProof).toEqual(proof);
    expect(deadlineIn(await readProject(gold, project.id), nto)?.serviceProof).toEqual(proof);
  });

  it('leaves a bare done mark working, with its If-Match revision', async () => {
    const { project, revision } = await createdProject(gold, { role: 'subcontractor' });
    const nto = `${project.id}-nto`;
    const marked = await mark(project.id, nto, { isCompleted: true }, { 'If-Match': `"${revision}"` });
    expect(marked.statusCode).toBe(200);
    const answer = marked.json<ProjectResponse>();
    expect(deadlineIn(answer, nto)?.isCompleted).toBe(true);
    expect(deadlineIn(answer, nto)?.serviceProof).toBeUndefined();
    expect(answer.revision).toBe(revision + 1);
    const stale = await mark(project.id, nto, { isCompleted: false }, { 'If-Match': `"${revision}"` });
    expect(stale.statusCode).toBe(409);
  });

  it('survives an edit of the project that keeps the mark', async () => {
    const { project } = await createdProject(gold, { role: 'subcontractor' });
    const nto = `${project.id}-nto`;
    await mark(project.id, nto, { isCompleted: true, proof });
    const edited = await call('PUT', `/api/projects/${project.id}`, {
      session: gold.session,
      body: projectBody({ role: 'subcontractor', name: 'Brickell Tower, phase 2' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(deadlineIn(await readAfterSave(gold.session, edited), nto)?.serviceProof).toEqual(proof);
  });

  it('is refused without a mark, with an unknown method or without its date, and nothing is written', async () => {
    const { project, revision } = await createdProject(gold, { role: 'subcontractor' });
    const nto = `${project.id}-nto`;
    const cases: [unknown, { path: string; message: string }][] = [
      [
        { isCompleted: false, proof },
        { path: 'proof', message: MESSAGES.proofNeedsDoneMark },
      ],
      [
        { isCompleted: true, proof: { ...proof, method: 'carrier_pigeon' } },
        { path: 'proof.method', message: MESSAGES.serviceMethodInvalid },
      ],
      [
        { isCompleted: true, proof: { ...proof, servedOn: '' } },
        { path: 'proof.servedOn', message: MESSAGES.servedOnRequired },
      ],
    ];
    for (const [body, error] of cases) {
      const refused = await mark(project.id, nto, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ errors: unknown[] }>().errors).toContainEqual(error);
    }
    const after = await readProject(gold, project.id);
    expect(after.revision).toBe(revision);
    expect(deadlineIn(after, nto)?.isCompleted).toBe(false);
  });
});

describe("the project's document facts", () => {
  const facts = {
    ownerAddress: '100 Owner Way, Miami, FL 33131',
    contractorAddress: '5 Builder Rd, Miami, FL 33130',
    customerName: 'Ace Framing Inc.',
    customerAddress: '9 Frame St, Hialeah, FL 33010',
    suretyName: 'Sure Bonding Co.',
    suretyAddress: '1 Surety Plaza, Tampa, FL 33602',
    bondNumber: 'PB-0042',
    lenderName: 'First Coast Bank',
    lenderAddress: '2 Bank St, Miami, FL 33131',
    county: 'Miami-Dade',
    legalDescription: 'Lot 4, Block 7, BRICKELL ESTATES, Plat Book 12, Page 34',
    furnishingDescription: 'Drywall labor and materials',
    contractPrice: '125000',
    amountPaid: '100000.00',
    amountUnpaid: '25000.00',
  };

  it('are saved, answered, and kept by a save that leaves them out', async () => {
    const created = await createdProject(gold, facts);
    expect(created.project).toMatchObject(facts);
    const edited = await call('PUT', `/api/projects/${created.project.id}`, {
      session: gold.session,
      body: projectBody({ name: 'Renamed' }),
    });
    expect(edited.json<ProjectResponse>().project).toMatchObject({ ...facts, name: 'Renamed' });
    expect((await readProject(gold, created.project.id)).project).toMatchObject(facts);
  });

  it('read as blank on a project saved without them', async () => {
    const { project } = await createdProject(gold);
    expect(project.ownerAddress).toBe('');
    expect(project.amountUnpaid).toBe('');
  });

  it('refuse money that is not a plain decimal, each field named', async () => {
    const refused = await call('POST', '/api/projects', {
      session: gold.session,
      body: projectBody({ contractPrice: '$125,000', amountPaid: '10.5', amountUnpaid: 'about 25k' }),
    });
    expect(refused.statusCode).toBe(400);
    const errors = refused.json<{ errors: unknown[] }>().errors;
    for (const path of ['contractPrice', 'amountPaid', 'amountUnpaid'])
      expect(errors).toContainEqual({ path, message: MESSAGES.moneyInvalid });
  });
});

describe('a Claim of Lien marked done with the proof that it was recorded', () => {
  const recording = {
    servedOn: '2026-02-09',
    method: 'recorded',
    servedTo: 'Clerk of the Circuit Court, Miami-Dade County',
    reference: 'OR Book 34567, Page 1234',
  } as const;

  it('records the lien on the project in the same write: the serve and enforce deadlines appear at once', async () => {
    const { project, revision } = await createdProject(gold, { role: 'subcontractor' });
    const lien = `${project.id}-lien`;
    const marked = await mark(project.id, lien, { isCompleted: true, revision, proof: recording });
    expect(marked.statusCode).toBe(200);
    const answer = marked.json<ProjectResponse>();
    expect(answer.revision).toBe(revision + 1);
    expect(answer.project).toMatchObject({
      lienRecordedDate: '2026-02-09',
      lienRecordingReference: 'OR Book 34567, Page 1234',
    });
    expect(deadlineIn(answer, lien)).toMatchObject({
      isCompleted: true,
      metOn: '2026-02-09',
      serviceProof: recording,
    });
    // Serve within 15 days after recording (s. 713.08(4)(c)): Tuesday 2026-02-24; sue within a
    // year (s. 713.22(1)): Tuesday 2027-02-09.
    expect(deadlineIn(answer, `${project.id}-serve`)).toMatchObject({
      dueDate: '2026-02-24',
      isCompleted: false,
    });
    expect(deadlineIn(answer, `${project.id}-enforce`)).toMatchObject({ dueDate: '2027-02-09' });
    expect(await readProject(gold, project.id)).toEqual(answer);
  });

  it('refuses a recording dated after today on the project calendar, on the proof, and saves nothing', async () => {
    const { project, revision } = await createdProject(gold, { role: 'subcontractor' });
    const before = await readProject(gold, project.id);
    const refused = await mark(project.id, `${project.id}-lien`, {
      isCompleted: true,
      revision,
      proof: { ...recording, servedOn: '2026-02-11' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: MESSAGES.lienRecordedInFuture,
      errors: [{ path: 'proof.servedOn', message: MESSAGES.lienRecordedInFuture }],
    });
    expect(await readProject(gold, project.id)).toEqual(before);
  });

  it('records nothing when the recorded proof is not on the Claim of Lien', async () => {
    const { project, revision } = await createdProject(gold, { role: 'subcontractor' });
    const nto = `${project.id}-nto`;
    const marked = await mark(project.id, nto, { isCompleted: true, revision, proof: recording });
    expect(marked.statusCode).toBe(200);
    expect(marked.json<ProjectResponse>().project).toMatchObject({
      lienRecordedDate: '',
      lienRecordingReference: '',
    });
  });
});
