import { describe, expect, it } from "vitest";
import { formatFiat } from "./formatFiat.ts";
import { formatPriceDisplay } from "./formatPriceDisplay.ts";
import { formatTokenAmount } from "./formatTokenAmount.ts";

describe("formatFiat (spec 001 §9: USD up to 2 decimals, under a cent '<$0.01')", () => {
  it("shows dollars with two decimals and grouping", () => {
    expect(formatFiat(1234.567)).toBe("$1,234.57");
    expect(formatFiat(3)).toBe("$3.00");
    expect(formatFiat(0.01)).toBe("$0.01");
    expect(formatFiat(0)).toBe("$0.00");
  });
  it("shows '<$0.01' for a positive amount under a cent", () => {
    expect(formatFiat(0.0049)).toBe("<$0.01");
    expect(formatFiat(0.00000001)).toBe("<$0.01");
  });
});

describe("formatTokenAmount (spec 001 §9: 6 decimals, tiny amounts '<0.001')", () => {
  it("keeps at most 6 decimals, rounding half up, dropping trailing zeros", () => {
    expect(formatTokenAmount(1_500_000n, 6, "USDC")).toBe("1.5 USDC");
    expect(formatTokenAmount(1_234_567_890_123_456_789n, 18, "ETH")).toBe("1.234568 ETH");
    expect(formatTokenAmount(10n ** 18n, 18, "ETH")).toBe("1 ETH");
    expect(formatTokenAmount(12_345_678_000_000n, 6)).toBe("12,345,678");
    expect(formatTokenAmount(1_000_000_000n, 9, "SOL")).toBe("1 SOL");
  });
  it("shows '<0.001' for a positive amount that rounds to zero, and 0 for nothing", () => {
    expect(formatTokenAmount(1n, 18, "ETH")).toBe("<0.001 ETH");
    expect(formatTokenAmount(499_999_999_999n, 18)).toBe("<0.001");
    expect(formatTokenAmount(0n, 18, "ETH")).toBe("0 ETH");
    expect(formatTokenAmount(500_000_000_000n, 18)).toBe("0.000001");
  });
  it("handles tokens with no decimals", () => {
    expect(formatTokenAmount(3n, 0, "NFT")).toBe("3 NFT");
  });
});

describe("formatPriceDisplay (fiat first by default)", () => {
  const amount = 10n ** 15n; // 0.001 ETH
  it("puts fiat first, native token second", () => {
    expect(formatPriceDisplay({ amount, decimals: 18, symbol: "ETH", price: { ok: true, usd: 3000 } })).toEqual({
      primary: "$3.00",
      secondary: "0.001 ETH",
      usd: 3,
    });
  });
  it("puts the token first when asked", () => {
    const shown = formatPriceDisplay(
      { amount, decimals: 18, symbol: "ETH", price: { ok: true, usd: 3000 } },
      "native-token",
    );
    expect([shown.primary, shown.secondary]).toEqual(["0.001 ETH", "$3.00"]);
  });
  it("shows the token amount alone without a price", () => {
    const shown = formatPriceDisplay({
      amount,
      decimals: 18,
      symbol: "ETH",
      price: { ok: false, message: "Unable to fetch token price on chain id 1" },
    });
    expect(shown).toEqual({ primary: "0.001 ETH", secondary: null, usd: null });
  });
});
