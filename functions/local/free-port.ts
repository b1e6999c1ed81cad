import { createServer } from 'node:net';

/** A TCP port that was free on 127.0.0.1 a moment ago: the kernel picks it when asked for port 0. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('Could not find a free TCP port'))));
    });
  });
}
