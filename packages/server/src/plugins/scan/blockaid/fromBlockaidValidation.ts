import type { ScanAssetType, WireScanAsset, WireScanValidation } from "@foyer/core";
import type { BlockaidAsset, BlockaidValidation } from "./blockaidWire.ts";

/** Blockaid's validation as Foyer's: result_type "Error" (or none) means the scan could not judge. */
export function fromBlockaidValidation(validation: BlockaidValidation | null | undefined): WireScanValidation {
  if (!validation || validation.result_type === "Error" || validation.status === "Error") {
    return {
      status: "Error",
      result_type: "Error",
      reason: "",
      description: "",
      features: [],
      error: validation?.error ?? "Blockaid returned no validation",
    };
  }
  const features = validation.extended_features ?? validation.features ?? [];
  return {
    status: "Success",
    result_type: validation.result_type,
    reason: validation.reason ?? validation.classification ?? "",
    description: validation.description ?? "",
    features: (Array.isArray(features) ? features : [])
      .filter((f): f is Exclude<typeof f, string> => typeof f === "object" && f !== null)
      .map((f) => ({
        feature_id: f.feature_id,
        type: f.type,
        description: f.description,
        address: f.address ?? null,
      })),
    error: null,
  };
}

const ASSET_TYPES: Record<string, ScanAssetType> = {
  NATIVE: "NATIVE",
  ERC20: "ERC20",
  ERC721: "ERC721",
  ERC1155: "ERC1155",
  NONERC: "ERC20",
  SOL: "NATIVE",
  TOKEN: "SPL",
  NFT: "SPL",
  CNFT: "SPL",
};

/** Blockaid's asset description as Foyer's. */
export function fromBlockaidAsset(assetType: string, asset: BlockaidAsset): WireScanAsset {
  const type = ASSET_TYPES[asset.type ?? assetType] ?? ASSET_TYPES[assetType] ?? "ERC20";
  return {
    type,
    address: type === "NATIVE" ? null : (asset.address ?? null),
    name: asset.name ?? (type === "NATIVE" && assetType === "SOL" ? "Solana" : null),
    symbol: asset.symbol ?? (asset.type === "SOL" ? "SOL" : null),
    logo_url: asset.logo_url ?? asset.logo ?? null,
    decimals: asset.decimals ?? 0,
  };
}
