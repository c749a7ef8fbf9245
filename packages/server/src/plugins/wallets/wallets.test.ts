import type { EmbeddedWalletInfo } from "@foyer/core";
import {
  combineShares,
  createFrameProver,
  createMemoryKeyStore,
  type createMemoryStorage,
  entropyIdOf,
  type FrameProver,
} from "@foyer/wallet-frame";
import { sql } from "drizzle-orm";
import { verifyMessage } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../testing/backends.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";
import { nodeWalletFrame } from "../../testing/nodeWalletFrame.ts";
import { SoftwareAuthenticator } from "../../testing/SoftwareAuthenticator.ts";

const HOST = "http://localhost:5173";

describe.each(backends())("wallets plugin over HTTP ($name)", (backend) => {
  let t: TestServer;
  let frameUrl: string;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestServer({
      backend,
      apps: [
        {
          id: "server-wallets",
          name: "Server wallets",
          email_auth: true,
          allowed_origins: [HOST],
          embedded_wallet_config: {
            ethereum: { create_on_login: "off" },
            solana: { create_on_login: "off" },
            require_user_owned_recovery_on_create: false,
            user_owned_recovery_options: ["user-passcode"],
            mode: "user-controlled-server-wallets-only",
          },
        },
      ],
    });
    frameUrl = t.started.walletFrameUrl as string;
  });
  afterAll(() => t?.close());

  const login = async (appId?: string) => {
    const email = `w${++seq}-${Date.now()}@example.com`;
    if (!appId) return t.login(email);
    await t.post("/api/v1/passwordless/init", { email }, { appId });
    const auth = await t.post("/api/v1/passwordless/authenticate", { email, code: await t.readCode(email) }, { appId });
    return auth.body;
  };

  /** A wallet frame running in Node, talking to the real server as the frame origin would. */
  const nodeFrame = (storage?: ReturnType<typeof createMemoryStorage>) =>
    nodeWalletFrame({
      frameUrl,
      hostOrigin: HOST,
      passwordKdf: { t: 1, m: 64, p: 1, dkLen: 32 },
      now: () => t.clock.now(),
      ...(storage ? { storage } : {}),
    });

  /** A device key no wallet registered: enough for the routes that release no share (MFA, resolve). */
  const unregistered = createFrameProver(createMemoryKeyStore(), () => t.clock.now());
  /** A request as the frame makes it: its Origin, the token, and a proof by `prover`'s device key. */
  const framePost = async (
    path: string,
    body: unknown,
    token?: string,
    origin: string | null = frameUrl,
    prover: FrameProver = unregistered,
  ) =>
    fetch(`${frameUrl}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "foyer-app-id": "foyer-dev",
        ...(token
          ? { authorization: `Bearer ${token}`, dpop: await prover.proof("POST", `${frameUrl}${path}`, token) }
          : {}),
        ...(origin ? { origin } : {}),
      },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));

  it("creates a wallet through the frame; the auth share is released only to the frame origin with a valid session", async () => {
    const { token } = await login();
    const frame = nodeFrame();
    const created = await frame.call("create", { accessToken: token });
    expect(created.ok, JSON.stringify(created)).toBe(true);
    const wallet = (created as { result: { wallet: EmbeddedWalletInfo } }).result.wallet;
    const path = "/api/v1/embedded_wallets/auth_share";
    const body = { entropy_id: wallet.entropyId };

    expect((await framePost(path, body, token, frameUrl, frame.prover)).status).toBe(200);
    // Without the registered device's proof: nothing (the attacker suite plays this with every header).
    expect((await framePost(path, body, token)).body.reason).toBe("device_not_registered");
    expect((await framePost(path, body)).body.code).toBe("missing_or_invalid_token");
    expect((await framePost(path, body, "not-a-token")).body.code).toBe("missing_or_invalid_token");
    // The host page (or any other origin) and origin-less clients are refused even with the token.
    expect((await framePost(path, body, token, HOST, frame.prover)).status).toBe(401);
    expect((await framePost(path, body, token, null, frame.prover)).status).toBe(401);
    // The API origin does not serve share endpoints at all.
    expect((await t.post(path, body, { token, headers: { origin: HOST } })).status).not.toBe(200);
    // Another user's valid session gets nothing.
    const other = await login();
    expect((await framePost(path, body, other.token, frameUrl, frame.prover)).body.code).toBe(
      "embedded_wallet_not_found",
    );
    // After logout the session's token no longer works.
    const me = await login();
    const myFrame = nodeFrame();
    const mine = await myFrame.call("create", { accessToken: me.token });
    expect(mine.ok).toBe(true);
    await t.post("/api/v1/sessions/logout", { refresh_token: me.refresh_token }, { token: me.token });
    const entropyId = (mine as { result: { wallet: EmbeddedWalletInfo } }).result.wallet.entropyId;
    expect((await framePost(path, { entropy_id: entropyId }, me.token, frameUrl, myFrame.prover)).status).toBe(401);
    // Bodies are validated.
    expect((await framePost(path, { entropy_id: 42 }, token)).body.code).toBe("invalid_data");
  });

  it("has no wallets/revoke: no delegation exists to withdraw (the route was a no-op)", async () => {
    const user = await login();
    const answer = await t.post("/api/v1/wallets/revoke", {}, { token: user.token });
    expect(answer.status).toBe(404);
  });

  it("lists the wallet among linked accounts (walletClientType foyer) and signs with it", async () => {
    const { token } = await login();
    const frame = nodeFrame();
    const eth = await frame.call("create", { accessToken: token });
    const sol = await frame.call("createSolana", { accessToken: token });
    expect(eth.ok && sol.ok).toBe(true);
    const wallet = (eth as { result: { wallet: EmbeddedWalletInfo } }).result.wallet;
    const me = await t.get("/api/v1/users/me", { token });
    const wallets = me.body.user.linked_accounts.filter((a: { type: string }) => a.type === "wallet");
    expect(wallets).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          address: wallet.address,
          chain_type: "ethereum",
          wallet_client_type: "foyer",
          wallet_index: 0,
          recovery_method: "foyer",
        }),
        expect.objectContaining({ chain_type: "solana", wallet_client_type: "foyer" }),
      ]),
    );
    const signed = await frame.call("signMessage", {
      accessToken: token,
      entropyId: wallet.entropyId,
      entropyIdVerifier: wallet.entropyIdVerifier,
      chainType: "ethereum",
      hdWalletIndex: 0,
      message: "over http",
    });
    const signature = (signed as { result: { signature: `0x${string}` } }).result.signature;
    expect(await verifyMessage({ address: wallet.address as `0x${string}`, message: "over http", signature })).toBe(
      true,
    );
    expect((await t.get("/api/v1/wallets", { token })).body.wallets).toHaveLength(2);
    // Embedded wallets are not login methods: they cannot be unlinked, and the email stays the last method.
    const unlinkWallet = await t.post("/api/v1/siwe/unlink", { address: wallet.address }, { token });
    expect(unlinkWallet.body.code).toBe("failed_to_update_account");
    const email = me.body.user.linked_accounts.find((a: { type: string }) => a.type === "email").address;
    expect((await t.post("/api/v1/passwordless/unlink", { address: email }, { token })).body.code).toBe(
      "failed_to_update_account",
    );
  });

  it("creates one wallet per chain and index even when two tabs create at once", async () => {
    const { token } = await login();
    const answers = await Promise.all([
      nodeFrame().call("create", { accessToken: token }),
      nodeFrame().call("create", { accessToken: token }),
    ]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.find((a) => !a.ok)).toMatchObject({ error: { code: "embedded_wallet_already_exists" } });
    const list = (await t.get("/api/v1/wallets", { token })).body.wallets;
    expect(list.filter((w: { chain_type: string }) => w.chain_type === "ethereum")).toHaveLength(1);
  });

  it("recovers on a new device with the password over HTTP", async () => {
    const { token } = await login();
    const first = nodeFrame();
    const created = await first.call("create", { accessToken: token });
    const wallet = (created as { result: { wallet: EmbeddedWalletInfo } }).result.wallet;
    const id = { entropyId: wallet.entropyId, entropyIdVerifier: wallet.entropyIdVerifier };
    expect(
      (
        await first.call("setRecovery", {
          accessToken: token,
          ...id,
          recoveryMethod: "user-passcode",
          recoveryPassword: "secret!1",
        })
      ).ok,
    ).toBe(true);
    const second = nodeFrame();
    expect(await second.call("recover", { accessToken: token, ...id, recoveryPassword: "wrong-one" })).toMatchObject({
      ok: false,
      error: { type: "invalid_recovery_pin", message: "Invalid recovery password, please try again." },
    });
    expect((await second.call("recover", { accessToken: token, ...id, recoveryPassword: "secret!1" })).ok).toBe(true);
    expect((await second.call("connect", { accessToken: token, ...id })).ok).toBe(true);
  });

  it("forwards verifyMfa only for a host origin the app allows", async () => {
    const { token } = await login();
    const refused = await fetch(`${frameUrl}/api/v1/embedded_wallets/mfa/verify`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "foyer-app-id": "foyer-dev",
        authorization: `Bearer ${token}`,
        dpop: await unregistered.proof("POST", `${frameUrl}/api/v1/embedded_wallets/mfa/verify`, token),
        origin: frameUrl,
        "foyer-host-origin": "https://evil.example",
      },
      body: JSON.stringify({ method: "sms", code: "123456" }),
    });
    expect((await refused.json()).code).toBe("missing_or_invalid_mfa");
    // Without a session the frame endpoint answers nothing at all.
    expect((await framePost("/api/v1/embedded_wallets/mfa/verify", { method: "sms", code: "123456" })).status).toBe(
      401,
    );
  });

  it("lets the export page run SMS MFA from the wallet origin, to the enrolled number only", async () => {
    const { token } = await login();
    const number = `+1415555${String(1000 + (seq % 9000)).padStart(4, "0")}`;
    const api = (path: string, body: unknown) => t.post(`/api/v1/${path}`, body, { token, headers: { origin: HOST } });
    expect((await api("mfa/passwordless_sms/init", { phone_number: number })).status).toBe(200);
    const enrolled = await api("mfa/passwordless_sms/enroll", { phone_number: number, code: await t.readCode(number) });
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);

    const methods = await framePost("/api/v1/embedded_wallets/mfa/methods", {}, token);
    expect(methods.status).toBe(200);
    expect(methods.body.mfa_methods).toEqual(["sms"]);
    expect(methods.body.methods[0].hint).toBe(`•••${number.slice(-4)}`);
    // No number of the page's choosing: the code goes to the enrolled number only.
    const elsewhere = await framePost(
      "/api/v1/embedded_wallets/mfa/passwordless_sms/init",
      { phone_number: "+14155550000" },
      token,
    );
    expect(elsewhere.body.code).toBe("invalid_data");
    expect((await framePost("/api/v1/embedded_wallets/mfa/passwordless_sms/init", {}, token)).status).toBe(200);
    const wrong = await framePost("/api/v1/embedded_wallets/mfa/verify", { method: "sms", code: "000000" }, token);
    expect(wrong.body.code).toBe("missing_or_invalid_mfa");
    const verified = await framePost(
      "/api/v1/embedded_wallets/mfa/verify",
      { method: "sms", code: await t.readCode(number) },
      token,
    );
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(typeof verified.body.token).toBe("string");
    // Without a host origin only an SMS code is forwarded; a passkey needs the host page's origin.
    const passkey = await framePost(
      "/api/v1/embedded_wallets/mfa/verify",
      { method: "passkey", passkey_response: {} },
      token,
    );
    expect(passkey.body.code).toBe("missing_or_invalid_mfa");
    const foreign = await framePost(
      "/api/v1/embedded_wallets/mfa/passkeys/init",
      { host_origin: "https://evil.example" },
      token,
    );
    expect(foreign.body.code).toBe("missing_or_invalid_mfa");
    // The host page itself cannot use these routes (another origin).
    const fromHost = await framePost("/api/v1/embedded_wallets/mfa/methods", {}, token, HOST);
    expect(fromHost.status).toBe(401);
  });

  it("verifies a passkey assertion the export page made on the wallet origin, for the host's relying party", async () => {
    const authenticator = new SoftwareAuthenticator();
    const api = (path: string, body: unknown, token?: string) =>
      t.post(`/api/v1/${path}`, body, { token, headers: { origin: HOST } });
    const init = await api("passkeys/register/init", {});
    const registered = await api("passkeys/register", {
      authenticator_response: authenticator.create({
        challenge: init.body.options.challenge,
        origin: HOST,
        rpId: "localhost",
      }),
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const token = registered.body.token as string;
    const enrolOptions = await api("mfa/passkeys/init", { purpose: "enroll" }, token);
    const enrolled = await api(
      "mfa/passkeys/enroll",
      {
        passkey_response: authenticator.get({
          challenge: enrolOptions.body.options.challenge,
          origin: HOST,
          rpId: "localhost",
        }),
      },
      token,
    );
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);

    const fromExportPage = async (assertionOrigin: string) => {
      const options = await framePost("/api/v1/embedded_wallets/mfa/passkeys/init", { host_origin: HOST }, token);
      expect(options.status, JSON.stringify(options.body)).toBe(200);
      expect(options.body.options.rpId).toBe("localhost");
      const assertion = authenticator.get({
        challenge: options.body.options.challenge,
        origin: assertionOrigin,
        rpId: "localhost",
      });
      const answer = await fetch(`${frameUrl}/api/v1/embedded_wallets/mfa/verify`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "foyer-app-id": "foyer-dev",
          authorization: `Bearer ${token}`,
          dpop: await unregistered.proof("POST", `${frameUrl}/api/v1/embedded_wallets/mfa/verify`, token),
          origin: frameUrl,
          "foyer-host-origin": HOST,
        },
        body: JSON.stringify({ method: "passkey", passkey_response: assertion }),
      });
      return { status: answer.status, body: await answer.json() };
    };
    // Made on the wallet origin (a browser that lets it use the host's relying party): accepted.
    const verified = await fromExportPage(frameUrl);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(typeof verified.body.token).toBe("string");
    // Made anywhere else: refused.
    expect((await fromExportPage("https://evil.example")).body.code).toBe("missing_or_invalid_mfa");
  });

  it("serves the frame and export pages with frame-ancestors limited to the app's origins", async () => {
    for (const path of ["/apps/foyer-dev/embedded-wallets", "/apps/foyer-dev/embedded-wallets/export"]) {
      const response = await fetch(`${frameUrl}${path}`);
      expect(response.status).toBe(200);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain(`frame-ancestors ${HOST}`);
      expect(csp).not.toContain("frame-ancestors *");
      // WebAssembly (Argon2id) may compile; JavaScript eval may not.
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
      expect(await response.text()).toContain('"appId":"foyer-dev"');
    }
    expect((await fetch(`${frameUrl}/apps/nope/embedded-wallets`)).status).toBe(404);
  });

  it("resolves a wallet_id for the export page's unified query, for its owner only", async () => {
    const { token } = await login();
    const created = await nodeFrame().call("create", { accessToken: token });
    const wallet = (created as { result: { wallet: EmbeddedWalletInfo } }).result.wallet;
    const path = "/api/v1/embedded_wallets/resolve";
    const mine = await framePost(path, { wallet_id: wallet.walletId }, token);
    expect(mine.status).toBe(200);
    expect(mine.body.wallet).toMatchObject({
      id: wallet.walletId,
      entropy_id: wallet.entropyId,
      entropy_id_verifier: "ethereum-address-verifier",
      chain_type: "ethereum",
      wallet_index: 0,
    });
    const other = await login();
    expect((await framePost(path, { wallet_id: wallet.walletId }, other.token)).body.code).toBe(
      "embedded_wallet_not_found",
    );
    expect((await framePost(path, { wallet_id: wallet.walletId }, token, HOST)).status).toBe(401);
    expect((await framePost(path, { wallet_id: "../x" }, token)).body.code).toBe("invalid_data");
    expect((await framePost(path, {}, token)).body.code).toBe("invalid_data");
  });

  it("releases the auth share for export only after a fresh login", async () => {
    const { token } = await login();
    const frame = nodeFrame();
    const created = await frame.call("create", { accessToken: token });
    const wallet = (created as { result: { wallet: EmbeddedWalletInfo } }).result.wallet;
    const body = { entropy_id: wallet.entropyId, purpose: "export" };
    const share = () => framePost("/api/v1/embedded_wallets/auth_share", body, token, frameUrl, frame.prover);
    expect((await share()).status).toBe(200);
    t.clock.advance(6 * 60_000);
    try {
      expect((await share()).body.code).toBe("must_be_authenticated");
      const forUse = { entropy_id: wallet.entropyId };
      expect(
        (await framePost("/api/v1/embedded_wallets/auth_share", forUse, token, frameUrl, frame.prover)).status,
      ).toBe(200);
    } finally {
      t.clock.advance(-6 * 60_000);
    }
  });

  it("a dump of every table plus the server config, without the wallet keys, rebuilds no key", async () => {
    const users = await Promise.all([login(), login()]);
    const devices: string[] = [];
    const entropyIds: string[] = [];
    const frames: ReturnType<typeof nodeFrame>[] = [];
    for (const [i, user] of users.entries()) {
      const frame = nodeFrame();
      frames.push(frame);
      const eth = await frame.call("create", { accessToken: user.token });
      const wallet = (eth as { result: { wallet: EmbeddedWalletInfo } }).result.wallet;
      entropyIds.push(wallet.entropyId);
      // One user secures with a password, the other keeps automatic recovery.
      if (i === 0) {
        await frame.call("setRecovery", {
          accessToken: user.token,
          entropyId: wallet.entropyId,
          entropyIdVerifier: wallet.entropyIdVerifier,
          recoveryMethod: "user-passcode",
          recoveryPassword: "pa55word",
        });
      }
      devices.push(...frame.storage.entries().values());
    }
    const db = t.started.server.db;
    const tables = (await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    )) as unknown as {
      rows: { table_name: string }[];
    };
    const strings = new Set<string>();
    const collect = (value: unknown) => {
      if (typeof value === "string") {
        strings.add(value);
        for (const part of value.split(/[.:"\s,]/)) if (part.length >= 16) strings.add(part);
      } else if (value && typeof value === "object") for (const v of Object.values(value)) collect(v);
    };
    for (const { table_name } of tables.rows) {
      const rows = (await db.execute(sql.raw(`select * from "${table_name}"`))) as unknown as { rows: unknown[] };
      collect(rows.rows);
    }
    collect(t.started.server.config);
    const candidates = [...strings];
    const tryAll = async (pool: string[]) => {
      let rebuilt = 0;
      for (const entropyId of entropyIds) {
        const verify = (e: Uint8Array) => entropyIdOf(e, "ethereum").entropyId === entropyId;
        for (let a = 0; a < pool.length; a++) {
          for (let b = a + 1; b < pool.length; b++) {
            try {
              await combineShares([pool[a] as string, pool[b] as string], entropyId, verify);
              rebuilt++;
            } catch {}
          }
        }
      }
      return rebuilt;
    };
    // Only strings that can be a share of these wallets are worth combining (tag check is the first step).
    const plausible = candidates.filter((s) => /^[A-Za-z0-9_-]{40,}$/.test(s));
    expect(plausible.length).toBeGreaterThan(3);
    expect(await tryAll(plausible)).toBe(0);
    // Even with the users' device shares added, the encrypted auth and recovery shares give nothing.
    expect(await tryAll([...plausible, ...devices])).toBe(0);
    // Positive control: the same search finds the key once it gets the auth share in clear (what only the
    // holder of the auth key, or the frame with a valid session, can produce).
    const clearAuth = (
      await framePost(
        "/api/v1/embedded_wallets/auth_share",
        { entropy_id: entropyIds[1] },
        users[1]?.token,
        frameUrl,
        frames[1]?.prover,
      )
    ).body.auth_share as string;
    expect(await tryAll([...plausible, ...devices, clearAuth])).toBe(1);
  });

  it("server-wallet mode: keys kept server-side, RPC signs for the owner only", async () => {
    const owner = await login("server-wallets");
    const created = await t.post(
      "/api/v1/wallets",
      { chain_type: "ethereum" },
      { appId: "server-wallets", token: owner.token },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const wallet = created.body.wallet;
    const again = await t.post(
      "/api/v1/wallets",
      { chain_type: "ethereum" },
      { appId: "server-wallets", token: owner.token },
    );
    expect(again.body.code).toBe("embedded_wallet_already_exists");
    const rpc = (token: string, method: string, params: unknown[]) =>
      t.post(`/api/v1/wallets/${wallet.id}/rpc`, { method, params }, { appId: "server-wallets", token });
    const signed = await rpc(owner.token, "personal_sign", ["0x68656c6c6f", wallet.address]);
    expect(signed.status).toBe(200);
    expect(
      await verifyMessage({
        address: wallet.address,
        message: { raw: "0x68656c6c6f" },
        signature: signed.body.data.signature,
      }),
    ).toBe(true);
    const tx = await rpc(owner.token, "eth_signTransaction", [
      {
        chainId: 1,
        to: wallet.address,
        value: "0x1",
        nonce: 0,
        gas: "0x5208",
        maxFeePerGas: "0x1",
        maxPriorityFeePerGas: "0x1",
      },
    ]);
    expect(tx.body.data.signature).toMatch(/^0x02/);
    const intruder = await login("server-wallets");
    expect((await rpc(intruder.token, "personal_sign", ["0x00", wallet.address])).body.code).toBe(
      "embedded_wallet_not_found",
    );
    expect((await rpc(owner.token, "eth_sign", [])).body.code).toBe("invalid_data");
    // The dev app keeps keys in the frame: server-side creation is refused there.
    const legacy = await login();
    expect((await t.post("/api/v1/wallets", { chain_type: "ethereum" }, { token: legacy.token })).body.code).toBe(
      "not_supported",
    );
    // The key is stored encrypted.
    const rows = (await t.started.server.db.execute(
      sql`select server_key_ciphertext from embedded_wallets where id = ${wallet.id}`,
    )) as unknown as {
      rows: { server_key_ciphertext: string }[];
    };
    expect(rows.rows[0]?.server_key_ciphertext).toMatch(/^v2\.[0-9a-f]{12}\./);
  });
});
