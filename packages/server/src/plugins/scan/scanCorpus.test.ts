import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { WireScanResult } from "@foyer/core";
import {
  type Anvil,
  deployScanCorpus,
  type ScanCorpus,
  type SolanaDevnet,
  startAnvil,
  startSolanaDevnet,
} from "@foyer/devchain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";
import { scanResultSchema } from "./scanSchemas.ts";

// One anvil and one LiteSVM for the whole file: the corpus is deployed once, every scenario only scans.
describe("scan corpus: every scenario gets its expected verdict from the self-hosted engine", () => {
  let anvil: Anvil;
  let devnet: SolanaDevnet;
  let t: TestServer;
  let token: string;
  let corpus: ScanCorpus & Awaited<ReturnType<typeof deployScanCorpus>>;
  let dir: string;
  const results = new Map<string, WireScanResult>();

  beforeAll(async () => {
    [anvil, devnet] = await Promise.all([startAnvil(), startSolanaDevnet()]);
    corpus = await deployScanCorpus({ evmRpcUrl: anvil.rpcUrl, solana: { rpcUrl: devnet.rpcUrl, svm: devnet.svm } });
    dir = mkdtempSync(join(tmpdir(), "foyer-scan-"));
    const blocklistFile = join(dir, "blocklist.txt");
    writeFileSync(blocklistFile, corpus.blocklist);
    t = await createTestServer({
      apps: [
        {
          id: "foyer-dev",
          evm_rpc_urls: { [String(corpus.evm.chainId)]: anvil.rpcUrl },
          transaction_scanning: {
            enabled: true,
            solana_rpc_urls: { "solana:localnet": devnet.rpcUrl },
            blocklist_file: blocklistFile,
            usd_prices: { [String(corpus.evm.chainId)]: { native: 3000, [corpus.evm.token.toLowerCase()]: 1 } },
            scans_per_user_per_hour: 10_000,
          },
        },
      ],
    });
    token = (await t.login("corpus@example.com")).token;
    for (const scenario of corpus.scenarios) {
      const response = await t.post("/api/v1/scan/transaction", scenario.request, { token });
      if (response.status !== 200)
        throw new Error(`${scenario.id}: ${response.status} ${JSON.stringify(response.body)}`);
      results.set(scenario.id, response.body);
    }
  }, 240_000);

  afterAll(async () => {
    await t?.close();
    await anvil?.stop();
    await devnet?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("has at least 30 scenarios on both chains, each labelled", () => {
    expect(corpus.scenarios.length).toBeGreaterThanOrEqual(30);
    const chains = new Set(corpus.scenarios.map((s) => s.request.chain_type));
    expect(chains).toEqual(new Set(["ethereum", "solana"]));
    for (const label of ["Benign", "Warning", "Malicious"]) {
      expect(corpus.scenarios.some((s) => s.expected === label)).toBe(true);
    }
  });

  it("labels every scenario as expected, flagged ones by the expected rule", () => {
    const wrong = corpus.scenarios
      .map((scenario) => {
        const result = results.get(scenario.id);
        const features =
          result?.validation.features.map(
            (f) => `${f.type}:${f.feature_id}${f.type === "Info" ? ` (${f.description})` : ""}`,
          ) ?? [];
        const ruleFound =
          scenario.rule === null ||
          result?.validation.features.some((f) => f.feature_id === scenario.rule && f.type !== "Info");
        return result?.validation.result_type === scenario.expected && ruleFound
          ? null
          : `${scenario.id}: expected ${scenario.expected}${scenario.rule ? ` (${scenario.rule})` : ""}, got ${
              result?.validation.result_type
            } [${features.join(", ")}] ${result?.simulation.error ?? ""}`;
      })
      .filter((line) => line !== null);
    expect(wrong).toEqual([]);
  });

  it("answers the wire shape for every scenario", () => {
    for (const [id, result] of results) expect(scanResultSchema.safeParse(result).success, id).toBe(true);
  });

  it("a swap shows ETH leaving and SUSD entering the wallet, with USD values", () => {
    const result = results.get("evm-swap-eth-for-token");
    const native = result?.simulation.assets_diffs.find((d) => d.asset_type === "NATIVE");
    const token = result?.simulation.assets_diffs.find((d) => d.asset_type === "ERC20");
    expect(native?.out).toEqual([
      expect.objectContaining({ raw_value: String(10n ** 18n), value: "1", usd_price: "3000.00" }),
    ]);
    expect(token?.asset).toMatchObject({ symbol: "SUSD", name: "Scan USD", decimals: 6 });
    expect(Number(token?.in[0]?.value)).toBeGreaterThan(2000);
    expect(token?.in[0]?.usd_price).toMatch(/^\d+\.\d{2}$/);
  });

  it("an unlimited approval to a plain account is an exposure of the whole SUSD balance", () => {
    const result = results.get("evm-approve-eoa-unlimited");
    expect(result?.simulation.exposures).toEqual([
      expect.objectContaining({
        asset_type: "ERC20",
        spenders: [
          expect.objectContaining({
            spender: corpus.evm.attacker,
            approval: String(2n ** 256n - 1n),
            is_approved_for_all: false,
            source: "transaction",
          }),
        ],
      }),
    ]);
  });

  it("a revert is a Warning carrying the contract's reason", () => {
    const result = results.get("evm-revert-sale-closed");
    expect(result?.simulation).toMatchObject({ status: "Error", error: "Sale not active" });
    expect(result?.validation.description).toContain("Sale not active");
  });

  it("a Solana delegate grab is an SPL exposure to the attacker's wallet", () => {
    const result = results.get("sol-delegate-grab-max");
    expect(result?.simulation.exposures[0]).toMatchObject({
      asset_type: "SPL",
      spenders: [{ approval: String(2n ** 64n - 1n), source: "transaction" }],
    });
  });

  it("a Solana token transfer shows SPL leaving without the fee as a movement", () => {
    const result = results.get("sol-spl-transfer");
    expect(result?.simulation.assets_diffs).toEqual([
      expect.objectContaining({
        asset_type: "SPL",
        out: [expect.objectContaining({ raw_value: "100000000", value: "100" })],
      }),
    ]);
  });
});
