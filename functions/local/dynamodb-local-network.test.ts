/**
 * The embedded database is closed to the network (docs/decisions/016): DynamoDB Local answers on
 * the loopback address and refuses connections to every other address of this machine, which is
 * what a client on another machine would use; and on loopback only the app's key opens the app's
 * tables, so a client with any other credentials reads nothing.
 */
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import {
  DescribeTableCommand,
  GetItemCommand,
  ListTablesCommand,
  PutItemCommand,
  ResourceNotFoundException,
  ScanCommand,
} from '@aws-sdk/client-dynamodb';
import { ListStreamsCommand } from '@aws-sdk/client-dynamodb-streams';
import { describe, expect, inject, it } from 'vitest';
import { createTestTable } from '#test/dynamodb';
import { newDatabaseKey } from './data-dir-secrets';
import { localDynamoDbClient, localDynamoDbStreamsClient } from './dynamodb-local';

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

const database = inject('localDynamoDb');
const { endpoint } = database;
const port = Number(new URL(endpoint).port);
const addresses = nonLoopbackAddresses();

describe('DynamoDB Local on the network', () => {
  it('answers a client on the loopback address', async () => {
    const client = localDynamoDbClient(database);
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

describe('DynamoDB Local with other credentials', () => {
  const item = { pk: { S: 'USER#u1' }, sk: { S: 'PROFILE' }, passwordHash: { S: 'scrypt$fake' } };

  it("reads the app's tables with the app's key only", async () => {
    // The table's key is the app's here: a test table has a database of its own (createTestTable).
    const table = await createTestTable();
    const own = localDynamoDbClient(table);
    // Another key on the same loopback port, and the same key in another region: other databases.
    const others = [
      localDynamoDbClient({ endpoint, accessKeyId: newDatabaseKey() }),
      localDynamoDbClient({ endpoint, accessKeyId: 'local' }),
      localDynamoDbClient(table, { region: 'eu-west-1' }),
    ];
    try {
      await own.send(new PutItemCommand({ TableName: table.tableName, Item: item }));
      const key = { pk: item.pk, sk: item.sk };
      expect(
        (await own.send(new DescribeTableCommand({ TableName: table.tableName }))).Table?.TableName,
      ).toBe(table.tableName);
      expect((await own.send(new GetItemCommand({ TableName: table.tableName, Key: key }))).Item).toEqual(
        item,
      );

      for (const other of others) {
        expect((await other.send(new ListTablesCommand({}))).TableNames).toEqual([]);
        await expect(
          other.send(new GetItemCommand({ TableName: table.tableName, Key: key })),
        ).rejects.toThrow(ResourceNotFoundException);
        await expect(other.send(new ScanCommand({ TableName: table.tableName }))).rejects.toThrow(
          ResourceNotFoundException,
        );
      }
    } finally {
      own.destroy();
      for (const other of others) other.destroy();
    }
  });

  it("finds none of the app's streams with another key", async () => {
    const table = await createTestTable();
    const own = localDynamoDbStreamsClient(table);
    const other = localDynamoDbStreamsClient({ endpoint, accessKeyId: newDatabaseKey() });
    try {
      const listed = (await own.send(new ListStreamsCommand({ TableName: table.tableName }))).Streams ?? [];
      expect(listed.map((stream) => stream.TableName)).toEqual([table.tableName]);
      expect((await other.send(new ListStreamsCommand({}))).Streams ?? []).toEqual([]);
    } finally {
      own.destroy();
      other.destroy();
    }
  });
});
