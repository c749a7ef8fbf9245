import { formatFiat } from "./formatFiat.ts";
import { formatTokenAmount, toUnits } from "./formatTokenAmount.ts";
import type { PriceQuote } from "./PriceSource.ts";

/** Which amount leads: fiat (the default of spec 001 §9) or the native token. */
export type PriceDisplayPrimary = "fiat-currency" | "native-token";

/** An amount as the screens show it: a primary line and, when a price is known, the other unit beside it. */
export interface PriceDisplay {
  primary: string;
  secondary: string | null;
  /** The USD value when the price was known. */
  usd: number | null;
}

/**
 * Fiat first by default, native token second; without a price only the token amount shows.
 *
 * @example
 * formatPriceDisplay({ amount: 10n ** 15n, decimals: 18, symbol: "ETH", price: { ok: true, usd: 3000 } });
 * // { primary: "$3.00", secondary: "0.001 ETH", usd: 3 }
 */
export function formatPriceDisplay(
  input: { amount: bigint; decimals: number; symbol: string; price: PriceQuote | null },
  primary: PriceDisplayPrimary = "fiat-currency",
): PriceDisplay {
  const tokens = formatTokenAmount(input.amount, input.decimals, input.symbol);
  if (!input.price?.ok) return { primary: tokens, secondary: null, usd: null };
  const usd = toUnits(input.amount, input.decimals) * input.price.usd;
  const fiat = formatFiat(usd);
  return primary === "fiat-currency"
    ? { primary: fiat, secondary: tokens, usd }
    : { primary: tokens, secondary: fiat, usd };
}
