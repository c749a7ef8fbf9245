import type { PriceAsset, PriceQuote, PriceSource } from "./PriceSource.ts";

/** The message of spec 001 §7 for an asset whose price could not be fetched. */
export function priceUnavailableMessage(asset: PriceAsset): string {
  if (asset.kind === "sol") return "Unable to fetch SOL price";
  // The spec names the EVM form only; an SPL token names Solana in its place.
  return `Unable to fetch token price on chain id ${asset.kind === "splToken" ? "solana" : asset.chainId}`;
}

/**
 * Asks a price source and never throws: a missing or failed price becomes the spec's message, so the screen
 * falls back to token amounts alone.
 *
 * @example
 * const quote = await fetchUsdPrice(source, { kind: "native", chainId: 8453 });
 * if (!quote.ok) console.warn(quote.message); // "Unable to fetch token price on chain id 8453"
 */
export async function fetchUsdPrice(source: PriceSource | null, asset: PriceAsset): Promise<PriceQuote> {
  if (!source) return { ok: false, message: priceUnavailableMessage(asset) };
  try {
    const usd = await source.usdPrice(asset);
    if (usd === null || !Number.isFinite(usd) || usd < 0) return { ok: false, message: priceUnavailableMessage(asset) };
    return { ok: true, usd };
  } catch {
    return { ok: false, message: priceUnavailableMessage(asset) };
  }
}
