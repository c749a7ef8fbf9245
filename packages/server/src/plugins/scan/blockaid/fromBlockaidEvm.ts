import type { WireScanResult, WireScanTransfer } from "@foyer/core";
import { formatUnits } from "viem";
import type { EvmScanRequest } from "../scanSchemas.ts";
import type { BlockaidEvmAmount, BlockaidEvmScanResponse } from "./blockaidWire.ts";
import { fromBlockaidAsset, fromBlockaidValidation } from "./fromBlockaidValidation.ts";

const text = (value: string | number | null | undefined) =>
  value === undefined || value === null ? null : String(value);

function transfer(amount: BlockaidEvmAmount, decimals: number): WireScanTransfer {
  const raw = text(amount.raw_value) ?? text(amount.value) ?? (amount.token_id !== undefined ? "1" : "0");
  return {
    raw_value: raw,
    value: text(amount.value) ?? (/^\d+$/.test(raw) ? formatUnits(BigInt(raw), decimals) : raw),
    usd_price: text(amount.usd_price),
    token_id: text(amount.token_id),
    counterparty: null,
  };
}

/** Maps Blockaid's EVM json-rpc scan answer (account_summary) to Foyer's scan result. */
export function fromBlockaidEvm(request: EvmScanRequest, answer: BlockaidEvmScanResponse): WireScanResult {
  const tx = request.method === "eth_signTypedData_v4" ? null : request.params[0];
  const simulation = answer.simulation;
  const summary = simulation?.status === "Success" ? simulation.account_summary : undefined;
  const source = request.method === "eth_signTypedData_v4" ? ("signature" as const) : ("transaction" as const);
  return {
    provider: "blockaid",
    chain_type: "ethereum",
    chain_id: String(request.chain_id),
    account: request.account,
    validation: fromBlockaidValidation(answer.validation),
    simulation: {
      status: simulation?.status === "Success" ? "Success" : "Error",
      error:
        simulation?.status === "Error"
          ? (simulation.error ?? "Simulation failed")
          : simulation
            ? null
            : "No simulation",
      params: {
        chain_type: "ethereum",
        chain_id: String(request.chain_id),
        method: request.method,
        from: request.account,
        to: tx?.to ?? null,
        value: tx?.value ?? null,
        data: tx?.data ?? null,
        block: simulation?.status === "Success" ? (simulation.params?.block_tag ?? null) : null,
        engine: "blockaid",
      },
      assets_diffs: (summary?.assets_diffs ?? []).map((diff) => {
        const asset = fromBlockaidAsset(diff.asset_type, diff.asset);
        return {
          asset_type: asset.type,
          asset,
          in: (diff.in ?? []).map((a) => transfer(a, asset.decimals)),
          out: (diff.out ?? []).map((a) => transfer(a, asset.decimals)),
        };
      }),
      exposures: (summary?.exposures ?? []).map((exposure) => {
        const asset = fromBlockaidAsset(exposure.asset_type, exposure.asset);
        return {
          asset_type: asset.type,
          asset,
          spenders: Object.entries(exposure.spenders ?? {}).map(([spender, grant]) => ({
            spender,
            approval: grant.is_approved_for_all ? null : (grant.approval ?? null),
            value:
              grant.is_approved_for_all || grant.approval === undefined
                ? null
                : /^\d+$/.test(grant.approval)
                  ? formatUnits(BigInt(grant.approval), asset.decimals)
                  : grant.approval,
            usd_price: grant.approval_usd_price ?? null,
            is_approved_for_all: grant.is_approved_for_all === true,
            token_id: null,
            expiration: grant.expiration ?? null,
            source,
          })),
        };
      }),
      ownership_changes: [],
    },
  };
}
