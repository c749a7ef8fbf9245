import type { EvmChainClient } from "./EvmChainClient.ts";

/** Enough steps for any chain: interpolation on regular block times lands within a few. */
const MAX_STEPS = 16;

/**
 * The last block whose timestamp is at or before `target` (unix seconds): interpolation search between
 * block 0 and `latest`, a handful of eth_getBlockByNumber calls. Null when the chain is younger than target.
 * Answers are remembered per chain for the minute.
 */
export async function findBlockAtTime(
  chain: EvmChainClient,
  target: bigint,
  latest: { number: bigint; timestamp: bigint },
): Promise<bigint | null> {
  const minute = Number(target / 60n);
  const cached = chain.blockAtTime.get(minute);
  if (cached !== undefined) return cached;
  const timestampOf = async (number: bigint) => (await chain.client.getBlock({ blockNumber: number })).timestamp;
  let lo = { number: 0n, timestamp: await timestampOf(0n) };
  if (lo.timestamp > target) return null;
  let hi = latest;
  if (hi.timestamp <= target) return hi.number;
  for (let step = 0; step < MAX_STEPS && hi.number - lo.number > 1n; step++) {
    const span = hi.timestamp - lo.timestamp;
    let guess = span > 0n ? lo.number + ((target - lo.timestamp) * (hi.number - lo.number)) / span : lo.number + 1n;
    // Keep the guess strictly inside, and halve when interpolation stalls on uneven block times.
    if (guess <= lo.number || guess >= hi.number || step % 4 === 3) guess = (lo.number + hi.number) / 2n;
    const timestamp = await timestampOf(guess);
    if (timestamp <= target) lo = { number: guess, timestamp };
    else hi = { number: guess, timestamp };
  }
  if (chain.blockAtTime.size > 64) chain.blockAtTime.clear();
  chain.blockAtTime.set(minute, lo.number);
  return lo.number;
}
