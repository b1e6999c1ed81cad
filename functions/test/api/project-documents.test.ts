/**
 * GET /api/projects/{id}/documents/{kind}: the filled statutory document for Gold, refused below
 * Gold with the upgrade message, 404 for a project not yours or a kind the project does not call
 * for, a waiver's terms from the query, the company profile and the notice's proof of service in
 * place.
 */
import { DOCUMENT_FOOT_LINE, MESSAGES, PRODUCT_METRICS, type PreparedDocument } from '@lienminder/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createdProject,
  projectBody,
  type SignedUpUser,
  signUp,
  startTestApi,
  type TestApi,
} from './support';

let api: TestApi;
let gold: SignedUpUser;

beforeAll(async () => {
  api = await startTestApi('2026-02-10T14:00:00.000Z');
  gold = await signUp(api, 'gold');
});

const documentPath = (projectId: string, kind: string, query = '') =>
  `/api/projects/${projectId}/documents/${kind}${query}`;

const subcontractorJob = { role: 'subcontractor', ownerAddress: '100 Owner Way, Miami, FL 33131' } as const;

describe('a prepared document', () => {
  it('is the statute’s form filled with the project and the company profile, for Gold', async () => {
    await call('PUT', '/api/company-profile', {
      session: gold.session,
      body: { legalName: 'Coastal Drywall LLC', signerName: 'Ana Reyes', signerTitle: 'President' },
    });
    const { project } = await createdProject(gold, subcontractorJob);
    const counted = api.metrics.measures.length;
    const response = await call('GET', documentPath(project.id, 'notice-to-owner'), {
      session: gold.session,
    });
    expect(response.statusCode).toBe(200);
    expect(api.metrics.measures.slice(counted)).toEqual([
      { metric: PRODUCT_METRICS.documentsPrepared, value: 1, kind: 'notice-to-owner' },
    ]);
    const document = response.json<PreparedDocument>();
    expect(document).toMatchObject({ kind: 'notice-to-owner', title: 'Notice to Owner' });
    expect(document.statute).toContain('713.06');
    expect(document.text).toContain(
      'WARNING! FLORIDA’S CONSTRUCTION LIEN LAW ALLOWS SOME UNPAID CONTRACTORS',
    );
    expect(document.text).toContain('Brickell Holdings');
    expect(document.text).toContain('100 Owner Way, Miami, FL 33131');
    expect(document.text).toContain('Coastal Drywall LLC');
    expect(document.text.endsWith(DOCUMENT_FOOT_LINE)).toBe(true);
    // Entered facts are not missing; the profile's address, never entered, is.
    expect(document.missing).not.toContain('ownerAddress');
    expect(document.missing).not.toContain('profile.legalName');
    expect(document.missing).toContain('profile.address');
    expect(document.serving.serveOn.map((party) => party.party)).toContain('owner');
  });

  it('takes a waiver’s amount and through-date from the query, and lists them missing when left out', async () => {
    const { project } = await createdProject(gold, subcontractorJob);
    const filled = await call(
      'GET',
      documentPath(project.id, 'waiver-progress', '?amount=12500.00&throughDate=2026-01-31'),
      {
        session: gold.session,
      },
    );
    expect(filled.statusCode).toBe(200);
    const waiver = filled.json<PreparedDocument>();
    expect(waiver.text).toContain('12,500.00');
    expect(waiver.missing).not.toContain('waiver.amount');
    expect(waiver.missing).not.toContain('waiver.throughDate');
    const blank = await call('GET', documentPath(project.id, 'waiver-progress'), { session: gold.session });
    expect(blank.json<PreparedDocument>().missing).toEqual(
      expect.arrayContaining(['waiver.amount', 'waiver.throughDate']),
    );
  });

  it('recites the Notice to Owner’s recorded service in the Claim of Lien', async () => {
    const { project } = await createdProject(gold, subcontractorJob);
    await call('PATCH', `/api/projects/${project.id}/deadlines/${project.id}-nto`, {
      session: gold.session,
      body: {
        isCompleted: true,
        proof: {
          servedOn: '2026-01-20',
          method: 'certified_mail',
          servedTo: 'Brickell Holdings',
          reference: '9407 0000',
        },
      },
    });
    const claim = await call('GET', documentPath(project.id, 'claim-of-lien'), { session: gold.session });
    const document = claim.json<PreparedDocument>();
    expect(document.missing).not.toContain('noticeService.servedOn');
    expect(document.text).toContain('certified mail, return receipt requested');
  });

  it('lays the Claim of Lien out for recording: the profile’s preparer first, the signer beneath the signature line', async () => {
    const user = await signUp(api, 'gold');
    await call('PUT', '/api/company-profile', {
      session: user.session,
      body: {
        legalName: 'Coastal Drywall LLC',
        address: '200 Biscayne Blvd\nMiami, FL 33131',
        signerName: 'Ana Reyes',
        signerTitle: 'President',
        preparedBy: 'Luis Ortega, Esq.\n100 SE 2nd St, Miami, FL 33131',
      },
    });
    const { project } = await createdProject(user, subcontractorJob);
    const claim = (
      await call('GET', documentPath(project.id, 'claim-of-lien'), { session: user.session })
    ).json<PreparedDocument>();
    expect(claim.forRecording).toBe(true);
    expect(claim.blocks[0]).toEqual({
      kind: 'prepared-by',
      text: 'This instrument prepared by:\nLuis Ortega, Esq.\n100 SE 2nd St, Miami, FL 33131',
    });
    expect(claim.blocks.find((block) => block.kind === 'signature')?.text).toBe(
      '______________________________\nAna Reyes, President\nCoastal Drywall LLC\n200 Biscayne Blvd\nMiami, FL 33131',
    );
    const notice = (
      await call('GET', documentPath(project.id, 'notice-to-owner'), { session: user.session })
    ).json<PreparedDocument>();
    expect(notice.forRecording).toBe(false);
    expect(notice.text).not.toContain('This instrument prepared by:');
  });

  it('recites no service once an edit takes the notice away, nor after it comes back unmarked', async () => {
    const { project } = await createdProject(gold, subcontractorJob);
    const proof = { servedOn: '2026-01-20', method: 'certified_mail' };
    await call('PATCH', `/api/projects/${project.id}/deadlines/${project.id}-nto`, {
      session: gold.session,
      body: { isCompleted: true, proof },
    });
    const claimRecites = async () => {
      const claim = await call('GET', documentPath(project.id, 'claim-of-lien'), { session: gold.session });
      expect(claim.statusCode).toBe(200);
      return claim.json<PreparedDocument>().text.includes('certified mail, return receipt requested');
    };
    expect(await claimRecites()).toBe(true);
    // Hired by the owner, the contractor owes no Notice to Owner: the edit drops its mark and proof,
    // so back as a subcontractor the notice is open again, with no service to recite (the document
    // reads the proof from the project's record, by the notice's id).
    for (const role of ['contractor', 'subcontractor'] as const) {
      const edited = await call('PUT', `/api/projects/${project.id}`, {
        session: gold.session,
        body: projectBody({ ...subcontractorJob, role }),
      });
      expect(edited.statusCode).toBe(200);
      expect(await claimRecites()).toBe(false);
    }
  });

  it('is refused on Free and Silver with the Gold upgrade message', async () => {
    for (const tier of ['free', 'silver'] as const) {
      const user = await signUp(api, tier);
      const { project } = await createdProject(user, subcontractorJob);
      const refused = await call('GET', documentPath(project.id, 'notice-to-owner'), {
        session: user.session,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ message: string }>().message).toBe(MESSAGES.documentsNeedGold);
    }
  });

  it('answers 404 for another user’s project, an unknown kind and one the job does not call for', async () => {
    const { project } = await createdProject(gold, subcontractorJob);
    const counted = api.metrics.measures.length;
    const other = await signUp(api, 'gold');
    const notYours = await call('GET', documentPath(project.id, 'notice-to-owner'), {
      session: other.session,
    });
    expect(notYours.statusCode).toBe(404);
    const unknown = await call('GET', documentPath(project.id, 'letter-to-santa'), { session: gold.session });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe(MESSAGES.documentNotOffered);
    // A private job without a bond: a Notice to Owner, never a Notice to Contractor or of Nonpayment.
    for (const kind of ['notice-to-contractor', 'notice-of-nonpayment']) {
      const notOffered = await call('GET', documentPath(project.id, kind), { session: gold.session });
      expect(notOffered.statusCode).toBe(404);
    }
    // Nothing prepared, nothing counted.
    expect(api.metrics.measures.slice(counted)).toEqual([]);
  });

  it('refuses a malformed waiver term with the field named', async () => {
    const { project } = await createdProject(gold, subcontractorJob);
    const refused = await call('GET', documentPath(project.id, 'waiver-final', '?amount=$12,500'), {
      session: gold.session,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: unknown[] }>().errors).toContainEqual({
      path: 'amount',
      message: MESSAGES.moneyInvalid,
    });
  });

  it('answers 401 without a session', async () => {
    const { project } = await createdProject(gold, subcontractorJob);
    expect((await call('GET', documentPath(project.id, 'notice-to-owner'))).statusCode).toBe(401);
  });
});
