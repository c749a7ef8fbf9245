import { FIAT_DECIMALS } from "../constants.ts";

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: FIAT_DECIMALS,
  maximumFractionDigits: FIAT_DECIMALS,
});

/**
 * A USD amount as spec 001 §9 shows it: 2 decimals, and '<$0.01' for a positive amount under a cent.
 *
 * @example
 * formatFiat(1234.567); // "$1,234.57"
 * formatFiat(0.004);    // "<$0.01"
 */
export function formatFiat(amountUsd: number): string {
  if (amountUsd > 0 && amountUsd < 10 ** -FIAT_DECIMALS) return `<$${(10 ** -FIAT_DECIMALS).toFixed(FIAT_DECIMALS)}`;
  return usd.format(amountUsd);
}
