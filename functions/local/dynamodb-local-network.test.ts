/**
 * The embedded database is closed to the network (docs/decisions/016): DynamoDB Local answers on
 * the loopback address and refuses connections to every other address of this machine, which is
 * what a client on another machine would use.
 */
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { localDynamoDbClient } from './dynamodb-local';

/** Every address of this machine that is not loopback, link-local ones with their interface. */
function nonLoopbackAddresses(): string[] {
  return Object.entries(networkInterfaces()).flatMap(([name, addresses]) =>
    (addresses ?? [])
      .filter((address) => !address.internal)
      .map((address) => (address.scopeid ? `${address.address}%${name}` : address.address)),
  );
}

/** Resolves with how a TCP connection to host:port ended: 'connected' or the socket error's code. */
function tryConnect(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 3_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve('ETIMEDOUT');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

const endpoint = inject('dynamoEndpoint');
const port = Number(new URL(endpoint).port);
const addresses = nonLoopbackAddresses();

describe('DynamoDB Local on the network', () => {
  it('answers a client on the loopback address', async () => {
    const client = localDynamoDbClient(endpoint);
    try {
      await expect(client.send(new ListTablesCommand({}))).resolves.toHaveProperty('TableNames');
    } finally {
      client.destroy();
    }
  });

  it('refuses a client on every other address of this machine', async () => {
    if (addresses.length === 0) {
      console.log('This machine has no address but loopback: there is no other address to try.');
      return;
    }
    const outcomes = await Promise.all(addresses.map(async (host) => [host, await tryConnect(host, port)]));
    expect(Object.fromEntries(outcomes)).toEqual(
      Object.fromEntries(addresses.map((host) => [host, 'ECONNREFUSED'])),
    );
  });
});
