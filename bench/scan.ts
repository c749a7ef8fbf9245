// Transaction scanning on the scan corpus (issue 16): the corpus deployed on a fresh anvil and LiteSVM, every
// scenario sent through the real server's `POST /api/v1/scan/transaction` (self-hosted engine). Prints
// precision and recall per verdict (and for "flagged" = Warning or Malicious against Benign), the scenarios
// it got wrong, and p50/p95 scan latency per chain. Prints figures; never passes or fails.
//
//   npm run bench:scan -- [--runs 3]
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { WireScanResult } from "@foyer/core";
import { deployScanCorpus, type ScanLabel, startAnvil, startSolanaDevnet } from "@foyer/devchain";
import { startServer } from "@foyer/server";
import { signInByEmail } from "./emailLogin.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const runs = Math.max(1, Number(values.runs));
const HOST = "http://localhost:5173";

const [anvil, devnet] = await Promise.all([startAnvil(), startSolanaDevnet()]);
const dir = mkdtempSync(join(tmpdir(), "foyer-bench-scan-"));
let api: Awaited<ReturnType<typeof startServer>> | null = null;

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const ratio = (n: number, d: number) => (d === 0 ? "   n/a" : `${((100 * n) / d).toFixed(1).padStart(5)}%`);

try {
  const corpus = await deployScanCorpus({
    evmRpcUrl: anvil.rpcUrl,
    solana: { rpcUrl: devnet.rpcUrl, svm: devnet.svm },
  });
  const blocklistFile = join(dir, "blocklist.txt");
  writeFileSync(blocklistFile, corpus.blocklist);
  api = await startServer({
    mode: "development",
    port: 0,
    logger: { info() {}, warn() {}, error() {} },
    apps: [
      {
        id: "foyer-dev",
        evm_rpc_urls: { [String(corpus.evm.chainId)]: anvil.rpcUrl },
        transaction_scanning: {
          enabled: true,
          solana_rpc_urls: { "solana:localnet": devnet.rpcUrl },
          blocklist_file: blocklistFile,
          usd_prices: { [String(corpus.evm.chainId)]: { native: 3000, [corpus.evm.token.toLowerCase()]: 1 } },
          scans_per_user_per_hour: 100_000,
        },
      },
    ],
  });
  const headers = { "content-type": "application/json", "foyer-app-id": "foyer-dev", origin: HOST };
  const email = "bench-scan@example.com";
  const { token } = await signInByEmail(api.url, email, headers);

  const latency: Record<string, number[]> = { ethereum: [], solana: [] };
  const verdicts: { id: string; expected: ScanLabel; got: string }[] = [];
  for (const scenario of corpus.scenarios) {
    let got = "";
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const response = await fetch(`${api.url}/api/v1/scan/transaction`, {
        method: "POST",
        headers: { ...headers, authorization: `Bearer ${token}` },
        body: JSON.stringify(scenario.request),
      });
      const body = (await response.json()) as WireScanResult;
      latency[String(scenario.request.chain_type)]?.push(performance.now() - started);
      got = response.status === 200 ? body.validation.result_type : `HTTP ${response.status}`;
    }
    verdicts.push({ id: scenario.id, expected: scenario.expected, got });
  }

  const flagged = (label: string) => label === "Warning" || label === "Malicious";
  console.log(`Scan corpus: ${corpus.scenarios.length} scenarios, ${runs} run(s) each, self-hosted engine\n`);
  console.log("verdict      precision   recall   (expected / predicted / both)");
  for (const [name, is] of [
    ["Malicious", (l: string) => l === "Malicious"],
    ["Warning", (l: string) => l === "Warning"],
    ["Benign", (l: string) => l === "Benign"],
    ["flagged", flagged],
  ] as const) {
    const expected = verdicts.filter((v) => is(v.expected)).length;
    const predicted = verdicts.filter((v) => is(v.got)).length;
    const both = verdicts.filter((v) => is(v.expected) && is(v.got)).length;
    console.log(
      `${name.padEnd(12)} ${ratio(both, predicted)}     ${ratio(both, expected)}   (${expected} / ${predicted} / ${both})`,
    );
  }
  const wrong = verdicts.filter((v) => v.expected !== v.got);
  console.log(`\nwrong verdicts: ${wrong.length === 0 ? "none" : ""}`);
  for (const v of wrong) console.log(`  ${v.id}: expected ${v.expected}, got ${v.got}`);
  console.log("\nlatency (request to answer, local server)");
  for (const [chain, samples] of Object.entries(latency))
    console.log(
      `  ${chain.padEnd(10)} p50 ${percentile(samples, 50).toFixed(1).padStart(8)} ms   p95 ${percentile(samples, 95).toFixed(1).padStart(8)} ms   (n=${samples.length})`,
    );
  const all = [...(latency.ethereum ?? []), ...(latency.solana ?? [])];
  console.log(
    `  ${"all".padEnd(10)} p50 ${percentile(all, 50).toFixed(1).padStart(8)} ms   p95 ${percentile(all, 95).toFixed(1).padStart(8)} ms   (n=${all.length})`,
  );
} finally {
  await api?.close();
  await anvil.stop();
  await devnet.stop();
  rmSync(dir, { recursive: true, force: true });
}
