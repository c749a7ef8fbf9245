import type { scanRequestSchema } from "@foyer/core/contract";
import { z } from "zod";

// `POST /api/v1/scan/transaction`: the request schema is the wire contract, shared with the client
// (@foyer/core/contract, WireScanRequest); the answer's schema (WireScanResult) checks providers' output here.

export type ScanRequest = z.output<typeof scanRequestSchema>;
export type EvmScanRequest = Extract<ScanRequest, { chain_type: "ethereum" }>;
export type SolanaScanRequest = Extract<ScanRequest, { chain_type: "solana" }>;

const assetType = z.enum(["NATIVE", "ERC20", "ERC721", "ERC1155", "SPL"]);
const asset = z.object({
  type: assetType,
  address: z.string().nullable(),
  name: z.string().nullable(),
  symbol: z.string().nullable(),
  logo_url: z.string().nullable(),
  decimals: z.number().int().min(0),
});
const transfer = z.object({
  raw_value: z.string(),
  value: z.string(),
  usd_price: z.string().nullable(),
  token_id: z.string().nullable(),
  counterparty: z.string().nullable(),
});

/** The answer; tests and the Blockaid client check their output against it. */
export const scanResultSchema = z.object({
  provider: z.enum(["self-hosted", "blockaid"]),
  chain_type: z.enum(["ethereum", "solana"]),
  chain_id: z.string(),
  account: z.string(),
  validation: z.object({
    status: z.enum(["Success", "Error"]),
    result_type: z.enum(["Benign", "Warning", "Malicious", "Error"]),
    reason: z.string(),
    description: z.string(),
    features: z.array(
      z.object({
        feature_id: z.string(),
        type: z.enum(["Malicious", "Warning", "Benign", "Info"]),
        description: z.string(),
        address: z.string().nullable(),
      }),
    ),
    error: z.string().nullable(),
  }),
  simulation: z.object({
    status: z.enum(["Success", "Error"]),
    error: z.string().nullable(),
    params: z.object({
      chain_type: z.enum(["ethereum", "solana"]),
      chain_id: z.string(),
      method: z.string(),
      from: z.string(),
      to: z.string().nullable(),
      value: z.string().nullable(),
      data: z.string().nullable(),
      block: z.string().nullable(),
      engine: z.string(),
    }),
    assets_diffs: z.array(z.object({ asset_type: assetType, asset, in: z.array(transfer), out: z.array(transfer) })),
    exposures: z.array(
      z.object({
        asset_type: assetType,
        asset,
        spenders: z.array(
          z.object({
            spender: z.string(),
            approval: z.string().nullable(),
            value: z.string().nullable(),
            usd_price: z.string().nullable(),
            is_approved_for_all: z.boolean(),
            token_id: z.string().nullable(),
            expiration: z.string().nullable(),
            source: z.enum(["transaction", "signature"]),
          }),
        ),
      }),
    ),
    ownership_changes: z.array(
      z.object({
        account: z.string(),
        asset: asset.nullable(),
        pre_owner: z.string().nullable(),
        post_owner: z.string().nullable(),
      }),
    ),
  }),
});
