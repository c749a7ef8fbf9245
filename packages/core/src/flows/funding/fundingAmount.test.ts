import { describe, expect, it } from "vitest";
import { coinbase } from "../../providers/funding/coinbase.ts";
import { moonpay } from "../../providers/funding/moonpay.ts";
import { checkFundingAmount, fundingUsdEstimate, sanitizeFundingAmount } from "./fundingAmount.ts";

describe("funding amount (spec 001 §5)", () => {
  it.each([
    ["12", "12"],
    ["1.", "1."],
    ["0.5", "0.5"],
    [".5", ".5"],
    [".", "0."],
    ["", "0"],
    ["abc", "0"],
    ["-5", "0"],
    ["1.2.3", "0"],
    ["1,5", "0"],
    ["1e3", "0"],
  ])("typing %j leaves %j", (typed, kept) => {
    expect(sanitizeFundingAmount(typed)).toBe(kept);
  });

  it("Continue only for amounts above 0, with a message for each refusal", () => {
    const eth = { decimals: 18 };
    expect(checkFundingAmount("0", eth)).toEqual({ ok: false, message: "Enter an amount above 0." });
    expect(checkFundingAmount("0.", eth).ok).toBe(false);
    expect(checkFundingAmount("1.", eth)).toEqual({ ok: true, message: null });
    expect(checkFundingAmount("0.0000001", { decimals: 6 })).toEqual({
      ok: false,
      message: "Use at most 6 decimal places.",
    });
    expect(checkFundingAmount("0.000001", { decimals: 6 }).ok).toBe(true);
  });

  it("applies the provider's USD limit when the price is known, and the source balance", () => {
    expect(checkFundingAmount("0.2", { decimals: 18, usdPrice: 3000, limit: coinbase })).toEqual({
      ok: false,
      message: "Coinbase adds at most $500 at once. Enter a smaller amount.",
    });
    expect(checkFundingAmount("0.1", { decimals: 18, usdPrice: 3000, limit: coinbase }).ok).toBe(true);
    expect(checkFundingAmount("0.2", { decimals: 18, usdPrice: null, limit: coinbase }).ok).toBe(true);
    expect(checkFundingAmount("4", { decimals: 18, usdPrice: 3000, limit: moonpay }).message).toMatch(
      /MoonPay adds at most \$10,000/,
    );
    expect(checkFundingAmount("3", { decimals: 9, max: { amount: "2.5", symbol: "SOL" } })).toEqual({
      ok: false,
      message: "You can send at most 2.5 SOL.",
    });
  });

  it("estimates in USD", () => {
    expect(fundingUsdEstimate("0.01", 3000)).toBe("≈ $30.00");
    expect(fundingUsdEstimate("0.000001", 1)).toBe("<$0.01");
    expect(fundingUsdEstimate("1", null)).toBeNull();
  });
});
