import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ListStreamsCommand } from '@aws-sdk/client-dynamodb-streams';
import { describe, expect, it } from 'vitest';
import { JAVA_MISSING_MESSAGE, localDynamoDbStreamsClient, startDynamoDbLocal } from './dynamodb-local';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('DynamoDB Local process', () => {
  it('says in one line how to install Java when java is missing', async () => {
    const binDir = mkdtempSync(join(tmpdir(), 'lienminder-nojava-'));
    symlinkSync('/bin/sh', join(binDir, 'sh'));
    const path = process.env.PATH;
    process.env.PATH = binDir;
    try {
      await expect(startDynamoDbLocal()).rejects.toThrow(JAVA_MISSING_MESSAGE);
    } finally {
      process.env.PATH = path;
      rmSync(binDir, { recursive: true, force: true });
    }
    expect(JAVA_MISSING_MESSAGE).toContain('apt-get install -y openjdk-17-jre-headless');
  });

  it('dies with the Node process that started it, even when that process is killed outright', async () => {
    const starter = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '--eval',
        `const { startDynamoDbLocal } = await import(${JSON.stringify(new URL('./dynamodb-local.ts', import.meta.url).href)});
         const engine = await startDynamoDbLocal();
         console.log('java-pid', engine.javaPid);
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const javaPid = await new Promise<number>((resolve, reject) => {
      starter.stdout.on('data', (chunk: Buffer) => {
        const pid = /java-pid (\d+)/.exec(chunk.toString())?.[1];
        if (pid) resolve(Number(pid));
      });
      starter.once('exit', () => reject(new Error('the starter exited before DynamoDB Local was ready')));
    });
    expect(isRunning(javaPid)).toBe(true);

    starter.kill('SIGKILL');
    for (let waited = 0; waited < 5_000 && isRunning(javaPid); waited += 100) await sleep(100);
    expect(isRunning(javaPid)).toBe(false);
  });
});

describe('the stream client', () => {
  it('gives up on a request the engine never answers instead of waiting for ever', async () => {
    // An endpoint that takes the connection and never says a word.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((listening) => silent.listen(0, '127.0.0.1', listening));
    const address = silent.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP address');
    const streams = localDynamoDbStreamsClient(
      { endpoint: `http://127.0.0.1:${address.port}`, accessKeyId: 'silent' },
      200,
    );
    try {
      // The SDK tries three times, each cut off after 200 ms, and then says so.
      await expect(streams.send(new ListStreamsCommand({}))).rejects.toMatchObject({ name: 'TimeoutError' });
      expect(sockets.length).toBeGreaterThanOrEqual(1);
    } finally {
      streams.destroy();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
