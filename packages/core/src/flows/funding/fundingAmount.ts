/**
 * The amount field of the funding screens (spec 001 §5 "Funding amount"): what typing leaves in the field,
 * and whether Continue may be pressed.
 */

/**
 * The field's value after the user typed `raw`: digits with at most one decimal point are kept as typed
 * (a trailing point too, "1." while typing "1.5"); anything else (letters, a minus sign, a second point,
 * an empty field) resets to "0".
 *
 * @example
 * sanitizeFundingAmount("1.") // "1."
 * sanitizeFundingAmount("-5") // "0"
 */
export function sanitizeFundingAmount(raw: string): string {
  return /^\d*\.?\d*$/.test(raw) && /\d/.test(raw) ? raw : raw === "." ? "0." : "0";
}

export interface FundingAmountRules {
  /** Decimals of the asset (18 ETH, 9 SOL, 6 USDC): more fraction digits cannot be sent. */
  decimals: number;
  /** The asset's USD price when known: the provider's USD limit applies only then. */
  usdPrice?: number | null;
  /** The funding provider the amount is for: its name and its largest purchase in USD (its definition's). */
  limit?: { label: string; maxUsd: number } | null;
  /** Most that can be sent (e.g. the source wallet's balance, formatted), with its symbol. */
  max?: { amount: string; symbol: string } | null;
}

/** Continue is enabled only when `message` is null. */
export interface FundingAmountCheck {
  ok: boolean;
  message: string | null;
}

/**
 * Checks the amount: above 0 (spec 001 §5), not more decimals than the asset has, within the provider's
 * limit and within `max`. Each failure has its own message.
 */
export function checkFundingAmount(value: string, rules: FundingAmountRules): FundingAmountCheck {
  const amount = Number(value);
  if (!/^\d*\.?\d*$/.test(value) || !(amount > 0)) return { ok: false, message: "Enter an amount above 0." };
  const fraction = value.split(".")[1] ?? "";
  if (fraction.length > rules.decimals) {
    return { ok: false, message: `Use at most ${rules.decimals} decimal places.` };
  }
  if (rules.limit && rules.usdPrice) {
    const { label, maxUsd } = rules.limit;
    if (amount * rules.usdPrice > maxUsd) {
      return {
        ok: false,
        message: `${label} adds at most $${maxUsd.toLocaleString("en-US")} at once. Enter a smaller amount.`,
      };
    }
  }
  if (rules.max && amount > Number(rules.max.amount)) {
    return { ok: false, message: `You can send at most ${rules.max.amount} ${rules.max.symbol}.` };
  }
  return { ok: true, message: null };
}

/** The USD estimate under the field ("≈ $12.34", "<$0.01"), or null without a price. */
export function fundingUsdEstimate(value: string, usdPrice: number | null | undefined): string | null {
  const amount = Number(value);
  if (!usdPrice || !(amount > 0)) return usdPrice ? "$0.00" : null;
  const usd = amount * usdPrice;
  return usd < 0.01
    ? "<$0.01"
    : `≈ $${usd.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
