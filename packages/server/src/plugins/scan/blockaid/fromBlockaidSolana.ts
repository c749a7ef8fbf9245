import type { WireScanResult, WireScanTransfer } from "@foyer/core";
import type { SolanaScanRequest } from "../scanSchemas.ts";
import type { BlockaidSolanaAmount, BlockaidSolanaScanResponse } from "./blockaidWire.ts";
import { fromBlockaidAsset, fromBlockaidValidation } from "./fromBlockaidValidation.ts";

const transfer = (amount: BlockaidSolanaAmount): WireScanTransfer => ({
  raw_value: String(amount.raw_value),
  value: String(amount.value),
  usd_price: amount.usd_price === undefined || amount.usd_price === null ? null : Number(amount.usd_price).toFixed(2),
  token_id: null,
  counterparty: null,
});

/**
 * Maps Blockaid's Solana message scan answer (result.validation, result.simulation.account_summary) to
 * Foyer's scan result. status "ERROR" throws: the scan service turns it into a "scan failed" result.
 */
export function fromBlockaidSolana(request: SolanaScanRequest, answer: BlockaidSolanaScanResponse): WireScanResult {
  if (answer.status !== "SUCCESS" || !answer.result)
    throw new Error(answer.error ?? "Blockaid could not scan the transaction");
  const summary = answer.result.simulation?.account_summary;
  return {
    provider: "blockaid",
    chain_type: "solana",
    chain_id: request.chain_id,
    account: request.account,
    validation: fromBlockaidValidation(answer.result.validation),
    simulation: {
      status: answer.result.simulation ? "Success" : "Error",
      error: answer.result.simulation ? null : "No simulation",
      params: {
        chain_type: "solana",
        chain_id: request.chain_id,
        method: request.method,
        from: request.account,
        to: null,
        value: null,
        data: null,
        block: null,
        engine: "blockaid",
      },
      assets_diffs: (summary?.account_assets_diff ?? []).map((diff) => {
        const asset = fromBlockaidAsset(diff.asset_type, diff.asset);
        return {
          asset_type: asset.type,
          asset,
          in: diff.in ? [transfer(diff.in)] : [],
          out: diff.out ? [transfer(diff.out)] : [],
        };
      }),
      exposures: (summary?.account_delegations ?? []).map((delegation) => {
        const asset = fromBlockaidAsset(delegation.asset_type, delegation.asset);
        return {
          asset_type: asset.type,
          asset,
          spenders: [
            {
              spender: delegation.delegate,
              approval: String(delegation.delegation.raw_value),
              value: String(delegation.delegation.value),
              usd_price:
                delegation.delegation.usd_price === undefined || delegation.delegation.usd_price === null
                  ? null
                  : Number(delegation.delegation.usd_price).toFixed(2),
              is_approved_for_all: false,
              token_id: null,
              expiration: null,
              source: "transaction" as const,
            },
          ],
        };
      }),
      ownership_changes: (summary?.account_ownerships_diff ?? []).map((change) => ({
        account: request.account,
        asset: fromBlockaidAsset(change.asset_type, change.asset),
        pre_owner: change.pre_owner,
        post_owner: change.post_owner,
      })),
    },
  };
}
