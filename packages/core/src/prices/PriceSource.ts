/** What a price is asked for: a chain's native coin, SOL, or a token by contract address / mint. */
export type PriceAsset =
  | { kind: "native"; chainId: number; symbol?: string }
  | { kind: "token"; chainId: number; address: string; symbol?: string }
  | { kind: "sol" }
  | { kind: "splToken"; mint: string; symbol?: string };

/**
 * A source of USD prices (a public price API, or the local stand-in in development). A provider is one file
 * implementing this plus one line in `priceSources.ts`.
 */
export interface PriceSource {
  readonly id: string;
  /** The USD price of one whole unit of the asset; null when the source does not know the asset. Throws on network errors. */
  usdPrice(asset: PriceAsset): Promise<number | null>;
}

/** A price, or the spec's message when it could not be fetched (spec 001 §7 "Price fetches"). */
export type PriceQuote = { ok: true; usd: number } | { ok: false; message: string };
