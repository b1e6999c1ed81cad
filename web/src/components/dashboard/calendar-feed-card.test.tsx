import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDialog } from '@/test/dialogs';
import type { RecordedRequest } from '@/test/fetch-stub';
import { aUser, dashboardOf, renderScreen, stubApi } from './screen-harness';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

const FIRST = 'https://app.lienminder.com/api/calendar/first-token.ics';
const SECOND = 'https://app.lienminder.com/api/calendar/second-token.ics';

type Answer = { status: number; body?: unknown };

/** The dashboard with the feed's API: each POST answers the next of `created`. */
function openDashboard(created: Answer[], revoke: Answer = { status: 204 }, calendarFeed = false) {
  const answers = [...created];
  const api = stubApi({
    'GET /api/auth/user': { status: 200, body: aUser('free') },
    'GET /api/dashboard': { status: 200, body: { ...dashboardOf([]), calendarFeed } },
    'POST /api/calendar-feed': () => answers.shift() ?? { status: 500, body: { message: 'no more' } },
    'DELETE /api/calendar-feed': revoke,
  });
  renderScreen('/');
  return api;
}

const card = () => screen.findByRole('region', { name: 'Calendar Feed' });
const feedCalls = (api: { requests: RecordedRequest[] }) =>
  api.requests.filter((request) => request.path === '/api/calendar-feed').map((request) => request.method);

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

const PASSWORD = 'Secret123';

/** Types the current password, which every new link asks for (the field empties once it is used). */
async function typePassword(user: UserEvent, feed: HTMLElement, password = PASSWORD) {
  await user.type(within(feed).getByLabelText(/^Current password/), password);
}

/** A first link: the button asks for the password, then makes the link with it. */
async function createLink(user: UserEvent) {
  const feed = await card();
  expect(feed).toHaveTextContent('Add your deadlines to Google Calendar or Outlook.');
  await user.click(within(feed).getByRole('button', { name: 'Create Calendar Link' }));
  expect(within(feed).getByLabelText(/^Current password/)).toHaveFocus();
  expect(within(feed).getByRole('button', { name: 'Create Calendar Link' })).toBeDisabled();
  await typePassword(user, feed);
  await user.click(within(feed).getByRole('button', { name: 'Create Calendar Link' }));
  return feed;
}

describe('calendar feed card', () => {
  it('without a feed offers only to make one: no password field and nothing to turn off until asked', async () => {
    openDashboard([]);
    const feed = await card();
    expect(within(feed).getByRole('button', { name: 'Create Calendar Link' })).toBeEnabled();
    expect(within(feed).queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    expect(within(feed).queryByRole('button', { name: /Turn Off/ })).not.toBeInTheDocument();
  });

  it('with a feed made before says it is on, and offers a new link (with the password) or turning it off', async () => {
    const user = userEvent.setup({ delay: null });
    const api = openDashboard([{ status: 201, body: { url: SECOND } }], { status: 204 }, true);
    const feed = await card();
    await within(feed).findByText(/Your calendar link is on\./);
    expect(within(feed).getByRole('button', { name: 'Turn Off' })).toBeEnabled();
    expect(within(feed).getByRole('button', { name: 'New Link' })).toBeDisabled();
    await typePassword(user, feed);
    await user.click(within(feed).getByRole('button', { name: 'New Link' }));
    await user.click(
      within(await openDialog('alertdialog')).getByRole('button', { name: 'Create New Link' }),
    );
    expect(await within(feed).findByDisplayValue(SECOND)).toBeInTheDocument();
    expect(feedCalls(api)).toEqual(['POST']);
  });

  it('creates the link and shows it once, read-only, with the steps for Google Calendar and Outlook', async () => {
    const user = userEvent.setup({ delay: null });
    const api = openDashboard([{ status: 201, body: { url: FIRST } }]);
    const feed = await createLink(user);
    const link = await within(feed).findByRole('textbox', { name: 'Your calendar link' });
    expect(link).toHaveValue(FIRST);
    expect(link).toHaveAttribute('readonly');
    expect(link).toHaveAccessibleDescription(expect.stringContaining('Shown only this once'));
    expect(feedCalls(api)).toEqual(['POST']);
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      currentPassword: PASSWORD,
    });
    expect(within(feed).getByLabelText(/^Current password/)).toHaveValue('');
    expect(feed).toHaveTextContent('Beside "Other calendars", choose + and then "From URL".');
    expect(feed).toHaveTextContent('Choose "Subscribe from web".');
    expect(within(feed).queryByRole('button', { name: 'Create Calendar Link' })).not.toBeInTheDocument();
  });

  it('copies the link, and says Copy Failed when the clipboard refuses', async () => {
    const user = userEvent.setup({ delay: null });
    openDashboard([{ status: 201, body: { url: FIRST } }]);
    const feed = await createLink(user);
    await within(feed).findByRole('textbox', { name: 'Your calendar link' });
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    await user.click(within(feed).getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(FIRST);
    expect(await screen.findByText('Copied')).toBeInTheDocument();

    stubClipboard(() => Promise.reject(new DOMException('Write permission denied', 'NotAllowedError')));
    await user.click(within(feed).getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Copy Failed')).toBeInTheDocument();
  });

  it('a new link asks first, says the old one stops working, then shows only the new one', async () => {
    const user = userEvent.setup({ delay: null });
    const api = openDashboard([
      { status: 201, body: { url: FIRST } },
      { status: 201, body: { url: SECOND } },
    ]);
    const feed = await createLink(user);
    await within(feed).findByDisplayValue(FIRST);
    // The password again: the first link's was not kept.
    expect(within(feed).getByRole('button', { name: 'New Link' })).toBeDisabled();
    await typePassword(user, feed);
    await user.click(within(feed).getByRole('button', { name: 'New Link' }));
    const confirm = await openDialog('alertdialog', 'Create a new calendar link?');
    expect(confirm).toHaveTextContent('The link you have now stops working');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(feedCalls(api)).toEqual(['POST']);

    await user.click(within(feed).getByRole('button', { name: 'New Link' }));
    await user.click(
      within(await openDialog('alertdialog')).getByRole('button', { name: 'Create New Link' }),
    );
    expect(await within(feed).findByDisplayValue(SECOND)).toBeInTheDocument();
    expect(within(feed).queryByDisplayValue(FIRST)).not.toBeInTheDocument();
    expect(feedCalls(api)).toEqual(['POST', 'POST']);
  });

  it('turns the link off after asking, and the link is gone', async () => {
    const user = userEvent.setup({ delay: null });
    const api = openDashboard([{ status: 201, body: { url: FIRST } }]);
    const feed = await createLink(user);
    await within(feed).findByDisplayValue(FIRST);
    await user.click(within(feed).getByRole('button', { name: 'Turn Off' }));
    const confirm = await openDialog('alertdialog', 'Turn off your calendar link?');
    await user.click(within(confirm).getByRole('button', { name: 'Turn Off' }));
    expect(await within(feed).findByRole('status')).toHaveTextContent('Your calendar link is turned off.');
    expect(within(feed).queryByDisplayValue(FIRST)).not.toBeInTheDocument();
    // No feed again: only the offer to make one, which asks for the password again.
    expect(within(feed).queryByRole('button', { name: 'Turn Off' })).not.toBeInTheDocument();
    await user.click(within(feed).getByRole('button', { name: 'Create Calendar Link' }));
    await typePassword(user, feed);
    expect(within(feed).getByRole('button', { name: 'Create Calendar Link' })).toBeEnabled();
    expect(feedCalls(api)).toEqual(['POST', 'DELETE']);
  });

  it('says so when the link cannot be created, and offers the button again', async () => {
    const user = userEvent.setup({ delay: null });
    openDashboard([{ status: 500, body: { message: 'Internal error' } }]);
    const feed = await createLink(user);
    await waitFor(() =>
      expect(within(feed).getByRole('alert')).toHaveTextContent(
        'We could not create your calendar link. Please try again.',
      ),
    );
    expect(within(feed).getByRole('button', { name: 'Create Calendar Link' })).toBeEnabled();
  });

  it('says a wrong password, and too many tries, in the server’s words', async () => {
    const user = userEvent.setup({ delay: null });
    openDashboard([
      { status: 403, body: { message: 'Current password is incorrect', errors: [] } },
      {
        status: 429,
        body: { message: 'Too many password tries. Please wait a while and try again.', errors: [] },
      },
    ]);
    const feed = await createLink(user);
    await waitFor(() =>
      expect(within(feed).getByRole('alert')).toHaveTextContent('Current password is incorrect'),
    );
    await user.click(within(feed).getByRole('button', { name: 'Create Calendar Link' }));
    await waitFor(() =>
      expect(within(feed).getByRole('alert')).toHaveTextContent('Too many password tries.'),
    );
  });

  it('says Creating Link... and is disabled while the link is being made', async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({
      'GET /api/auth/user': { status: 200, body: aUser('free') },
      'GET /api/dashboard': { status: 200, body: dashboardOf([]) },
      'POST /api/calendar-feed': new Promise<Answer>(() => {}),
    });
    renderScreen('/');
    await createLink(user);
    expect(await screen.findByRole('button', { name: 'Creating Link...' })).toBeDisabled();
  });
});
