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

  it("answers 404 for any name the build's manifest does not list", async () => {
    for (const name of ["frame.js", "manifest.json", "..%2Fmanifest.json", "frame-AAAAAAAA.js"]) {
      expect((await fetch(`${frameUrl}/assets/wallet-frame/${name}`)).status, name).toBe(404);
    }
  });
});
