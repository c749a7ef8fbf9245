import type { EmbeddedWalletInfo } from "@foyer/core";
import {
  combineShares,
  createFrameProver,
  createMemoryKeyStore,
  entropyIdOf,
  type FrameProver,
  openWithPassword,
} from "@foyer/wallet-frame";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";
import { nodeWalletFrame } from "../../testing/nodeWalletFrame.ts";

const HOST = "http://localhost:5173";
const KDF = { t: 1, m: 64, p: 1, dkLen: 32 };

/**
 * Threat model row "has an access token" (packages/wallet-frame/README.md): the attacker holds a victim's
 * valid access token (a leaked log line, an XSS on the host app, the host's backend) and sends whatever
 * requests and headers it likes from outside a browser: the frame's Origin, a DPoP header signed by a
 * key of its own, proofs it captured from the real frame. It must fetch no share it can use and rebuild
 * no key, for a wallet on automatic recovery and for one secured by a password.
 */
describe("attacker with an access token and any headers", () => {
  let t: TestServer;
  let frameUrl: string;
  const loot: string[] = [];
  const victims: { token: string; wallet: EmbeddedWalletInfo; email: string }[] = [];
  /** The attacker's own device key: a valid P-256 key the server never registered for these wallets. */
  let attacker: FrameProver;

  beforeAll(async () => {
    t = await createTestServer({});
    frameUrl = t.started.walletFrameUrl as string;
    attacker = createFrameProver(createMemoryKeyStore(), () => t.clock.now());
    for (const password of [null, "correct horse 1"]) {
      const email = `victim-${victims.length}-${Date.now()}@example.com`;
      const { token } = await t.login(email);
      const frame = nodeWalletFrame({ frameUrl, hostOrigin: HOST, passwordKdf: KDF, now: () => t.clock.now() });
      const created = await frame.call("create", {
        accessToken: token,
        ...(password ? { recoveryPassword: password } : {}),
      });
      expect(created.ok, JSON.stringify(created)).toBe(true);
      victims.push({ token, email, wallet: (created as { result: { wallet: EmbeddedWalletInfo } }).result.wallet });
    }
  });
  afterAll(() => t?.close());

  /** Any request the attacker likes; every string in the answer goes to the loot. */
  async function send(path: string, body: unknown, token: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${frameUrl}/api/v1/embedded_wallets${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "foyer-app-id": "foyer-dev",
        authorization: `Bearer ${token}`,
        ...headers,
      },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, unknown>;
    for (const value of Object.values(json)) if (typeof value === "string") loot.push(value);
    return { status: response.status, body: json };
  }
  const spoofed = (extra: Record<string, string> = {}) => ({
    origin: frameUrl,
    referer: `${frameUrl}/apps/foyer-dev/embedded-wallets`,
    "sec-fetch-site": "same-origin",
    "foyer-host-origin": HOST,
    "x-forwarded-for": "127.0.0.1",
    ...extra,
  });
  const proof = (path: string, token: string, prover = attacker, method = "POST") =>
    prover.proof(method, `${frameUrl}/api/v1/embedded_wallets${path}`, token);

  it("gets no share with the frame's Origin and every other browser header, without a proof", async () => {
    for (const { token, wallet } of victims) {
      for (const path of ["/auth_share", "/recovery_share"]) {
        const answer = await send(path, { entropy_id: wallet.entropyId }, token, spoofed());
        expect(answer.status).toBe(401);
        expect(answer.body.reason).toBe("invalid_proof");
      }
    }
  });

  it("gets no auth share, and no automatic-recovery share, with a valid proof from its own key", async () => {
    for (const { token, wallet } of victims) {
      const auth = await send(
        "/auth_share",
        { entropy_id: wallet.entropyId },
        token,
        spoofed({ dpop: await proof("/auth_share", token) }),
      );
      expect(auth.body).toMatchObject({ code: "missing_or_invalid_token", reason: "device_not_registered" });
    }
    const [automatic] = victims;
    const recovery = await send(
      "/recovery_share",
      { entropy_id: automatic?.wallet.entropyId },
      automatic?.token as string,
      spoofed({ dpop: await proof("/recovery_share", automatic?.token as string) }),
    );
    expect(recovery.body.reason).toBe("device_not_registered");
  });

  it("gets a password-sealed share only, which does not open without the password", async () => {
    const victim = victims[1];
    if (!victim) throw new Error("no victim");
    const sealed = await send(
      "/recovery_share",
      { entropy_id: victim.wallet.entropyId },
      victim.token,
      spoofed({ dpop: await proof("/recovery_share", victim.token) }),
    );
    expect(sealed.body.recovery_method).toBe("user-passcode");
    for (const guess of ["password", "123456", "correct horse"]) {
      expect(
        await openWithPassword(sealed.body.recovery_share as string, guess, victim.wallet.entropyId, KDF),
      ).toBeNull();
    }
  });

  it("cannot replay, retarget or re-token a proof, nor use a stale one", async () => {
    const [victim] = victims;
    if (!victim) throw new Error("no victim");
    const body = { entropy_id: victim.wallet.entropyId };
    // A proof captured from a request (a proxy log): single use.
    const captured = await proof("/resolve", victim.token);
    await send("/resolve", { wallet_id: victim.wallet.walletId }, victim.token, spoofed({ dpop: captured }));
    expect(
      (await send("/resolve", { wallet_id: victim.wallet.walletId }, victim.token, spoofed({ dpop: captured }))).body
        .error,
    ).toContain("already used");
    // Made for another route, another method, another token: refused.
    expect(
      (await send("/auth_share", body, victim.token, spoofed({ dpop: await proof("/resolve", victim.token) }))).status,
    ).toBe(401);
    expect(
      (
        await send(
          "/auth_share",
          body,
          victim.token,
          spoofed({ dpop: await proof("/auth_share", victim.token, attacker, "GET") }),
        )
      ).status,
    ).toBe(401);
    const other = await t.login(`other-${Date.now()}@example.com`);
    expect(
      (await send("/auth_share", body, victim.token, spoofed({ dpop: await proof("/auth_share", other.token) })))
        .status,
    ).toBe(401);
    // Signed five minutes ago.
    const old = createFrameProver(createMemoryKeyStore(), () => t.clock.now() - 300_000);
    const stale = await send(
      "/resolve",
      { wallet_id: victim.wallet.walletId },
      victim.token,
      spoofed({ dpop: await proof("/resolve", victim.token, old) }),
    );
    expect(stale.body.error).toContain("not fresh");
    // A header whose key is a private JWK, or not P-256, or an unsigned token.
    const [header, claims] = captured.split(".");
    const decoded = JSON.parse(Buffer.from(header as string, "base64url").toString()) as Record<string, unknown>;
    const none = `${Buffer.from(JSON.stringify({ ...decoded, alg: "none" })).toString("base64url")}.${claims}.`;
    expect((await send("/auth_share", body, victim.token, spoofed({ dpop: none }))).body.reason).toBe("invalid_proof");
  });

  it("cannot register its key: no recovery signature it can make, no email code it can read", async () => {
    for (const { token, wallet, email } of victims) {
      const signed = await send(
        "/devices",
        { entropy_id: wallet.entropyId, recovery_signature: "A".repeat(86) },
        token,
        spoofed({ dpop: await proof("/devices", token) }),
      );
      expect(signed.status).toBe(401);
      const sent = await send(
        "/devices/code",
        { entropy_id: wallet.entropyId },
        token,
        spoofed({ dpop: await proof("/devices/code", token) }),
      );
      if (wallet.recoveryMethod === "user-passcode") {
        // A password wallet recovers through its password only.
        expect(sent.body.code).toBe("not_supported");
        continue;
      }
      expect(sent.status).toBe(200);
      expect(sent.body.to).not.toContain(email.split("@")[0]);
      for (const guess of ["000000", "123456", "111111"]) {
        const tried = await send(
          "/devices/verify",
          { entropy_id: wallet.entropyId, code: guess },
          token,
          spoofed({ dpop: await proof("/devices/verify", token) }),
        );
        expect(tried.status).not.toBe(200);
      }
      // A login code the host page saw is not a device code.
      t.clock.advance(31_000); // past the resend cooldown
      await t.post("/api/v1/passwordless/init", { email });
      const [loginMail] = await t.mailbox(email);
      expect(loginMail?.subject).toContain("login code");
      const loginCode = loginMail?.code as string;
      const withLogin = await send(
        "/devices/verify",
        { entropy_id: wallet.entropyId, code: loginCode },
        token,
        spoofed({ dpop: await proof("/devices/verify", token) }),
      );
      expect(withLogin.status).not.toBe(200);
      const still = await send(
        "/auth_share",
        { entropy_id: wallet.entropyId },
        token,
        spoofed({ dpop: await proof("/auth_share", token) }),
      );
      expect(still.body.reason).toBe("device_not_registered");
    }
  });

  it("cannot reach the wallet through a wallet it creates, a re-split, or added wallets", async () => {
    const [victim] = victims;
    if (!victim) throw new Error("no victim");
    // Its own Node frame (a new device) with the victim's token: creating a Solana wallet registers its key
    // for that new wallet only.
    const frame = nodeWalletFrame({ frameUrl, hostOrigin: HOST, passwordKdf: KDF, now: () => t.clock.now() });
    expect((await frame.call("createSolana", { accessToken: victim.token })).ok).toBe(true);
    const id = {
      accessToken: victim.token,
      entropyId: victim.wallet.entropyId,
      entropyIdVerifier: victim.wallet.entropyIdVerifier,
    };
    const connect = await frame.call("connect", id);
    expect(connect).toMatchObject({
      ok: false,
      error: { type: "wallet_not_on_device", details: { verification: "in-frame" } },
    });
    const resplit = await frame.call("setRecovery", {
      ...id,
      recoveryMethod: "user-passcode",
      recoveryPassword: "mine!",
    });
    expect(resplit.ok).toBe(false);
    const added = await frame.call("addWallet", { ...id, chainType: "ethereum", hdWalletIndex: 3 });
    expect(added.ok).toBe(false);
    const replaced = await send(
      "/shares",
      {
        entropy_id: victim.wallet.entropyId,
        auth_share: "x".repeat(32),
        recovery_method: "foyer",
        recovery_share: "y".repeat(32),
        recovery_proof_key: "A".repeat(43),
      },
      victim.token,
      spoofed({ dpop: await proof("/shares", victim.token) }),
    );
    expect(replaced.body.reason, JSON.stringify(replaced.body)).toBe("device_not_registered");
  });

  it("rebuilds no key from everything it collected", async () => {
    expect(loot.length).toBeGreaterThan(5);
    const candidates = [
      ...new Set(loot.flatMap((v) => [v, ...v.split(".")]).filter((v) => /^[A-Za-z0-9_-]{40,}$/.test(v))),
    ];
    for (const { wallet } of victims) {
      const verify = async (e: Uint8Array) => (await entropyIdOf(e, "ethereum")).entropyId === wallet.entropyId;
      for (let a = 0; a < candidates.length; a++) {
        for (let b = a + 1; b < candidates.length; b++) {
          await expect(
            combineShares([candidates[a] as string, candidates[b] as string], wallet.entropyId, verify),
          ).rejects.toThrow();
        }
      }
    }
  });
});
