// Wire shapes of `POST /api/v1/scan/transaction` (spec 001 §3 "Scan result", §7). snake_case as on the wire;
// the server validates requests with the contract's schema (contract/scan.ts, a type-only import here) and
// checks answers with a zod schema of the same shape.

import type { ScanRequestBody } from "../contract/scan.ts";

/** The verdict of a scan (spec 001 §4: Benign → safe, Warning → warn, Malicious → error). */
export type ScanResultType = "Benign" | "Warning" | "Malicious";

/**
 * What a transaction scan answers as the transaction flow reads it (spec 001 §3 "Scan result"): the server's
 * WireScanResult, or an app's own `scanTransaction`, which needs to give only these fields.
 */
export interface TransactionScanResult {
  validation: { status: "Success" | "Error"; result_type: ScanResultType; description?: string; features?: unknown[] };
  simulation?: {
    status: "Success" | "Error";
    params?: Record<string, unknown>;
    assets_diffs?: unknown[];
    exposures?: unknown[];
    error?: string;
  };
}

/** Severity of one finding; Info findings explain without changing the verdict. */
export type ScanFeatureType = "Malicious" | "Warning" | "Benign" | "Info";

/** The rules of the self-hosted engine; each finding names the rule that raised it. */
export type ScanRuleId =
  | "unlimited_approval"
  | "permit_signature"
  | "balance_drain"
  | "blocklist"
  | "address_poisoning"
  | "simulation_reverted"
  | "ownership_change";

/** One finding: the rule (`feature_id`), its severity, a sentence for people, the address it is about. */
export interface WireScanFeature {
  /** A ScanRuleId for the self-hosted engine; the provider's own feature id for Blockaid. */
  feature_id: string;
  type: ScanFeatureType;
  description: string;
  address: string | null;
}

export interface WireScanValidation {
  /** "Error": the scan could not judge the request (the client shows 'Transaction scan failed'). */
  status: "Success" | "Error";
  result_type: ScanResultType | "Error";
  /** The rule behind the verdict (the most severe finding's feature_id), "" when Benign. */
  reason: string;
  /** One sentence for people: the most severe finding's description. */
  description: string;
  features: WireScanFeature[];
  error: string | null;
}

/** NATIVE is the chain's own coin (ETH, SOL); SPL is a Solana token. */
export type ScanAssetType = "NATIVE" | "ERC20" | "ERC721" | "ERC1155" | "SPL";

export interface WireScanAsset {
  type: ScanAssetType;
  /** Token contract or mint; null for the native coin. */
  address: string | null;
  name: string | null;
  symbol: string | null;
  logo_url: string | null;
  decimals: number;
}

/** One movement into or out of the scanned account. */
export interface WireScanTransfer {
  /** Smallest units, decimal string (wei, lamports, token base units; 1 per ERC-721 token). */
  raw_value: string;
  /** raw_value divided by the asset's decimals, decimal string. */
  value: string;
  /** USD value of this movement, decimal string with 2 decimals; null when no price is known. */
  usd_price: string | null;
  /** ERC-721/ERC-1155 token id. */
  token_id: string | null;
  /** The other side: where it goes (out) or comes from (in). */
  counterparty: string | null;
}

/** What one asset does for the scanned account: in and out entries (spec: "Diff: in/out entries"). */
export interface WireScanAssetDiff {
  asset_type: ScanAssetType;
  asset: WireScanAsset;
  in: WireScanTransfer[];
  out: WireScanTransfer[];
}

/** A right to move the account's assets granted to `spender` (approval, operator, permit, delegate). */
export interface WireScanSpender {
  spender: string;
  /** Amount granted in smallest units; null for an operator (all tokens of the collection). */
  approval: string | null;
  /** approval divided by decimals (screens show 'Maximum' for 2^256-1, see `isMaximumApproval`). */
  value: string | null;
  usd_price: string | null;
  is_approved_for_all: boolean;
  /** ERC-721 single-token approval. */
  token_id: string | null;
  /** Unix seconds, when the grant expires (permits, Permit2). */
  expiration: string | null;
  /** Granted by the transaction itself or by signing typed data (a permit). */
  source: "transaction" | "signature";
}

export interface WireScanExposure {
  asset_type: ScanAssetType;
  asset: WireScanAsset;
  spenders: WireScanSpender[];
}

/** An account of the user whose owner changes (Solana: token account authority, System Assign). */
export interface WireScanOwnershipChange {
  account: string;
  asset: WireScanAsset | null;
  pre_owner: string | null;
  post_owner: string | null;
}

export interface WireScanSimulationParams {
  chain_type: "ethereum" | "solana";
  chain_id: string;
  method: string;
  from: string;
  to: string | null;
  value: string | null;
  data: string | null;
  /** The block (EVM) or slot (Solana) the simulation ran on. */
  block: string | null;
  /** eth_simulateV1, debug_traceCall, simulateTransaction, typed-data (no execution) or the provider's name. */
  engine: string;
}

export interface WireScanSimulation {
  /** "Error": the transaction reverts or fails (the client shows 'Simulation failed'). */
  status: "Success" | "Error";
  /** The revert reason or failure, as the chain reports it. */
  error: string | null;
  params: WireScanSimulationParams;
  /** The scanned account's movements, one entry per asset; empty: 'No tokens found'. */
  assets_diffs: WireScanAssetDiff[];
  exposures: WireScanExposure[];
  ownership_changes: WireScanOwnershipChange[];
}

/** The answer of `POST scan/transaction`. */
export interface WireScanResult {
  provider: "self-hosted" | "blockaid";
  chain_type: "ethereum" | "solana";
  chain_id: string;
  account: string;
  validation: WireScanValidation;
  simulation: WireScanSimulation;
}

/** The body of `POST scan/transaction`: the input of the server's schema (the wire contract). */
export type WireScanRequest = ScanRequestBody;

/** An EVM transaction as a wallet receives it (EIP-1193 `eth_sendTransaction` params[0]). */
export type WireEvmTransactionRequest = Extract<
  WireScanRequest,
  { method: "eth_sendTransaction" | "eth_signTransaction" }
>["params"][0];
