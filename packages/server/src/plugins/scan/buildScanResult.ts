import type {
  WireScanAssetDiff,
  WireScanExposure,
  WireScanResult,
  WireScanTransfer,
  WireScanValidation,
} from "@foyer/core";
import { formatUnits } from "viem";
import type { AssetGrant, AssetTransfer, ScanFacts } from "./ScanFacts.ts";
import type { ScanPriceSource } from "./ScanPriceSource.ts";

const collectionKey = (asset: { type: string; address: string | null }) => `${asset.type}:${asset.address ?? "native"}`;

function usd(raw: bigint, decimals: number, price: number | null): string | null {
  if (price === null) return null;
  return (Number(formatUnits(raw, decimals)) * price).toFixed(2);
}

/**
 * Turns what a scan found into the wire answer: the account's movements grouped per asset (in and out
 * entries with USD values), the rights it grants (exposures) and ownership changes; `validation` is the
 * rules' verdict.
 */
export async function buildScanResult(
  facts: ScanFacts,
  validation: WireScanValidation,
  prices: ScanPriceSource,
): Promise<WireScanResult> {
  const priceOf = async (asset: AssetTransfer["asset"]) => {
    try {
      return await prices.usdPrice(facts.chainId, asset);
    } catch {
      return null; // a price source failing never fails the scan
    }
  };

  const diffs = new Map<string, WireScanAssetDiff>();
  const entry = async (t: AssetTransfer, counterparty: string | null): Promise<WireScanTransfer> => ({
    raw_value: t.amount.toString(),
    value: formatUnits(t.amount, t.asset.decimals),
    usd_price: usd(t.amount, t.asset.decimals, await priceOf(t.asset)),
    token_id: t.tokenId,
    counterparty,
  });
  for (const t of facts.transfers) {
    if (t.amount === 0n) continue;
    const out = t.from === facts.account;
    const into = t.to === facts.account;
    if (out === into) continue; // not the account's, or to itself
    const key = collectionKey(t.asset);
    let diff = diffs.get(key);
    if (!diff) {
      diff = { asset_type: t.asset.type, asset: t.asset, in: [], out: [] };
      diffs.set(key, diff);
    }
    if (out) diff.out.push(await entry(t, t.to));
    else diff.in.push(await entry(t, t.from));
  }

  const exposures = new Map<string, WireScanExposure>();
  const spender = async (g: AssetGrant) => ({
    spender: g.spender,
    approval: g.amount === null ? null : g.amount.toString(),
    value: g.amount === null ? null : formatUnits(g.amount, g.asset.decimals),
    usd_price: g.amount === null || g.unlimited ? null : usd(g.amount, g.asset.decimals, await priceOf(g.asset)),
    is_approved_for_all: g.amount === null,
    token_id: g.tokenId,
    expiration: g.expiration === null ? null : g.expiration.toString(),
    source: g.source,
  });
  for (const g of facts.grants) {
    if (g.owner !== facts.account) continue;
    const key = collectionKey(g.asset);
    let exposure = exposures.get(key);
    if (!exposure) {
      exposure = { asset_type: g.asset.type, asset: g.asset, spenders: [] };
      exposures.set(key, exposure);
    }
    exposure.spenders.push(await spender(g));
  }

  return {
    provider: "self-hosted",
    chain_type: facts.chainType,
    chain_id: facts.chainId,
    account: facts.account,
    validation,
    simulation: {
      status: facts.failure === null ? "Success" : "Error",
      error: facts.failure,
      params: facts.params,
      assets_diffs: [...diffs.values()],
      exposures: [...exposures.values()],
      ownership_changes: facts.ownershipChanges.map((c) => ({
        account: c.account,
        asset: c.asset,
        pre_owner: c.preOwner,
        post_owner: c.postOwner,
      })),
    },
  };
}
