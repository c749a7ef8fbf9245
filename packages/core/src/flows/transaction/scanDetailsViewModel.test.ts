import { describe, expect, it } from "vitest";
import type { TransactionScanResult, WireScanResult } from "../../scan/ScanResult.ts";
import { scanDetailsViewModel } from "./scanDetailsViewModel.ts";

const DRAINER = "0x1111111111111111111111111111111111111111";
const BOB = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";
const USDC = {
  type: "ERC20",
  address: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
  name: "USD Coin",
  symbol: "USDC",
  logo_url: null,
  decimals: 6,
} as const;
const ETH = { type: "NATIVE", address: null, name: "Ether", symbol: "ETH", logo_url: null, decimals: 18 } as const;

function result(patch: {
  validation?: Partial<WireScanResult["validation"]>;
  simulation?: Partial<WireScanResult["simulation"]>;
}): TransactionScanResult {
  return {
    validation: {
      status: "Success",
      result_type: "Benign",
      reason: "",
      description: "",
      features: [],
      error: null,
      ...patch.validation,
    },
    simulation: {
      status: "Success",
      error: null,
      assets_diffs: [],
      exposures: [],
      ownership_changes: [],
      ...patch.simulation,
    },
  } as unknown as TransactionScanResult;
}

const transfer = (value: string, usd: string | null, counterparty: string | null, token_id: string | null = null) => ({
  raw_value: value,
  value,
  usd_price: usd,
  token_id,
  counterparty,
});

describe("the scan-details view as data", () => {
  it("lists what leaves and enters the wallet, with fiat value and counterparty", () => {
    const view = scanDetailsViewModel(
      result({
        simulation: {
          assets_diffs: [
            { asset_type: "ERC20", asset: USDC, in: [], out: [transfer("1", "1.00", BOB)] },
            { asset_type: "NATIVE", asset: ETH, in: [transfer("0.5", "1500.00", BOB)], out: [] },
          ],
        },
      }),
    );
    expect(view).toEqual({
      findings: [],
      changes: [
        { kind: "out", label: "Send", text: "-1 USDC", usd: "$1.00", counterparty: "0x3C44…93BC" },
        { kind: "in", label: "Receive", text: "+0.5 ETH", usd: "$1,500.00", counterparty: "0x3C44…93BC" },
      ],
      note: null,
    });
  });

  it("shows allowances ('Maximum', 'All tokens') and the findings, Malicious before Warning, Info left out", () => {
    const view = scanDetailsViewModel(
      result({
        validation: {
          result_type: "Malicious",
          features: [
            { feature_id: "info", type: "Info", description: "Simulated with eth_simulateV1", address: null },
            { feature_id: "balance_drain", type: "Warning", description: "Most of a balance leaves", address: null },
            {
              feature_id: "unlimited_approval",
              type: "Malicious",
              description: "Unlimited USDC to a drainer",
              address: DRAINER,
            },
          ],
        },
        simulation: {
          exposures: [
            {
              asset_type: "ERC20",
              asset: USDC,
              spenders: [
                {
                  spender: DRAINER,
                  approval: (2n ** 256n - 1n).toString(),
                  value: "1.1e71",
                  usd_price: null,
                  is_approved_for_all: false,
                  token_id: null,
                  expiration: null,
                  source: "transaction",
                },
              ],
            },
            {
              asset_type: "ERC721",
              asset: { ...USDC, type: "ERC721", symbol: "TNFT", decimals: 0 },
              spenders: [
                {
                  spender: DRAINER,
                  approval: null,
                  value: null,
                  usd_price: null,
                  is_approved_for_all: true,
                  token_id: null,
                  expiration: null,
                  source: "transaction",
                },
              ],
            },
          ],
        },
      }),
    );
    expect(view.findings).toEqual(["Unlimited USDC to a drainer", "Most of a balance leaves"]);
    expect(view.changes.map((c) => [c.kind, c.text, c.counterparty])).toEqual([
      ["allowance", "Maximum USDC", "0x1111…1111"],
      ["allowance", "All tokens TNFT", "0x1111…1111"],
    ]);
    expect(view.note).toBeNull();
  });

  it("says 'Simulation failed' with the chain's reason, and 'No tokens found' when nothing moves", () => {
    expect(
      scanDetailsViewModel(
        result({
          simulation: { status: "Error", error: "execution reverted: ERC20: transfer amount exceeds balance" },
        }),
      ).note,
    ).toBe("Simulation failed: execution reverted: ERC20: transfer amount exceeds balance");
    expect(scanDetailsViewModel(result({ simulation: { status: "Error", error: null } })).note).toBe(
      "Simulation failed",
    );
    expect(scanDetailsViewModel(result({})).note).toBe("No tokens found");
  });

  it("reads an app's own scan answer of any shape without throwing (ERC-721 ids, missing fields)", () => {
    const own = {
      validation: { status: "Success", result_type: "Warning" },
      simulation: {
        status: "Success",
        assets_diffs: [{ asset: { symbol: "TNFT" }, out: [{ value: "1", token_id: "7" }], in: "nope" }, null, 3],
      },
    } as unknown as TransactionScanResult;
    expect(scanDetailsViewModel(own)).toEqual({
      findings: [],
      changes: [{ kind: "out", label: "Send", text: "-1 TNFT #7", usd: null, counterparty: null }],
      note: null,
    });
    expect(scanDetailsViewModel({ validation: { status: "Success", result_type: "Benign" } }).note).toBe(
      "No tokens found",
    );
  });
});
