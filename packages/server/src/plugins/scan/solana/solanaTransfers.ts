import type { WireScanAsset } from "@foyer/core";
import type { AssetTransfer } from "../ScanFacts.ts";

/**
 * Turns net balance changes of one asset into transfers to or from the account. Solana reports states, not
 * movements: what the account loses is attributed to the holders that gain (largest first), what it gains
 * to those that lose. The rest (fees, burns, mints) has no counterparty.
 */
export function solanaTransfers(asset: WireScanAsset, deltas: Map<string, bigint>, account: string): AssetTransfer[] {
  const own = deltas.get(account) ?? 0n;
  if (own === 0n) return [];
  const outgoing = own < 0n;
  let remaining = outgoing ? -own : own;
  const others = [...deltas]
    .filter(([holder, delta]) => holder !== account && (outgoing ? delta > 0n : delta < 0n))
    .map(([holder, delta]) => [holder, delta < 0n ? -delta : delta] as const)
    .sort((a, b) => (b[1] > a[1] ? 1 : b[1] < a[1] ? -1 : 0));
  const transfers: AssetTransfer[] = [];
  const push = (other: string | null, amount: bigint) =>
    transfers.push({
      asset,
      tokenId: null,
      from: outgoing ? account : other,
      to: outgoing ? other : account,
      amount,
    });
  for (const [holder, delta] of others) {
    if (remaining === 0n) break;
    const amount = delta < remaining ? delta : remaining;
    push(holder, amount);
    remaining -= amount;
  }
  if (remaining > 0n) push(null, remaining);
  return transfers;
}
