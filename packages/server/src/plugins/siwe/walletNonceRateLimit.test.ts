import { ed25519 } from "@noble/curves/ed25519.js";
import { base58 } from "@scure/base";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../testing/backends.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";

const HOUR = 60 * 60_000;

describe.each(backends())("siwe/init and siws/init share a per-IP cap ($name)", (backend) => {
  let t: TestServer;
  const ethereum = privateKeyToAccount(generatePrivateKey()).address;
  const solana = base58.encode(ed25519.getPublicKey(ed25519.utils.randomSecretKey()));

  beforeAll(async () => {
    t = await createTestServer({ backend, devOidcPort: false, rateLimits: { walletNoncesPerIpPerHour: 4 } });
  });
  afterAll(() => t?.close());

  it("answers 429 too_many_requests with Retry-After past the cap, and serves again in the next window", async () => {
    for (let i = 0; i < 2; i++) {
      expect((await t.post("/api/v1/siwe/init", { address: ethereum })).status).toBe(200);
      expect((await t.post("/api/v1/siws/init", { address: solana })).status).toBe(200);
    }
    const siwe = await t.post("/api/v1/siwe/init", { address: ethereum });
    expect(siwe.status).toBe(429);
    expect(siwe.body.code).toBe("too_many_requests");
    expect(Number(siwe.headers.get("retry-after"))).toBeGreaterThan(0);
    const siws = await t.post("/api/v1/siws/init", { address: solana });
    expect(siws.status).toBe(429);

    // A malformed body is refused before it counts (400, not 429).
    expect((await t.post("/api/v1/siwe/init", { address: "0x12" })).body.code).toBe("invalid_data");

    t.clock.advance(HOUR + 1_000);
    expect((await t.post("/api/v1/siwe/init", { address: ethereum })).status).toBe(200);
  });
});
