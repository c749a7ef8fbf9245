// Embedded-wallet latency through the real wallet frame in Chromium: frame load, wallet creation
// (entropy, derivation, Shamir split, server round trip) and message signing (the frame keeps the
// entropy it unlocked or created for its lifetime). Prints figures; never passes or fails.
//
//   npx tsx bench/wallets.ts [--creates 10] [--signs 50]
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { startServer } from "@foyer/server";
import { build } from "esbuild";
import { launchChromium } from "../e2e/launchChromium.ts";
import { signInByEmail } from "./emailLogin.ts";

const { values } = parseArgs({
  options: { creates: { type: "string", default: "10" }, signs: { type: "string", default: "50" } },
});
const creates = Number(values.creates);
const signs = Number(values.signs);

const script = (
  await build({
    entryPoints: [new URL("./wallets/benchHost.ts", import.meta.url).pathname],
    bundle: true,
    format: "esm",
    write: false,
    platform: "browser",
    // The workspace packages' sources (their dist/ exists only after a build).
    conditions: ["@foyer/source"],
  })
).outputFiles[0]?.text;

// The host page on its own origin (localhost), the frame on 127.0.0.1: two sites, as in production.
const host = createServer((req, res) => {
  if (req.url === "/bench.js") {
    res.writeHead(200, { "content-type": "text/javascript" }).end(script);
    return;
  }
  res
    .writeHead(200, { "content-type": "text/html" })
    .end('<!doctype html><script type="module" src="/bench.js"></script>');
});
await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
const hostUrl = `http://localhost:${(host.address() as AddressInfo).port}`;

const api = await startServer({
  mode: "development",
  port: 0,
  hostname: "127.0.0.1",
  devOidcPort: false,
  devAppOrigins: [hostUrl],
  logger: { info() {}, warn() {}, error() {} },
});
const headers = { "content-type": "application/json", "foyer-app-id": "foyer-dev" };
async function login(i: number): Promise<string> {
  const email = `bench-wallet-${process.pid}-${i}@example.com`;
  return (await signInByEmail(api.url, email, headers)).token;
}
const tokens: string[] = [];
for (let i = 0; i < creates; i++) tokens.push(await login(i));

const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto(hostUrl);
  await page.waitForFunction(() => "foyerBench" in globalThis);
  const result = await page.evaluate(
    (input) =>
      (
        globalThis as unknown as {
          foyerBench: (i: unknown) => Promise<{
            frameLoadMs: number;
            create: number[];
            sign: number[];
            setPassword: number[];
            argon2: { wasm: number[]; pureJs: number };
          }>;
        }
      ).foyerBench(input),
    { frameUrl: api.walletFrameUrl ?? "", appId: "foyer-dev", tokens, signs },
  );
  const stats = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
    return `p50 ${at(0.5).toFixed(1)} ms  p99 ${at(0.99).toFixed(1)} ms  max ${(s.at(-1) ?? 0).toFixed(1)} ms  (n=${s.length})`;
  };
  console.log("Embedded wallets through the frame (Chromium, PGlite in memory)");
  console.log(`  frame load + first answer   ${result.frameLoadMs.toFixed(1)} ms`);
  console.log(`  create (Ethereum, index 0)  ${stats(result.create)}`);
  console.log(`  signMessage, first          ${(result.sign[0] ?? 0).toFixed(1)} ms`);
  console.log(`  signMessage, later          ${stats(result.sign.slice(1))}`);
  console.log(`  setRecovery with password   ${stats(result.setPassword)}`);
  console.log(`  Argon2id m=19 MiB t=2, wasm ${stats(result.argon2.wasm)}`);
  console.log(`  Argon2id, pure JS (before)  ${result.argon2.pureJs.toFixed(1)} ms`);
} finally {
  await browser.close();
  await api.close();
  host.close();
}
