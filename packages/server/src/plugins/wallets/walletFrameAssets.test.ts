import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";

/** The wallet origin serves prebuilt bundles named after their content, cacheable forever, and nothing else. */
describe("wallet frame bundles", () => {
  let t: TestServer;
  let frameUrl: string;

  beforeAll(async () => {
    t = await createTestServer();
    frameUrl = t.started.walletFrameUrl as string;
  });
  afterAll(() => t?.close());

  it("each page loads its content-hashed script, served as immutable JavaScript", async () => {
    for (const page of ["embedded-wallets", "embedded-wallets/export", "embedded-wallets/verify"]) {
      const html = await (await fetch(`${frameUrl}/apps/foyer-dev/${page}`)).text();
      const src = /<script type="module" src="(\/assets\/wallet-frame\/([a-z]+)-[A-Z0-9]{8}\.js)"/.exec(html);
      expect(src, html).not.toBeNull();
      const script = await fetch(`${frameUrl}${src?.[1]}`);
      expect(script.status).toBe(200);
      expect(script.headers.get("content-type")).toContain("text/javascript");
      expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await script.text()).length).toBeGreaterThan(10_000);
    }
  });

  it("serves the chunks a page imports on first use (Argon2 for a recovery password), and only those", async () => {
    const html = await (await fetch(`${frameUrl}/apps/foyer-dev/embedded-wallets`)).text();
    const src = /src="(\/assets\/wallet-frame\/frame-[A-Z0-9]{8}\.js)"/.exec(html)?.[1];
    const frame = await (await fetch(`${frameUrl}${src}`)).text();
    const chunks = [...frame.matchAll(/"\.\/(argon2-[A-Z0-9]{8}\.js)"/g)].map((m) => m[1]);
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) {
      const script = await fetch(`${frameUrl}/assets/wallet-frame/${chunk}`);
      expect(script.status, chunk).toBe(200);
      expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    // hash-wasm's Argon2 (its checks' messages, its WebAssembly) is in the chunk, not in the frame page.
    const argon2 = await (await fetch(`${frameUrl}/assets/wallet-frame/${chunks[0]}`)).text();
    expect(argon2).toContain("Parallelism should be a positive number");
    expect(frame).not.toContain("Parallelism should be a positive number");
  });

  it("the frame's first load (preloaded) carries no chain's key code: each chain is a chunk it imports on first use", async () => {
    const html = await (await fetch(`${frameUrl}/apps/foyer-dev/embedded-wallets`)).text();
    const src = /src="(\/assets\/wallet-frame\/frame-[A-Z0-9]{8}\.js)"/.exec(html)?.[1];
    const frame = await (await fetch(`${frameUrl}${src}`)).text();
    const script = async (name: string) => {
      const response = await fetch(`${frameUrl}/assets/wallet-frame/${name}`);
      expect(response.status, name).toBe(200);
      return response.text();
    };
    // The first load: the page's script and what it imports statically, transitively.
    const texts = [frame];
    const seen = new Set<string>();
    for (let i = 0; i < texts.length; i++) {
      for (const [, name] of (texts[i] as string).matchAll(/from"\.\/([A-Za-z0-9-]+\.js)"/g)) {
        if (name && !seen.has(name)) {
          seen.add(name);
          texts.push(await script(name));
        }
      }
    }
    const firstLoad = texts.join("\n");
    // The page preloads them beside its script (they would otherwise download only once it has arrived).
    for (const name of seen) expect(html).toContain(`<link rel="modulepreload" href="/assets/wallet-frame/${name}">`);
    const lazy = (name: string) => new RegExp(`import\\("\\./(${name}-[A-Z0-9]{8}\\.js)"\\)`).exec(frame)?.[1];
    const ethereum = lazy("ethereumKeys");
    const solana = lazy("solanaKeys");
    expect(ethereum && solana).toBeTruthy();
    // BIP-44's Ethereum path (with BIP-32 and viem) and SLIP-10's key string (Solana) are in their chunks only.
    expect(await script(ethereum as string)).toContain("m/44'/60'/0'/0/");
    expect(await script(solana as string)).toContain("ed25519 seed");
    expect(firstLoad).not.toContain("m/44'/60'/0'/0/");
    expect(firstLoad).not.toContain("ed25519 seed");
  });

  it("answers 404 for any name the build's manifest does not list", async () => {
    for (const name of ["frame.js", "manifest.json", "..%2Fmanifest.json", "frame-AAAAAAAA.js", "argon2-AAAAAAAA.js"]) {
      expect((await fetch(`${frameUrl}/assets/wallet-frame/${name}`)).status, name).toBe(404);
    }
  });
});
