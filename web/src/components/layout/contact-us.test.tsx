import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_EMAIL } from '@/lib/support';
import { renderApp, stubApi } from '@/test/app-harness';

afterEach(() => vi.unstubAllGlobals());

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

async function openContactUs() {
  const user = userEvent.setup();
  stubApi({});
  renderApp('/terms', { user: null });
  const toggle = await screen.findByRole('button', { name: 'Contact Us' });
  // The terms page names the address too: look in the footer alone, whenever the page has loaded.
  const footer = within(screen.getByRole('contentinfo'));
  expect(footer.queryByText(SUPPORT_EMAIL)).not.toBeInTheDocument();
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(footer.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${SUPPORT_EMAIL}`,
  );
  return user;
}

describe('Contact Us', () => {
  it('copies the support email', async () => {
    const user = await openContactUs();
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    await user.click(screen.getByRole('button', { name: 'Copy support email' }));
    expect(writeText).toHaveBeenCalledWith('support@lienminder.com');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it("says 'Copy Failed' when the clipboard refuses", async () => {
    const user = await openContactUs();
    stubClipboard(() => Promise.reject(new DOMException('Write permission denied', 'NotAllowedError')));
    await user.click(screen.getByRole('button', { name: 'Copy support email' }));
    expect(await screen.findByText('Copy Failed')).toBeInTheDocument();
  });
});
