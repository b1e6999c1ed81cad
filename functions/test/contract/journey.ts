/**
 * One journey through every route of routes.ts, each answered at least once with success and once
 * with a refusal (invalid input, no session, a foreign origin, a wrong signature). It runs in
 * `npm test` through the handlers (every-route.test.ts, each exchange held to the document by the
 * contract check) and over HTTP through Prism's validating proxy in front of `npm start`
 * (prism-journey.ts): the same steps, two ways of sending them.
 */
import { mintOptInProof, SESSION_COOKIE, STRIPE_API_VERSION, toE164 } from '@lienminder/shared';
import Stripe from 'stripe';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks.js';
import { signDeadlineDoneToken } from '#src/services/deadlines/deadline-done-token';
import { signUnsubscribeToken, UNSUBSCRIBE_PATH } from '#src/services/deliverability/unsubscribe-token';

export interface JourneyRequest {
  /** An object is sent as JSON; a string as it is (with the content-type in `headers`). */
  body?: unknown;
  /** Lower-case names; `origin: undefined` sends none. */
  headers?: Record<string, string | undefined>;
  /** `lm_session=...` */
  session?: string;
}

export interface JourneyAnswer {
  status: number;
  cookies: string[];
  body: string;
}

export interface JourneyTransport {
  send(method: string, path: string, request?: JourneyRequest): Promise<JourneyAnswer>;
  /** The text of every email sent to `to` so far (the local outbox). */
  mailedTo(to: string): Promise<string[]>;
  /** Presses the local test-payment provider's "Complete test payment". */
  confirmPayment(clientSecret: string): Promise<void>;
  /** Prism's proxy forwards no GET with a body (its issue 2259): the only refusal of three routes. */
  getWithBody: boolean;
  /** The server's clock (an opt-in's proof of work names the minute it was made in). */
  now(): Date;
  /** The server's PUBLIC_URL (Twilio signs the webhook's public address). */
  publicUrl: string;
  /** The settings the server was started with. */
  sessionSecret: string;
  twilioAuthToken: string;
  stripeWebhookSecret: string;
  admin: { username: string; password: string };
}

export const JOURNEY_PASSWORD = 'Lien-Minder-2026';

const project = {
  name: 'Brickell Tower',
  type: 'private',
  address: '1 Brickell Ave, Miami, FL',
  generalContractor: 'Coastal Builders LLC',
  propertyOwner: 'Brickell Holdings',
  firstFurnishingDate: '2026-01-07',
  lastFurnishingDate: '2026-02-20',
};

const notJson = { body: 'hello', headers: { 'content-type': 'text/plain' } };

let people = 0;
const newEmail = () => {
  people += 1;
  return `journey${people}-${Math.random().toString(36).slice(2, 8)}@example.com`;
};
/** A 10-digit number of the 555-01xx range, one per account (the test-text limits count per number). */
const newPhone = () => `(305) 555-01${String(10 + Math.floor(Math.random() * 90))}`;

const sessionOf = (answer: JourneyAnswer) => {
  const cookie = answer.cookies.find((value) => value.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`No ${SESSION_COOKIE} cookie in ${JSON.stringify(answer.cookies)}`);
  return cookie.split(';')[0] as string;
};

export async function walkEveryRoute(transport: JourneyTransport): Promise<void> {
  const expectStatus = async (status: number, method: string, path: string, request: JourneyRequest = {}) => {
    const answer = await transport.send(method, path, request);
    if (answer.status !== status) {
      throw new Error(`${method} ${path} answered ${answer.status}, not ${status}: ${answer.body}`);
    }
    return answer;
  };
  const json = <T>(answer: JourneyAnswer) => JSON.parse(answer.body) as T;
  const signUp = async () => {
    const email = newEmail();
    const phone = newPhone();
    const body = {
      email,
      password: JOURNEY_PASSWORD,
      firstName: 'Ana',
      lastName: 'Reyes',
      phone,
      acceptedDisclaimer: true,
    };
    const answer = await expectStatus(201, 'POST', '/api/auth/register', { body });
    return { email, phone, body, session: sessionOf(answer), id: json<{ id: string }>(answer).id };
  };
  const buyPlan = async (session: string, tier: 'silver' | 'gold') => {
    const started = await expectStatus(200, 'POST', '/api/create-subscription', {
      session,
      body: { tier },
    });
    await transport.confirmPayment(json<{ clientSecret: string }>(started).clientSecret);
  };

  // Public routes.
  // They refuse nothing but a body that is not JSON (every API route reads a body it is sent).
  for (const open of ['/api/health', '/api/openapi.json', '/sms/config']) {
    await expectStatus(200, 'GET', open);
    if (transport.getWithBody) await expectStatus(415, 'GET', open, notJson);
  }

  // Accounts.
  const ana = await signUp();
  await expectStatus(409, 'POST', '/api/auth/register', { body: ana.body });
  await expectStatus(400, 'POST', '/api/auth/register', {
    body: { ...ana.body, email: newEmail(), password: 'roofing2026' },
  });
  await expectStatus(200, 'GET', '/api/auth/user', { session: ana.session });
  await expectStatus(401, 'GET', '/api/auth/user');
  await expectStatus(200, 'POST', '/api/auth/login', {
    body: { email: ana.email, password: JOURNEY_PASSWORD },
  });
  await expectStatus(401, 'POST', '/api/auth/login', { body: { email: ana.email, password: 'Wrong-2026' } });
  await expectStatus(200, 'POST', '/api/auth/forgot-password', { body: { email: ana.email } });
  await expectStatus(400, 'POST', '/api/auth/forgot-password', { body: { email: 'not an email' } });
  const generated = await expectStatus(200, 'POST', '/api/test/generate-reset-token', {
    session: ana.session,
    body: { email: ana.email, currentPassword: JOURNEY_PASSWORD },
  });
  await expectStatus(403, 'POST', '/api/test/generate-reset-token', {
    session: ana.session,
    body: { email: ana.email, currentPassword: 'Not-Her-Password-1' },
  });
  const { token } = json<{ token: string }>(generated);
  await expectStatus(200, 'POST', '/api/auth/validate-reset-token', { body: { token } });
  await expectStatus(400, 'POST', '/api/auth/validate-reset-token', { body: { token: 'no-such-token' } });
  await expectStatus(400, 'POST', '/api/auth/reset-password', { body: { token, newPassword: 'short' } });
  await expectStatus(200, 'POST', '/api/auth/reset-password', {
    body: { token, newPassword: 'Roofing2027' },
  });
  const again = await expectStatus(200, 'POST', '/api/auth/login', {
    body: { email: ana.email, password: 'Roofing2027' },
  });
  const foreign = { session: sessionOf(again), headers: { origin: 'https://elsewhere.example' } };
  await expectStatus(403, 'POST', '/api/auth/logout', foreign);
  await expectStatus(200, 'POST', '/api/auth/logout', { session: sessionOf(again) });

  // A new sign-in email: the link goes to the new address, and works once.
  const mover = await signUp();
  const movedTo = newEmail();
  await expectStatus(403, 'POST', '/api/account/email', {
    session: mover.session,
    body: { newEmail: movedTo, currentPassword: 'Not-Her-Password-1' },
  });
  await expectStatus(202, 'POST', '/api/account/email', {
    session: mover.session,
    body: { newEmail: movedTo, currentPassword: JOURNEY_PASSWORD },
  });
  const [changeText = ''] = await transport.mailedTo(movedTo);
  const changeToken = new URL(
    /http\S+\/verify-email\?token=\S+/.exec(changeText)?.[0] ?? '',
  ).searchParams.get('token');
  await expectStatus(200, 'POST', '/api/account/email/verify', { body: { token: changeToken } });
  await expectStatus(410, 'POST', '/api/account/email/verify', { body: { token: changeToken } });

  // Closing an account: the owner's, for the password.
  const leaver = await signUp();
  await expectStatus(403, 'DELETE', '/api/account', {
    session: leaver.session,
    body: { currentPassword: 'Not-Her-Password-1' },
  });
  await expectStatus(204, 'DELETE', '/api/account', {
    session: leaver.session,
    body: { currentPassword: JOURNEY_PASSWORD },
  });
  await expectStatus(401, 'GET', '/api/auth/user', { session: leaver.session });

  // Projects, their deadlines and alerts, the dashboard: Free first, then Silver.
  const free = await signUp();
  const freeProject = await expectStatus(201, 'POST', '/api/projects', {
    session: free.session,
    body: project,
  });
  const freeId = json<{ project: { id: string } }>(freeProject).project.id;
  await expectStatus(403, 'DELETE', `/api/projects/${freeId}`, { session: free.session });
  await expectStatus(403, 'POST', '/api/cancel-subscription', {
    session: free.session,
    body: { confirmDataDeletion: true },
  });
  await expectStatus(400, 'POST', '/api/create-subscription', {
    session: free.session,
    body: { tier: 'platinum' },
  });

  const silver = await signUp();
  const session = silver.session;
  await buyPlan(session, 'silver');
  await expectStatus(400, 'POST', '/api/projects', { session, body: {} });
  const created = await expectStatus(201, 'POST', '/api/projects', { session, body: project });
  const { project: saved } = json<{ project: { id: string } }>(created);
  const path = `/api/projects/${saved.id}`;
  await expectStatus(200, 'GET', '/api/projects', { session });
  await expectStatus(401, 'GET', '/api/projects');
  // A save answers no deadline: GET does.
  const { deadlines } = json<{ deadlines: { id: string }[] }>(
    await expectStatus(200, 'GET', path, { session }),
  );
  await expectStatus(404, 'GET', '/api/projects/no-such-project', { session });
  await expectStatus(200, 'PUT', path, { session, body: { ...project, name: 'Brickell Tower II' } });
  await expectStatus(404, 'PUT', '/api/projects/no-such-project', { session, body: project });
  const deadline = `${path}/deadlines/${deadlines[0]?.id}`;
  await expectStatus(200, 'PATCH', deadline, { session, body: { isCompleted: true } });
  await expectStatus(404, 'PATCH', `${path}/deadlines/no-such-deadline`, {
    session,
    body: { isCompleted: true },
  });
  // An alert email's Mark as done link: no session, the signed token is the key.
  const { id: userId, email } = json<{ id: string; email: string }>(
    await expectStatus(200, 'GET', '/api/auth/user', { session }),
  );
  const doneLink = `/api/deadline-done/${signDeadlineDoneToken(transport.sessionSecret, {
    userId,
    projectId: saved.id,
    deadlineId: deadlines[0]?.id ?? '',
    // The account's own address (alert email 1 left blank), as its first alert email would carry.
    recipient: email,
    accountVersion: 1,
    issuedAt: transport.now().toISOString(),
    expiresAt: new Date(transport.now().getTime() + 30 * 24 * 60 * 60 * 1000).toISOString(),
  })}`;
  await expectStatus(200, 'GET', doneLink);
  await expectStatus(200, 'DELETE', doneLink);
  await expectStatus(200, 'POST', doneLink);
  for (const method of ['GET', 'POST', 'DELETE']) {
    await expectStatus(404, method, '/api/deadline-done/not-a-token');
  }
  // The unsubscribe link in an alert email to someone the account lists: the page, the one-click
  // POST a mail app sends (RFC 8058), its undo; a token this server did not sign opens nothing.
  const unsubscribe = `${UNSUBSCRIBE_PATH}?token=${signUnsubscribeToken(transport.sessionSecret, {
    userId,
    address: 'office@example.com',
  })}`;
  const oneClick = (body: string) => ({
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: undefined },
  });
  await expectStatus(200, 'GET', unsubscribe);
  await expectStatus(200, 'POST', unsubscribe, oneClick('List-Unsubscribe=One-Click'));
  await expectStatus(200, 'POST', unsubscribe, oneClick('resubscribe=yes'));
  const forged = `${UNSUBSCRIBE_PATH}?token=${userId}.b2ZmaWNl.Zm9yZ2Vk`;
  await expectStatus(404, 'GET', forged);
  await expectStatus(404, 'POST', forged, oneClick('List-Unsubscribe=One-Click'));
  await expectStatus(200, 'GET', `${path}/activity`, { session });
  await expectStatus(404, 'GET', '/api/projects/no-such-project/activity', { session });
  await expectStatus(200, 'GET', `${path}/alerts`, { session });
  await expectStatus(404, 'GET', '/api/projects/no-such-project/alerts', { session });
  // Projects in and out as CSV, and the account's whole export (the owner's).
  await expectStatus(200, 'GET', '/api/projects/import/template.csv', { session });
  await expectStatus(401, 'GET', '/api/projects/import/template.csv');
  const csv = { 'content-type': 'text/csv' };
  const sheet =
    'name,address,generalContractor,propertyOwner,firstFurnishingDate\r\nLot 9,9 Bay Rd,GC,Owner,3/2/2026\r\n';
  await expectStatus(200, 'POST', '/api/projects/import?dryRun=true', { session, body: sheet, headers: csv });
  await expectStatus(400, 'POST', '/api/projects/import?dryRun=true', {
    session,
    body: 'Dear Sir,\nour invoice\n',
    headers: csv,
  });
  await expectStatus(415, 'POST', '/api/projects/import?dryRun=true', { session, body: { name: 'Lot 9' } });
  await expectStatus(200, 'GET', '/api/export/projects.csv', { session });
  await expectStatus(401, 'GET', '/api/export/projects.csv');
  await expectStatus(200, 'GET', '/api/export/account.json', { session });
  await expectStatus(401, 'GET', '/api/export/account.json');
  await expectStatus(200, 'GET', '/api/dashboard', { session });
  await expectStatus(401, 'GET', '/api/dashboard');
  // The statutory documents are Gold's: refused on Silver.
  await expectStatus(403, 'GET', `${path}/documents/notice-to-owner`, { session });
  await expectStatus(200, 'DELETE', path, { session });

  // The company profile and the documents it signs, on Gold.
  const gold = await signUp();
  await buyPlan(gold.session, 'gold');
  const goldSession = { session: gold.session };
  await expectStatus(200, 'PUT', '/api/company-profile', {
    ...goldSession,
    body: { legalName: 'Coastal Drywall LLC', signerName: 'Ana Reyes', signerTitle: 'President' },
  });
  await expectStatus(400, 'PUT', '/api/company-profile', { ...goldSession, body: { email: 'not an email' } });
  await expectStatus(200, 'GET', '/api/company-profile', goldSession);
  await expectStatus(401, 'GET', '/api/company-profile');
  const goldProject = await expectStatus(201, 'POST', '/api/projects', {
    ...goldSession,
    body: { ...project, role: 'subcontractor' },
  });
  const documents = `/api/projects/${json<{ project: { id: string } }>(goldProject).project.id}/documents`;
  await expectStatus(200, 'GET', `${documents}/notice-to-owner`, goldSession);
  await expectStatus(404, 'GET', `${documents}/no-such-document`, goldSession);

  // The team: an invitation, its link joined once, a role changed, ownership handed, a removal.
  const teammateEmail = newEmail();
  await expectStatus(400, 'POST', '/api/team/invitations', {
    ...goldSession,
    body: { email: 'nope', role: 'member' },
  });
  await expectStatus(201, 'POST', '/api/team/invitations', {
    ...goldSession,
    body: { email: teammateEmail, role: 'admin' },
  });
  const withdrawn = await expectStatus(201, 'POST', '/api/team/invitations', {
    ...goldSession,
    body: { email: newEmail(), role: 'member' },
  });
  const withdrawal = `/api/team/invitations/${json<{ invitation: { id: string } }>(withdrawn).invitation.id}`;
  await expectStatus(204, 'DELETE', withdrawal, goldSession);
  await expectStatus(404, 'DELETE', withdrawal, goldSession);
  const [invitationText = ''] = await transport.mailedTo(teammateEmail);
  const invitationToken = new URL(
    /http\S+\/join\?token=\S+/.exec(invitationText)?.[0] ?? '',
  ).searchParams.get('token');
  const joinBody = {
    token: invitationToken,
    firstName: 'Luis',
    lastName: 'Ortega',
    password: JOURNEY_PASSWORD,
  };
  const joined = await expectStatus(201, 'POST', '/api/team/join', { body: joinBody });
  await expectStatus(410, 'POST', '/api/team/join', { body: joinBody });
  const teammate = { session: sessionOf(joined) };
  const { id: teammateId } = json<{ id: string }>(joined);
  await expectStatus(200, 'GET', '/api/team', goldSession);
  await expectStatus(401, 'GET', '/api/team');
  await expectStatus(200, 'PATCH', `/api/team/members/${teammateId}`, {
    ...goldSession,
    body: { role: 'member' },
  });
  await expectStatus(403, 'GET', '/api/team', teammate);
  await expectStatus(400, 'PATCH', `/api/team/members/${teammateId}`, {
    ...goldSession,
    body: { role: 'owner' },
  });
  await expectStatus(409, 'POST', '/api/team/owner', { ...goldSession, body: { userId: teammateId } });
  await expectStatus(200, 'PATCH', `/api/team/members/${teammateId}`, {
    ...goldSession,
    body: { role: 'admin' },
  });
  await expectStatus(200, 'POST', '/api/team/owner', { ...goldSession, body: { userId: teammateId } });
  await expectStatus(200, 'POST', '/api/team/owner', { ...teammate, body: { userId: gold.id } });
  await expectStatus(204, 'DELETE', `/api/team/members/${teammateId}`, goldSession);
  await expectStatus(401, 'GET', '/api/projects', teammate);
  await expectStatus(404, 'DELETE', `/api/team/members/${teammateId}`, goldSession);

  // The calendar feed.
  const feed = await expectStatus(200, 'POST', '/api/calendar-feed', {
    session,
    body: { currentPassword: JOURNEY_PASSWORD },
  });
  await expectStatus(403, 'POST', '/api/calendar-feed', {
    session,
    body: { currentPassword: 'Not-It-2026' },
  });
  await expectStatus(401, 'POST', '/api/calendar-feed');
  const feedToken = new URL(json<{ url: string }>(feed).url).pathname.split('/').pop() as string;
  await expectStatus(200, 'GET', `/api/calendar/${feedToken}`);
  await expectStatus(200, 'DELETE', '/api/calendar-feed', { session });
  await expectStatus(404, 'GET', `/api/calendar/${feedToken}`);
  await expectStatus(401, 'DELETE', '/api/calendar-feed');

  // Test messages (to the user's own number, once it has opted in) and diagnostics.
  // The public opt-in takes a proof of work, minted as the opt-in form mints it, at the strength
  // GET /sms/config asks for and answering its challenge.
  const { proofBits, proofChallenge } = json<{ proofBits: number; proofChallenge: string }>(
    await expectStatus(200, 'GET', '/sms/config'),
  );
  const proof = await mintOptInProof(toE164(silver.phone), proofBits, transport.now(), proofChallenge);
  await expectStatus(200, 'POST', '/sms/opt-in', {
    body: { name: 'Ana Reyes', phone: silver.phone, sms_opt_in: true, proof },
  });
  await expectStatus(400, 'POST', '/sms/opt-in', { body: { phone: '555', sms_opt_in: false } });
  await expectStatus(200, 'POST', '/api/test-sms', {
    session,
    body: { phone: silver.phone, message: 'Hello' },
  });
  await expectStatus(403, 'POST', '/api/test-sms', {
    session,
    body: { phone: '(305) 555-0100', message: 'Hello' },
  });
  await expectStatus(200, 'POST', '/api/test-email', { session, body: { email: silver.email } });
  await expectStatus(403, 'POST', '/api/test-email', { session, body: { email: 'stranger@example.com' } });
  for (const status of [
    '/api/email-config-status',
    '/api/email-connection-test',
    '/api/twilio/webhook-status',
    '/api/stripe/test',
    '/api/stripe/config-status',
    '/api/stripe/api-test',
    '/api/stripe/price-test',
    '/api/stripe/webhook-status',
  ]) {
    await expectStatus(200, 'GET', status, { session });
    await expectStatus(401, 'GET', status);
  }
  await expectStatus(200, 'POST', '/api/cancel-subscription', {
    session,
    body: { confirmDataDeletion: true },
  });

  // Stripe's webhook: an event for a customer this server does not know, signed and not.
  const payload = JSON.stringify({
    id: `evt_journey_${Date.now()}`,
    object: 'event',
    type: 'invoice.payment_failed',
    created: Math.floor(Date.now() / 1000),
    api_version: STRIPE_API_VERSION,
    livemode: false,
    data: { object: { customer: 'cus_nobody', parent: null, lines: { data: [] } } },
  });
  const stripe = (signature?: string) => ({
    body: payload,
    headers: {
      'content-type': 'application/json',
      origin: undefined,
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
  });
  const stripeSignature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: transport.stripeWebhookSecret,
  });
  await expectStatus(200, 'POST', '/api/stripe/webhook', stripe(stripeSignature));
  await expectStatus(400, 'POST', '/api/stripe/webhook', stripe());

  // Twilio's incoming texts, signed and not, and the consent log they and the opt-in wrote to.
  const text = {
    MessageSid: `SMjourney${Date.now()}`,
    From: '+13055550188',
    To: '+13055550000',
    Body: 'HELP',
  };
  const form = (signature?: string) => ({
    body: new URLSearchParams(text).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: undefined,
      ...(signature ? { 'x-twilio-signature': signature } : {}),
    },
  });
  const webhook = `${transport.publicUrl}/sms/incoming`;
  await expectStatus(
    200,
    'POST',
    '/sms/incoming',
    form(getExpectedTwilioSignature(transport.twilioAuthToken, webhook, text)),
  );
  await expectStatus(403, 'POST', '/sms/incoming', form());
  // Twilio's status callback for a text this server did not send: signed, taken; unsigned, refused.
  const status = { MessageSid: `SMjourney${Date.now()}`, MessageStatus: 'delivered', To: '+13055550188' };
  const statusForm = (signature?: string) => ({
    body: new URLSearchParams(status).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: undefined,
      ...(signature ? { 'x-twilio-signature': signature } : {}),
    },
  });
  await expectStatus(
    200,
    'POST',
    '/sms/status',
    statusForm(
      getExpectedTwilioSignature(transport.twilioAuthToken, `${transport.publicUrl}/sms/status`, status),
    ),
  );
  await expectStatus(403, 'POST', '/sms/status', statusForm());
  const basic = (password: string) => ({
    headers: {
      authorization: `Basic ${Buffer.from(`${transport.admin.username}:${password}`).toString('base64')}`,
    },
  });
  await expectStatus(200, 'GET', '/sms/admin/consents', basic(transport.admin.password));
  await expectStatus(401, 'GET', '/sms/admin/consents', basic('wrong'));
}
