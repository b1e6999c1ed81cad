/**
 * Debian's Chromium (no browser download) as the journeys run it, kept off the network and out of
 * its own updates; global-setup.ts starts the one the run's files share.
 */
export const CHROMIUM_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
