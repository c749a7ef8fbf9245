import { TOKEN_DISPLAY_DECIMALS } from "../constants.ts";

/** What a positive amount too small for TOKEN_DISPLAY_DECIMALS shows (spec 001 §9). */
export const TINY_TOKEN_AMOUNT = "<0.001";

/**
 * A token amount in base units as spec 001 §9 shows it: at most 6 decimals (rounded half up, trailing zeros
 * dropped, thousands grouped), '<0.001' for a positive amount that rounds to zero, the symbol after it.
 * Works on bigints, so 18-decimal amounts never lose precision through a float.
 *
 * @example
 * formatTokenAmount(1_500_000n, 6, "USDC");   // "1.5 USDC"
 * formatTokenAmount(1n, 18, "ETH");           // "<0.001 ETH"
 */
export function formatTokenAmount(amount: bigint, decimals: number, symbol?: string): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const shown = Math.min(decimals, TOKEN_DISPLAY_DECIMALS);
  const scale = 10n ** BigInt(decimals - shown);
  // Round half up to `shown` decimals.
  const rounded = (abs + scale / 2n) / scale;
  let text: string;
  if (abs > 0n && rounded === 0n) text = TINY_TOKEN_AMOUNT;
  else {
    const unit = 10n ** BigInt(shown);
    const whole = (rounded / unit).toLocaleString("en-US");
    const fraction = (rounded % unit).toString().padStart(shown, "0").replace(/0+$/, "");
    text = fraction ? `${whole}.${fraction}` : whole;
  }
  if (negative && text !== "0") text = `-${text}`;
  return symbol ? `${text} ${symbol}` : text;
}

/** A base-unit amount as a float of whole units (for fiat conversion only, never for display). */
export function toUnits(amount: bigint, decimals: number): number {
  const unit = 10n ** BigInt(decimals);
  return Number(amount / unit) + Number(amount % unit) / Number(unit);
}
