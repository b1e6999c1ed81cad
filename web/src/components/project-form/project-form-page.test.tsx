import {
  alertContactsPath,
  MESSAGES,
  newProjectFields,
  PROJECT_PHONE_CONSENT_TEXT,
  type Project,
  type TeamRole,
  type Tier,
} from '@lienminder/shared';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordedRequest } from '@/test/fetch-stub';
import {
  aProject,
  aUser,
  dashboardOf,
  field,
  projectResponseOf,
  projectSavedOf,
  queryField,
  renderScreen,
  stubApi,
} from '../dashboard/screen-harness';

afterEach(() => vi.unstubAllGlobals());
// Whole-form journeys on a shared 2-core machine: allow more than the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

type Answer = { status: number; body?: unknown };

const checkbox = (name: string | RegExp) => screen.getByRole('checkbox', { name });

function openCreateForm(
  tier: Tier,
  save: Answer | Promise<Answer> | ((request: RecordedRequest) => Answer) = {
    status: 201,
    body: projectSavedOf(aProject()),
  },
  existing: Project[] = [],
) {
  const api = stubApi({
    'GET /api/auth/user': { status: 200, body: aUser(tier) },
    'GET /api/dashboard': { status: 200, body: dashboardOf(existing) },
    'POST /api/projects': save,
  });
  renderScreen('/projects/new');
  return api;
}

async function enter(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function fillRequired(user: UserEvent) {
  await enter(user, await formReady(), 'Bayfront Tower');
  await enter(user, field('Project Address'), '100 Biscayne Blvd, Miami, FL');
  await enter(user, field('General Contractor'), 'Coastal Builders');
  await enter(user, field('Property Owner'), 'Harbor Holdings LLC');
  await user.type(field('First Furnishing Date'), '2026-02-01');
}

/** The form renders once the signed-in user is known. */
const formReady = () => screen.findByRole('textbox', { name: 'Project Name' });

const submit = (user: UserEvent, name: string | RegExp = 'Create Project') =>
  user.click(screen.getByRole('button', { name }));

const posted = (api: { requests: RecordedRequest[] }) =>
  api.requests.filter((request) => request.method === 'POST' || request.method === 'PUT');

describe('creating a project', () => {
  it("sends every field as entered, says Saving... while pending, then goes to the project's page", async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (value: Answer) => void = () => {};
    const api = openCreateForm(
      'free',
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Add New Project' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    await fillRequired(user);
    await user.selectOptions(field('Project Type'), 'public');
    await user.selectOptions(field('Time Zone'), 'Central — western Panhandle');
    await user.type(field('Contractor Phone'), '3055550100');
    await user.type(field('Last Furnishing Date'), '2026-03-01');
    await user.type(field('Alert Email 1'), 'office@example.com');
    await submit(user);

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(posted(api)).toEqual([
      {
        method: 'POST',
        path: '/api/projects',
        // What was entered; every other field as a new project starts (docs/product.md section 3).
        body: {
          ...newProjectFields(),
          name: 'Bayfront Tower',
          type: 'public',
          address: '100 Biscayne Blvd, Miami, FL',
          generalContractor: 'Coastal Builders',
          contractorPhone: '3055550100',
          propertyOwner: 'Harbor Holdings LLC',
          firstFurnishingDate: '2026-02-01',
          lastFurnishingDate: '2026-03-01',
          timeZone: 'America/Chicago',
          alertEmail: 'office@example.com',
        },
      },
    ]);

    act(() => answer({ status: 201, body: projectSavedOf(aProject()) }));
    expect(await screen.findByText('Project Created')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/projects\/p1$/));
  });

  it('defaults to a private, active project in Eastern time with email and text alerts on', async () => {
    openCreateForm('silver');
    expect(await screen.findByRole('combobox', { name: 'Project Type' })).toHaveValue('private');
    expect(field('Project Status')).toHaveValue('active');
    expect(field('Time Zone')).toHaveValue('America/New_York');
    expect(checkbox('Email alerts')).toBeChecked();
    // One switch for texts, on: a phone's consent box is what asks for them (issue 45).
    expect(checkbox('SMS alerts')).toBeChecked();
    expect(checkbox('SMS alerts')).toHaveAccessibleDescription(
      'No phone gets texts yet: add a phone above and tick its consent box, or choose your own phone.',
    );
    expect(checkbox('Text my phone, (305) 555-0142')).not.toBeChecked();
    // Off unless asked for (docs/decisions/033).
    expect(checkbox('Remind me about the Notice to Owner')).not.toBeChecked();
  });

  it('sends the Notice to Owner reminder when ticked, and the preview says its alerts are on', async () => {
    const user = userEvent.setup({ delay: null });
    const api = openCreateForm('free');
    await fillRequired(user);
    const preview = screen.getByRole('region', { name: 'Your Deadlines' });
    expect(preview).toHaveTextContent('Reference only — no alerts.');
    const remind = checkbox('Remind me about the Notice to Owner');
    expect(remind).toHaveAccessibleDescription(
      'Alerts 30, 14, 7, 3 and 1 days before the last day to mail your Notice to Owner (or to Contractor), as for the Claim of Lien. Mark it done once served and they stop.',
    );
    await user.click(remind);
    expect(preview).toHaveTextContent('Alerts on: 30, 14, 7, 3 and 1 days before the last day to mail it.');
    await submit(user);
    await waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(posted(api)[0]?.body).toMatchObject({ noticeToOwnerAlerts: true });
  });
});

describe('validation messages', () => {
  it('puts each required-field message on its field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const api = openCreateForm('free');
    await formReady();
    await user.type(field('Contractor Email'), 'not-an-email');
    await user.type(field('Alert Email 1'), 'office@');
    await submit(user);

    const expected: [string, string][] = [
      ['Project Name', MESSAGES.projectNameRequired],
      ['Project Address', MESSAGES.projectAddressRequired],
      ['General Contractor', MESSAGES.generalContractorRequired],
      ['Property Owner', MESSAGES.propertyOwnerRequired],
      ['First Furnishing Date', MESSAGES.firstFurnishingDateRequired],
      ['Contractor Email', MESSAGES.invalidEmail],
      ['Alert Email 1', MESSAGES.invalidEmail],
    ];
    for (const [label, message] of expected) {
      await waitFor(() => expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message)));
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    // The first field to fix, in reading order, takes the focus (not the button, a long way below).
    expect(field('Project Name')).toHaveFocus();
    expect(posted(api)).toEqual([]);
  });

  it('checks the recurring window: both dates, end after start, at most one year', async () => {
    const user = userEvent.setup({ delay: null });
    const api = openCreateForm('silver');
    await fillRequired(user);
    await user.click(checkbox('Every 15 days'));
    await submit(user);
    await waitFor(() => expect(field('Start Date')).toHaveAccessibleDescription(MESSAGES.startDateRequired));
    expect(field('End Date')).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.endDateRequired));

    await user.type(field('Start Date'), '2026-03-01');
    await user.type(field('End Date'), '2026-03-01');
    await submit(user);
    await waitFor(() =>
      expect(field('End Date')).toHaveAccessibleDescription(
        expect.stringContaining(MESSAGES.endDateAfterStart),
      ),
    );

    await user.clear(field('End Date'));
    await user.type(field('End Date'), '2027-03-02');
    await submit(user);
    await waitFor(() =>
      expect(field('End Date')).toHaveAccessibleDescription(
        expect.stringContaining(MESSAGES.endDateWithinYear),
      ),
    );
    expect(field('End Date')).toHaveAccessibleDescription(
      expect.stringContaining('The end date can be at most 1 year after the start date.'),
    );
    expect(posted(api)).toEqual([]);
  });
});

describe('plan gating', () => {
  it('Free: one alert email, the first phone disabled, recurring alerts and SMS disabled', async () => {
    openCreateForm('free');
    await formReady();
    expect(field('Alert Email 1')).toBeEnabled();
    expect(field('Alert Email 1')).toHaveAccessibleDescription(
      'If blank, alerts go to your account email (maria@example.com).',
    );
    expect(queryField('Alert Email 2')).not.toBeInTheDocument();
    expect(field('Alert Phone 1')).toBeDisabled();
    expect(field('Alert Phone 1')).toHaveAccessibleDescription(
      /SMS alerts are available on Silver and Gold plans/,
    );
    expect(queryField('Alert Phone 2')).not.toBeInTheDocument();
    expect(checkbox('Every 15 days')).toBeDisabled();
    expect(checkbox('Every 30 days')).toBeDisabled();
    expect(field('Start Date')).toBeDisabled();
    expect(field('End Date')).toBeDisabled();
    expect(checkbox('SMS alerts')).toBeDisabled();
    expect(checkbox('Email alerts')).toBeEnabled();
  });

  /** Fills slots 1 to `upTo` - 1 of a kind, each showing the next; slot `upTo` is the plan's last. */
  async function fillSlots(user: UserEvent, kind: 'Alert Email' | 'Alert Phone', upTo: number) {
    for (let slot = 1; slot < upTo; slot++) {
      expect(queryField(`${kind} ${slot + 1}`)).not.toBeInTheDocument();
      await enter(
        user,
        field(`${kind} ${slot}`),
        kind === 'Alert Email' ? `a${slot}@example.com` : `305555010${slot}`,
      );
    }
    expect(field(`${kind} ${upTo}`)).toBeEnabled();
    expect(queryField(`${kind} ${upTo + 1}`)).not.toBeInTheDocument();
  }

  it('Silver: alert emails and phones 1 and 2, one empty slot at a time, recurring alerts and SMS enabled', async () => {
    const user = userEvent.setup({ delay: null });
    openCreateForm('silver');
    await formReady();
    await fillSlots(user, 'Alert Email', 2);
    await fillSlots(user, 'Alert Phone', 2);
    // Filling the last one shows no more than the plan allows.
    await user.type(field('Alert Email 2'), 'b@example.com');
    expect(queryField('Alert Email 3')).not.toBeInTheDocument();
    expect(checkbox('Every 15 days')).toBeEnabled();
    expect(checkbox('SMS alerts')).toBeEnabled();
  });

  it('Gold: alert emails 1 to 5, one empty slot at a time', async () => {
    const user = userEvent.setup({ delay: null });
    openCreateForm('gold');
    await formReady();
    await fillSlots(user, 'Alert Email', 5);
    // The phones go the same way (shown-slots.test.ts has every count): the first shows the second.
    await enter(user, field('Alert Phone 1'), '3055550101');
    expect(field('Alert Phone 2')).toBeEnabled();
    expect(queryField('Alert Phone 3')).not.toBeInTheDocument();
    // A slot emptied before a filled one stays, with the empty one after the last filled.
    await user.clear(field('Alert Email 2'));
    expect(field('Alert Email 2')).toHaveValue('');
    expect(field('Alert Email 5')).toBeEnabled();
  });

  it('opening the form at the limit says Project Limit Reached and goes to /subscribe', async () => {
    openCreateForm('free', { status: 201 }, [aProject()]);
    expect(await screen.findByText('Project Limit Reached')).toBeInTheDocument();
    expect(
      screen.getByText('Your Free plan includes 1 project. Upgrade to Silver for up to 10 projects.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/subscribe'));
  });
});

describe('recurring alert checkboxes', () => {
  it('are mutually exclusive, and unchecking the chosen one turns recurring alerts off', async () => {
    const user = userEvent.setup({ delay: null });
    const api = openCreateForm('silver');
    await fillRequired(user);
    await user.click(checkbox('Every 15 days'));
    expect(checkbox('Every 15 days')).toBeChecked();
    await user.click(checkbox('Every 30 days'));
    expect(checkbox('Every 30 days')).toBeChecked();
    expect(checkbox('Every 15 days')).not.toBeChecked();
    await user.click(checkbox('Every 30 days'));
    expect(checkbox('Every 15 days')).not.toBeChecked();
    expect(checkbox('Every 30 days')).not.toBeChecked();

    await submit(user);
    await waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(posted(api)[0]?.body).toMatchObject({ recurringAlertsInterval: '' });
  });

  it('send the chosen interval with its window', async () => {
    const user = userEvent.setup({ delay: null });
    const api = openCreateForm('gold');
    await fillRequired(user);
    await user.click(checkbox('Every 30 days'));
    await user.type(field('Start Date'), '2026-03-01');
    await user.type(field('End Date'), '2027-03-01');
    await submit(user);
    await waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(posted(api)[0]?.body).toMatchObject({
      recurringAlertsInterval: '30',
      recurringAlertsStartDate: '2026-03-01',
      recurringAlertsEndDate: '2027-03-01',
    });
  });
});

describe('alert phones and SMS consent', () => {
  const consentText = PROJECT_PHONE_CONSENT_TEXT;

  it('the consent links the Terms and the Privacy Policy, in a new tab, and a link click leaves the box unticked', async () => {
    const user = userEvent.setup({ delay: null });
    openCreateForm('silver');
    await formReady();
    await user.type(field('Alert Phone 1'), '3055551234');
    const consent = checkbox(consentText);
    const label = consent.parentElement as HTMLElement;
    const terms = within(label).getByRole('link', { name: 'Terms' });
    const privacy = within(label).getByRole('link', { name: 'Privacy Policy' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(privacy).toHaveAttribute('href', '/privacy');
    for (const link of [terms, privacy]) expect(link).toHaveAttribute('target', '_blank');
    terms.addEventListener('click', (event) => event.preventDefault());
    await user.click(terms);
    expect(consent).not.toBeChecked();
  });

  it('keep digits only, at most 10, shown as (###) ###-####', async () => {
    const user = userEvent.setup({ delay: null });
    openCreateForm('silver');
    await formReady();
    await user.type(field('Alert Phone 1'), '555abc1234567');
    expect(field('Alert Phone 1')).toHaveValue('(555) 123-4567');
  });

  it('a filled phone without consent shows the SMS Consent Required toast and blocks the save', async () => {
    const user = userEvent.setup({ delay: null });
    const api = openCreateForm('silver');
    await fillRequired(user);
    expect(screen.queryByRole('checkbox', { name: consentText })).not.toBeInTheDocument();
    await user.type(field('Alert Phone 1'), '3055551234');
    expect(checkbox(consentText)).not.toBeChecked();
    await submit(user);

    const toast = (await screen.findByText(MESSAGES.smsConsentRequiredTitle)).closest('[data-sonner-toast]');
    expect(toast).toHaveTextContent(MESSAGES.smsConsentRequired);
    expect(checkbox(consentText)).toHaveAccessibleDescription(MESSAGES.smsConsentRequired);
    // The box appeared with the number, after the fields above it: still the one to fix, and focused.
    await waitFor(() => expect(checkbox(consentText)).toHaveFocus());
    expect(posted(api)).toEqual([]);

    await user.click(checkbox(consentText));
    await submit(user);
    await waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(posted(api)[0]?.body).toMatchObject({
      alertPhone: '3055551234',
      alertPhoneConsent: true,
      alertPhone2: '',
      alertPhone2Consent: false,
    });
  });

  it('clearing a phone removes its consent box and its consent', async () => {
    const user = userEvent.setup({ delay: null });
    const api = openCreateForm('silver');
    await fillRequired(user);
    await user.type(field('Alert Phone 1'), '3055551234');
    await user.click(checkbox(consentText));
    await user.clear(field('Alert Phone 1'));
    expect(screen.queryByRole('checkbox', { name: consentText })).not.toBeInTheDocument();
    await submit(user);
    await waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(posted(api)[0]?.body).toMatchObject({ alertPhone: '', alertPhoneConsent: false });
  });
});

describe('save failures', () => {
  it('a lost session on create: the one-line Unauthorized toast, then /login', async () => {
    const user = userEvent.setup({ delay: null });
    openCreateForm('free', { status: 401, body: { message: 'Authentication required' } });
    await fillRequired(user);
    await submit(user);
    expect(
      await screen.findByText('Unauthorized: You are logged out. Logging in again...'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('the plan limit answer: the Upgrade Required text, then /subscribe', async () => {
    const user = userEvent.setup({ delay: null });
    openCreateForm('free', {
      status: 403,
      body: { message: 'Project limit reached', upgradeRequired: true },
    });
    await fillRequired(user);
    await submit(user);
    expect(await screen.findByText(MESSAGES.upgradeRequired)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/subscribe'));
  });

  it('any other failure: Failed to create project. Please try again., and the form stays', async () => {
    const user = userEvent.setup({ delay: null });
    openCreateForm('free', { status: 500, body: { message: 'Internal error' } });
    await fillRequired(user);
    await submit(user);
    expect(await screen.findByText('Failed to create project. Please try again.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/projects/new');
    expect(screen.getByRole('button', { name: 'Create Project' })).toBeEnabled();
  });

  it('field errors from a 400 answer show on their fields, the first scrolled to and focused', async () => {
    const user = userEvent.setup({ delay: null });
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    openCreateForm('free', {
      status: 400,
      body: {
        message: 'Invalid project',
        errors: [{ path: 'address', message: 'Address is not in Florida' }],
      },
    });
    await fillRequired(user);
    await submit(user);
    await waitFor(() =>
      expect(field('Project Address')).toHaveAccessibleDescription('Address is not in Florida'),
    );
    await waitFor(() => expect(field('Project Address')).toHaveFocus());
    expect(scrolled.mock.contexts.at(-1)).toBe(field('Project Address'));
    scrolled.mockRestore();
    // Correcting the field clears the server's complaint.
    await enter(user, field('Project Address'), ', Suite 2');
    await waitFor(() => expect(field('Project Address')).not.toHaveAttribute('aria-invalid'));
  });
});

describe('editing a project', () => {
  // Saved with texts turned off.
  const saved = aProject({
    id: 'p1',
    firstFurnishingDate: '2026-01-31',
    lastFurnishingDate: '2026-04-05',
    smsAlerts: false,
  });

  function openEditForm(
    tier: Tier,
    update: Answer | Promise<Answer>,
    load: Answer = { status: 200, body: projectResponseOf(saved) },
    role: TeamRole = 'owner',
  ) {
    const api = stubApi({
      'GET /api/auth/user': { status: 200, body: aUser(tier, role) },
      'GET /api/dashboard': { status: 200, body: dashboardOf([saved]) },
      'GET /api/projects/p1': load,
      'PUT /api/projects/p1': update,
    });
    renderScreen('/projects/p1/edit');
    return api;
  }

  it("opened from an alert email's Change who gets alerts link, scrolls to the alert contacts", async () => {
    // jsdom lays nothing out and has no scrollIntoView: record which element asked to be shown.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this.id);
    };
    stubApi({
      'GET /api/auth/user': { status: 200, body: aUser('gold') },
      'GET /api/dashboard': { status: 200, body: dashboardOf([saved]) },
      'GET /api/projects/p1': { status: 200, body: projectResponseOf(saved) },
    });
    renderScreen(alertContactsPath('p1'));
    const contacts = await screen.findByRole('group', { name: 'Alert Contacts' });
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith('alerts'));
    expect(contacts.id).toBe('alerts');
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  describe("opened from a document's Fill it", () => {
    const documentPage = '/projects/p1/documents/claim-of-lien';
    function openAt(path: string) {
      Element.prototype.scrollIntoView = vi.fn();
      const api = stubApi({
        'GET /api/auth/user': { status: 200, body: aUser('gold') },
        'GET /api/dashboard': { status: 200, body: dashboardOf([saved]) },
        'GET /api/projects/p1': { status: 200, body: projectResponseOf(saved) },
        'PUT /api/projects/p1': { status: 200, body: projectSavedOf(saved, 2) },
      });
      renderScreen(path);
      return api;
    }
    afterEach(() => Reflect.deleteProperty(Element.prototype, 'scrollIntoView'));

    it('lands on the field it names and, saved, goes back to the document', async () => {
      const user = userEvent.setup({ delay: null });
      const api = openAt(
        `/projects/p1/edit?return=${encodeURIComponent(documentPage)}#fact-lastFurnishingDate`,
      );
      await waitFor(() => expect(field('Last Furnishing Date')).toHaveFocus());
      await submit(user, 'Update Project');
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(documentPage));
      expect(posted(api).map(({ method }) => method)).toEqual(['PUT']);
    });

    it("refuses a return to another site: saved, it goes to the project's page", async () => {
      const user = userEvent.setup({ delay: null });
      for (const offSite of ['//evil.example/x', '/\\evil.example/x', 'https://evil.example/x']) {
        vi.unstubAllGlobals();
        const view = openAt(`/projects/p1/edit?return=${encodeURIComponent(offSite)}`);
        await screen.findByRole('button', { name: 'Update Project' });
        await submit(user, 'Update Project');
        await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/projects\/p1$/));
        expect(posted(view).map(({ method }) => method)).toEqual(['PUT']);
        cleanup();
      }
    });
  });

  it('loads the project into fields alone, and PUTs the change', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (value: Answer) => void = () => {};
    const api = openEditForm(
      'free',
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Edit Project' })).toBeInTheDocument();
    const name = await screen.findByRole('textbox', { name: 'Project Name' });
    expect(name).toHaveValue('Bayfront Tower');
    // Fields only (docs/product.md section 2): the deadlines, their done marks and the alert history are the
    // project page's; the preview appears only once an answer it depends on changes.
    expect(screen.queryByRole('region', { name: 'Current Deadlines' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Alert History' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark done/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Due Sat, Jul 4, 2026')).not.toBeInTheDocument();
    expect(checkbox('Email alerts')).toBeChecked();
    expect(checkbox('SMS alerts')).toBeDisabled();
    expect(checkbox('SMS alerts')).toHaveAccessibleDescription(
      'SMS alerts are available on Silver and Gold plans.',
    );

    await user.clear(name);
    await user.type(name, 'Bayfront Tower Phase 2');
    await submit(user, 'Update Project');
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    const [put] = posted(api);
    expect(put).toMatchObject({ method: 'PUT', path: '/api/projects/p1' });
    expect(put?.body).toMatchObject({
      name: 'Bayfront Tower Phase 2',
      address: saved.address,
      firstFurnishingDate: '2026-01-31',
      lastFurnishingDate: '2026-04-05',
      emailAlerts: true,
      smsAlerts: false,
      // The revision the form was read at: a save from an older one is refused.
      revision: 1,
    });
    expect(put?.body).not.toHaveProperty('id');

    act(() => answer({ status: 200, body: projectSavedOf(saved, 2) }));
    expect(await screen.findByText('Project Updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/projects\/p1$/));
  });

  it('turns SMS alerts back on and email alerts off', async () => {
    const user = userEvent.setup({ delay: null });
    const api = openEditForm('silver', { status: 200, body: projectResponseOf(saved) });
    await screen.findByRole('textbox', { name: 'Project Name' });
    expect(checkbox('SMS alerts')).not.toBeChecked();
    expect(checkbox('SMS alerts')).toHaveAccessibleDescription(
      'Texts are off for this project: no phone gets its alerts by text.',
    );
    await user.click(checkbox('SMS alerts'));
    await user.click(checkbox('Email alerts'));
    await submit(user, 'Update Project');
    await waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(posted(api)[0]).toMatchObject({
      method: 'PUT',
      path: '/api/projects/p1',
      body: { smsAlerts: true, emailAlerts: false },
    });
  });

  it('says which phones will be texted: the consented alert phones and, when chosen, the registered one', async () => {
    const user = userEvent.setup({ delay: null });
    const api = openEditForm('silver', { status: 200, body: projectResponseOf(saved) });
    await screen.findByRole('textbox', { name: 'Project Name' });
    await user.click(checkbox('SMS alerts'));
    await user.type(field('Alert Phone 1'), '3055550101');
    // Typed, not yet consented: not texted.
    expect(checkbox('SMS alerts')).toHaveAccessibleDescription(
      'No phone gets texts yet: add a phone above and tick its consent box, or choose your own phone.',
    );
    await user.click(checkbox(/By checking this box/));
    await user.click(checkbox('Text my phone, (305) 555-0142'));
    expect(checkbox('SMS alerts')).toHaveAccessibleDescription(
      'Texts go to (305) 555-0142 (your phone) and (305) 555-0101.',
    );
    await submit(user, 'Update Project');
    await waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(posted(api)[0]?.body).toMatchObject({
      smsAlerts: true,
      textAccountPhone: true,
      alertPhone: '3055550101',
      alertPhoneConsent: true,
    });
  });

  it('names a phone once when an alert phone is also the registered one, as the server texts it once', async () => {
    const user = userEvent.setup({ delay: null });
    openEditForm('silver', { status: 200, body: projectResponseOf(saved) });
    await screen.findByRole('textbox', { name: 'Project Name' });
    await user.click(checkbox('SMS alerts'));
    await user.type(field('Alert Phone 1'), '3055550142');
    await user.click(checkbox(/By checking this box/));
    await user.click(checkbox('Text my phone, (305) 555-0142'));
    expect(checkbox('SMS alerts')).toHaveAccessibleDescription('Texts go to (305) 555-0142 (your phone).');
  });

  it("offers a teammate no registered phone: only the account holder's own can be chosen", async () => {
    openEditForm('silver', { status: 200, body: projectResponseOf(saved) }, undefined, 'member');
    await screen.findByRole('textbox', { name: 'Project Name' });
    expect(screen.queryByRole('checkbox', { name: /Text my phone/ })).not.toBeInTheDocument();
  });

  it('a lost session while loading the project: the Unauthorized toast, then /login', async () => {
    openEditForm('silver', { status: 200 }, { status: 401, body: { message: 'Authentication required' } });
    const toast = (await screen.findByText('Unauthorized')).closest('[data-sonner-toast]');
    expect(toast).toHaveTextContent('You are logged out. Logging in again...');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('a failed update says Failed to update project. Please try again.', async () => {
    const user = userEvent.setup({ delay: null });
    openEditForm('silver', { status: 500, body: { message: 'Internal error' } });
    await screen.findByRole('textbox', { name: 'Project Name' });
    await submit(user, 'Update Project');
    expect(await screen.findByText('Failed to update project. Please try again.')).toBeInTheDocument();
  });

  it('a save refused as changed elsewhere keeps what was typed, and loads the new version on request', async () => {
    const user = userEvent.setup({ delay: null });
    // Another tab recorded a lien after this one read the project: the next read is revision 2.
    const recorded = { ...saved, role: 'subcontractor' as const, lienRecordedDate: '2026-03-02' };
    let reads = 0;
    const api = stubApi({
      'GET /api/auth/user': { status: 200, body: aUser('silver') },
      'GET /api/dashboard': { status: 200, body: dashboardOf([saved]) },
      'GET /api/projects/p1': () => {
        reads += 1;
        return {
          status: 200,
          body: reads === 1 ? projectResponseOf(saved) : projectResponseOf(recorded, new Set(), 2),
        };
      },
      'PUT /api/projects/p1': {
        status: 409,
        body: { message: MESSAGES.projectChangedElsewhere, errors: [] },
      },
    });
    renderScreen('/projects/p1/edit');
    const name = await screen.findByRole('textbox', { name: 'Project Name' });
    await user.clear(name);
    await user.type(name, 'Typed in this tab');
    await submit(user, 'Update Project');

    const notice = (await screen.findByText(MESSAGES.projectChangedElsewhere)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(posted(api).map(({ method, body }) => [method, (body as { revision: number }).revision])).toEqual([
      ['PUT', 1],
    ]);
    expect(screen.queryByText('Failed to update project. Please try again.')).not.toBeInTheDocument();
    expect(name).toHaveValue('Typed in this tab');

    await user.click(within(notice).getByRole('button', { name: 'Load the new version' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Project Name' })).toHaveValue('Bayfront Tower'),
    );
    expect(screen.getByLabelText('Lien recorded on')).toHaveValue('2026-03-02');
    expect(screen.queryByRole('button', { name: 'Load the new version' })).not.toBeInTheDocument();
    const typed = screen.getByRole('region', { name: 'What you had typed (not saved)' });
    expect(typed).toHaveTextContent('NameTyped in this tab');
    expect(typed).not.toHaveTextContent('Lien recorded date');

    // Saved again from the loaded version: its revision.
    await submit(user, 'Update Project');
    await waitFor(() => expect(posted(api)).toHaveLength(2));
    expect(posted(api)[1]?.body).toMatchObject({ name: 'Bayfront Tower', revision: 2 });
  });
});

describe('signed out', () => {
  it('says Please Sign In and goes to /login', async () => {
    stubApi({ 'GET /api/auth/user': { status: 401, body: { message: 'Authentication required' } } });
    renderScreen('/projects/new');
    expect(await screen.findByText('Please Sign In')).toBeInTheDocument();
    expect(screen.getByText('You need to be logged in to access this page.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'), {
      timeout: 2000,
    });
  });
});
