import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts a stand-in's server on a free loopback port and answers its origin (`http://127.0.0.1:<port>`). */
export async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
