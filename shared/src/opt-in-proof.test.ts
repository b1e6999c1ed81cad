import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  leadingZeroBits,
  mintOptInProof,
  parseOptInProof,
  proofMinute,
  stampDate,
  stampZeroBits,
} from './opt-in-proof';

/** A challenge as the server issues them (functions services/sms/opt-in-challenge.ts). */
const CHALLENGE = 'mhz3k2a0.Zm9vYmFyYmF6cXV4cXV1eA.c2lnbmF0dXJlLW9mLXRoZS1zZXJ2ZXItMDEyMzQ1Njc4OQ';

describe('the opt-in proof of work (hashcash stamp, version 1)', () => {
  it('counts the zero bits a digest starts with', () => {
    expect(leadingZeroBits(Uint8Array.of(0x80))).toBe(0);
    expect(leadingZeroBits(Uint8Array.of(0x01))).toBe(7);
    expect(leadingZeroBits(Uint8Array.of(0x00, 0x00, 0x3f))).toBe(18);
    expect(leadingZeroBits(Uint8Array.of(0x00, 0x00))).toBe(16);
  });

  it('dates a stamp to its UTC minute, as hashcash writes it (yyMMddHHmm)', () => {
    const at = new Date('2026-11-23T15:07:59.999Z');
    expect(stampDate(at)).toBe('2611231507');
    expect(proofMinute('2611231507').toISOString()).toBe('2026-11-23T15:07:00.000Z');
  });

  it("mints a stamp for the number, the minute and the server's challenge whose SHA-256 (as node:crypto computes it) starts with the bits", async () => {
    const stamp = await mintOptInProof('+13055550142', 12, new Date('2026-11-23T15:07:30Z'), CHALLENGE);
    expect(parseOptInProof(stamp)).toEqual({
      bits: 12,
      date: '2611231507',
      phone: '+13055550142',
      challenge: CHALLENGE,
      random: expect.stringMatching(/^[0-9a-f]{24}$/),
      counter: expect.stringMatching(/^\d+$/),
    });
    expect(leadingZeroBits(createHash('sha256').update(stamp).digest())).toBeGreaterThanOrEqual(12);
    expect(await stampZeroBits(stamp)).toBeGreaterThanOrEqual(12);
  });

  it('reads nothing that is not a version 1 stamp for an E.164 number answering a challenge', () => {
    for (const stamp of [
      '',
      `0:12:2611231507:+13055550142:${CHALLENGE}:abcdefgh:1`,
      `1:12:2611231507:3055550142:${CHALLENGE}:abcdefgh:1`,
      `1:12:26112315:+13055550142:${CHALLENGE}:abcdefgh:1`,
      `1:12:2611231507:+13055550142:${CHALLENGE}:short:1`,
      // Without a challenge: a stamp made before (or without) asking the server.
      '1:12:2611231507:+13055550142::abcdefgh:1',
      '1:12:2611231507:+13055550142:a:b:abcdefgh:1',
    ]) {
      expect(parseOptInProof(stamp), stamp).toBeNull();
    }
  });

  it('mints only for a challenge that fits the stamp', async () => {
    await expect(mintOptInProof('+13055550142', 4, new Date(), 'a:b')).rejects.toThrow(
      'Not an opt-in challenge',
    );
  });
});
