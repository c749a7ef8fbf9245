import type { WireScanAsset, WireScanFeature, WireScanSimulationParams } from "@foyer/core";
import type { Blocklist } from "./Blocklist.ts";
import type { ScanSettings } from "./ScanSettings.ts";

/** One movement of an asset seen in the simulation (any holder, not only the scanned account). */
export interface AssetTransfer {
  asset: WireScanAsset;
  /** ERC-721/ERC-1155 token id. */
  tokenId: string | null;
  /** null: minted. */
  from: string | null;
  /** null: burnt. */
  to: string | null;
  amount: bigint;
}

/** A right to move the account's assets: an approval, an operator, a permit, a Solana delegate. */
export interface AssetGrant {
  asset: WireScanAsset;
  owner: string;
  spender: string;
  /** null: every token of the collection (setApprovalForAll). */
  amount: bigint | null;
  tokenId: string | null;
  /** At or near the type's maximum (2^256-1, Permit2's 2^160-1, SPL's 2^64-1). */
  unlimited: boolean;
  expiration: bigint | null;
  source: "transaction" | "signature";
}

/** An account of the user whose owner or authority changes. */
export interface OwnershipChange {
  account: string;
  asset: WireScanAsset | null;
  preOwner: string | null;
  postOwner: string | null;
}

/**
 * What an address is, as the rules need it. "fresh": never used (no code, no transactions, no balance);
 * "wallet": a key-held account; "contract": code or a program-owned account; "young_contract": a contract
 * created within `min_contract_age_seconds`; "program": an executable Solana program.
 */
export type CounterpartyKind = "fresh" | "wallet" | "contract" | "young_contract" | "program";

/** Chain reads the rules may make, memoised for one scan. */
export interface ChainLookup {
  kind(address: string): Promise<CounterpartyKind>;
  /** The holder's balance before the transaction (fungible assets); null when unknown. */
  balanceBefore(asset: WireScanAsset, holder: string): Promise<bigint | null>;
  /** Addresses the account sent assets to lately, as the chain's history shows them. */
  recentRecipients(account: string): Promise<string[]>;
}

/** Everything a scan found out, which the rules judge and buildScanResult turns into the wire answer. */
export interface ScanFacts {
  chainType: "ethereum" | "solana";
  chainId: string;
  account: string;
  params: WireScanSimulationParams;
  transfers: AssetTransfer[];
  grants: AssetGrant[];
  ownershipChanges: OwnershipChange[];
  /** The transaction reverts (or a Solana instruction fails), with the chain's reason. */
  failure: string | null;
  /** The called contract or program(s), and any other address the request names. */
  counterparties: string[];
  /** From the request: addresses the client knows the user sent to. */
  recentRecipients: string[];
  chain: ChainLookup;
  blocklist: Blocklist;
  settings: ScanSettings;
}

/** A rule of the self-hosted engine: one file each, listed in scanRules. */
export interface ScanRule {
  id: string;
  evaluate(facts: ScanFacts): Promise<WireScanFeature[]>;
}
