// Embedded-wallet latency through the real wallet frame in Chromium: frame load to first answer (and where
// that time goes, read from the frame's own timeline), wallet creation (entropy, derivation, Shamir split,
// server round trip), message signing (the frame keeps the entropy it unlocked or created for its lifetime),
// the first Solana wallet (which loads the Solana code), Argon2id at the frame's cost inside the frame, and
// each page's bytes. Prints figures; never passes or fails.
//
//   npx tsx bench/wallets.ts [--creates 10] [--signs 50] [--loads 5]
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { startServer } from "@foyer/server";
import { build } from "esbuild";
import { launchChromium } from "../e2e/launchChromium.ts";
import { PASSWORD_KDF } from "../packages/wallet-frame/src/shareEncryption.ts";
import { measureFrameSize } from "../scripts/measureFrameSize.mjs";
import { signInByEmail } from "./emailLogin.ts";

const { values } = parseArgs({
  options: {
    creates: { type: "string", default: "10" },
    signs: { type: "string", default: "50" },
    loads: { type: "string", default: "5" },
  },
});
const loads = Number(values.loads);
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
  const frameUrl = api.walletFrameUrl ?? "";
  // Cold loads: each in a new browser context (empty cache), the frame's first answer alone.
  const coldAnswers: number[] = [];
  for (let i = 0; i < loads; i++) {
    const context = await browser.newContext();
    const cold = await context.newPage();
    await cold.goto(hostUrl);
    await cold.waitForFunction(() => "foyerFirstAnswer" in globalThis);
    coldAnswers.push(
      await cold.evaluate(
        (input) =>
          (globalThis as unknown as { foyerFirstAnswer: (i: unknown) => Promise<number> }).foyerFirstAnswer(input),
        { frameUrl, appId: "foyer-dev" },
      ),
    );
    await context.close();
  }
  const context = await browser.newContext();
  // In every frame before its scripts: when the first message (the host's ping) reaches the wallet frame.
  await context.addInitScript(() => {
    addEventListener("message", () => Object.assign(globalThis, { foyerFirstMessageAt: performance.now() }), {
      once: true,
      capture: true,
    });
  });
  const page = await context.newPage();
  await page.goto(hostUrl);
  await page.waitForFunction(() => "foyerBench" in globalThis);
  const result = await page.evaluate(
    (input) =>
      (
        globalThis as unknown as {
          foyerBench: (i: unknown) => Promise<{
            mountedAt: number;
            firstAnswerAt: number;
            create: number[];
            sign: number[];
            setPassword: number[];
            solana: { create: number[]; sign: number[] };
          }>;
        }
      ).foyerBench(input),
    { frameUrl, appId: "foyer-dev", tokens, signs },
  );
  const frame = page.frames().find((f) => f.url().startsWith(frameUrl));
  if (!frame) throw new Error("The wallet frame is not in the page");
  // The frame's own timeline (its navigation start is 0) and Argon2id timed in the frame with its own chunk.
  const inFrame = await frame.evaluate(
    async ({ kdf, runs }) => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((e) => e.name.endsWith(".js"))
        .map((e) => ({
          name: e.name.split("/").pop() ?? "",
          start: e.startTime,
          waited: e.responseStart - e.requestStart,
          end: e.responseEnd,
          bytes: e.encodedBodySize,
        }));
      const argon2Script = scripts.find((s) => s.name.startsWith("argon2-"))?.name;
      const argon2: number[] = [];
      if (argon2Script) {
        const { argon2id } = await import(`/assets/wallet-frame/${argon2Script}`);
        for (let i = 0; i < runs; i++) {
          const start = performance.now();
          await argon2id({
            password: `bench password ${i}`,
            salt: crypto.getRandomValues(new Uint8Array(16)),
            iterations: kdf.t,
            memorySize: kdf.m,
            parallelism: kdf.p,
            hashLength: kdf.dkLen,
            outputType: "binary",
          });
          argon2.push(performance.now() - start);
        }
      }
      return {
        timeOrigin: performance.timeOrigin,
        htmlEnd: nav.responseEnd,
        domContentLoaded: nav.domContentLoadedEventStart,
        firstMessage: (globalThis as unknown as { foyerFirstMessageAt?: number }).foyerFirstMessageAt ?? Number.NaN,
        scripts,
        argon2,
      };
    },
    { kdf: PASSWORD_KDF, runs: 5 },
  );
  const answer = result.firstAnswerAt - inFrame.timeOrigin;
  const firstScripts = inFrame.scripts.filter((s) => s.end <= answer);
  const laterScripts = inFrame.scripts.filter((s) => s.end > answer);
  const stats = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
    return `p50 ${at(0.5).toFixed(1)} ms  p99 ${at(0.99).toFixed(1)} ms  max ${(s.at(-1) ?? 0).toFixed(1)} ms  (n=${s.length})`;
  };
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const names = (xs: { name: string; bytes: number }[]) => xs.map((s) => `${s.name} ${kb(s.bytes)}`).join(", ");
  console.log("Embedded wallets through the frame (Chromium, PGlite in memory)");
  console.log(`  first answer, cold loads       ${stats(coldAnswers)}  (iframe added to ping answered)`);
  console.log(`  iframe added to first answer   ${ms(result.firstAnswerAt - result.mountedAt)}  (this run:)`);
  console.log(`    frame navigation starts      +${ms(inFrame.timeOrigin - result.mountedAt)}`);
  console.log(`    HTML received                ${ms(inFrame.htmlEnd)} after the frame's navigation start`);
  console.log(
    `    first-load scripts received  ${ms(Math.max(0, ...firstScripts.map((s) => s.end)))}  (${names(firstScripts)})`,
  );
  for (const s of firstScripts) {
    console.log(`      ${s.name.padEnd(26)} requested ${ms(s.start)}, server answered in ${ms(s.waited)}`);
  }
  console.log(`    scripts run (DOMContentLoaded) ${ms(inFrame.domContentLoaded)}`);
  console.log(`    ping reaches the frame       ${ms(inFrame.firstMessage)}  (after 'ready' went to the host)`);
  console.log(`    first answer                 ${ms(answer)}  (${ms(answer - inFrame.htmlEnd)} after the HTML)`);
  console.log(`  loaded on use                  ${names(laterScripts)}`);
  console.log(`  create (Ethereum, index 0)     ${stats(result.create)}`);
  console.log(`  signMessage, first             ${ms(result.sign[0] ?? 0)}`);
  console.log(`  signMessage, later             ${stats(result.sign.slice(1))}`);
  console.log(`  setRecovery with password      ${stats(result.setPassword)}`);
  console.log(`  createSolana, first            ${ms(result.solana.create[0] ?? 0)}`);
  console.log(`  signMessage Solana, later      ${stats(result.solana.sign.slice(1))}`);
  console.log(
    `  Argon2id in the frame (wasm)   ${stats(inFrame.argon2)}  m=${PASSWORD_KDF.m} KiB t=${PASSWORD_KDF.t} p=${PASSWORD_KDF.p}`,
  );
  const sizes = await measureFrameSize();
  for (const [name, { first, later }] of Object.entries(sizes.pages)) {
    console.log(
      `  page "${name}" bytes            first load ${kb(first.bytes)} (${kb(first.gzip)} gzip), on use ${kb(later.bytes)} (${kb(later.gzip)} gzip)`,
    );
  }
} finally {
  await browser.close();
  await api.close();
  host.close();
}
