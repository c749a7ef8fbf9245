import type { WireScanAsset } from "@foyer/core";
import type { AssetTransfer } from "../ScanFacts.ts";

/** Net change of one asset (one token id for NFTs) per holder. */
export interface NetChange {
  asset: WireScanAsset;
  tokenId: string | null;
  byHolder: Map<string, bigint>;
}

/** The identity of an asset: type, contract (or native) and, for NFTs, the token id. */
export function assetKey(asset: WireScanAsset, tokenId: string | null): string {
  return `${asset.type}:${asset.address ?? "native"}:${tokenId ?? ""}`;
}

/**
 * Sums transfers into a net change per asset and holder: what ends up where. A drainer contract that
 * forwards what it receives nets to zero, and its beneficiary shows the gain.
 */
export function netChanges(transfers: AssetTransfer[]): NetChange[] {
  const changes = new Map<string, NetChange>();
  for (const transfer of transfers) {
    const key = assetKey(transfer.asset, transfer.tokenId);
    let change = changes.get(key);
    if (!change) {
      change = { asset: transfer.asset, tokenId: transfer.tokenId, byHolder: new Map() };
      changes.set(key, change);
    }
    if (transfer.from) change.byHolder.set(transfer.from, (change.byHolder.get(transfer.from) ?? 0n) - transfer.amount);
    if (transfer.to) change.byHolder.set(transfer.to, (change.byHolder.get(transfer.to) ?? 0n) + transfer.amount);
  }
  return [...changes.values()];
}

/** Holders that gain from a change, the account itself excepted. */
export function gainers(change: NetChange, account: string): string[] {
  return [...change.byHolder].filter(([holder, delta]) => delta > 0n && holder !== account).map(([holder]) => holder);
}

/** Fungible assets: balances are amounts (NFT balances are token sets). */
export function isFungible(asset: WireScanAsset): boolean {
  return asset.type === "NATIVE" || asset.type === "ERC20" || asset.type === "SPL";
}
