/**
 * The opt-in's proof of work, checked server-side (shared opt-in-proof.ts says what it is): a
 * stamp for this phone, of at least the configured bits, made in the last few minutes, and never
 * used before. Anything else is refused before the opt-in counts against a limit of the number,
 * records anything or texts anyone.
 */
import { MESSAGES, parseOptInProof, proofMinute, stampZeroBits } from '@lienminder/shared';
import type { SpentProofs } from '#ports/spent-proofs';
import { ValidationFailed } from '../../errors';

/** How old a stamp may be: time to fill in the form after the stamp's minute, not to stockpile. */
const PROOF_MAX_AGE_MS = 10 * 60_000;
/** A browser clock a little ahead of ours still passes. */
const PROOF_MAX_AHEAD_MS = 2 * 60_000;

/** Whether the stamp is a fresh proof of `bits` for `phone` at `now` (pure but for the hash). */
async function proofHolds(stamp: string, phone: string, bits: number, now: Date): Promise<boolean> {
  const parsed = parseOptInProof(stamp);
  if (!parsed || parsed.phone !== phone || parsed.bits < bits) return false;
  const age = now.getTime() - proofMinute(parsed.date).getTime();
  if (age > PROOF_MAX_AGE_MS || age < -PROOF_MAX_AHEAD_MS) return false;
  return (await stampZeroBits(stamp)) >= bits;
}

/** Checks the stamp and uses it up; `ValidationFailed` (400) on `proof` otherwise. */
export async function spendOptInProof(
  spent: SpentProofs,
  request: { proof: string; phone: string },
  bits: number,
  now: Date,
): Promise<void> {
  const holds =
    (await proofHolds(request.proof, request.phone, bits, now)) &&
    (await spent.spend(request.proof, new Date(now.getTime() + PROOF_MAX_AGE_MS + PROOF_MAX_AHEAD_MS)));
  if (!holds) throw new ValidationFailed([{ path: 'proof', message: MESSAGES.optInProofRejected }]);
}
