import type { EmbeddedWalletInfo } from "@foyer/core";
import { verifyMessage } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../testing/backends.ts";
import { SoftwareAuthenticator } from "../../testing/SoftwareAuthenticator.ts";

const _HOST = "http://localhost:5173";

import { HOST, startWalletsTestServer, type WalletsTestServer } from "../../testing/walletsTestServer.ts";

describe.each(backends())("wallets plugin over HTTP ($name)", (backend) => {
  let w: WalletsTestServer;
  beforeAll(async () => {
    w = await startWalletsTestServer(backend);
  });
  afterAll(() => w?.t.close());

  it("creates a wallet through the frame; the auth share is released only to the frame origin with a valid session", async () => {
    const { token } = await w.login();
    const frame = w.nodeFrame();
    const created = await frame.call("create", { accessToken: token });
    expect(created.ok, JSON.stringify(created)).toBe(true);
    const wallet = (created as { result: { wallet: EmbeddedWalletInfo } }).result.wallet;
    const path = "/api/v1/embedded_wallets/auth_share";
    const body = { entropy_id: wallet.entropyId };

    expect((await w.framePost(path, body, token, w.frameUrl, frame.prover)).status).toBe(200);
    // Without the registered device's proof: nothing (the attacker suite plays this with every header).
    expect((await w.framePost(path, body, token)).body.reason).toBe("device_not_registered");
    expect((await w.framePost(path, body)).body.code).toBe("missing_or_invalid_token");
    expect((await w.framePost(path, body, "not-a-token")).body.code).toBe("missing_or_invalid_token");
    // The host page (or any other origin) and origin-less clients are refused even with the token.
    expect((await w.framePost(path, body, token, HOST, frame.prover)).status).toBe(401);
    expect((await w.framePost(path, body, token, null, frame.prover)).status).toBe(401);
    // The API origin does not serve share endpoints at all.
    expect((await w.t.post(path, body, { token, headers: { origin: HOST } })).status).not.toBe(200);
    // Another user's valid session gets nothing.
    const other = await w.login();
    expect((await w.framePost(path, body, other.token, w.frameUrl, frame.prover)).body.code).toBe(
      "embedded_wallet_not_found",
    );
    // After logout the session's token no longer works.
    const me = await w.login();
    const myFrame = w.nodeFrame();
    const mine = await myFrame.call("create", { accessToken: me.token });
    expect(mine.ok).toBe(true);
    await w.t.post("/api/v1/sessions/logout", { refresh_token: me.refresh_token }, { token: me.token });
    const entropyId = (mine as { result: { wallet: EmbeddedWalletInfo } }).result.wallet.entropyId;
    expect((await w.framePost(path, { entropy_id: entropyId }, me.token, w.frameUrl, myFrame.prover)).status).toBe(401);
    // Bodies are validated.
    expect((await w.framePost(path, { entropy_id: 42 }, token)).body.code).toBe("invalid_data");
  });

  it("has no wallets/revoke: no delegation exists to withdraw (the route was a no-op)", async () => {
    const user = await w.login();
    const answer = await w.t.post("/api/v1/wallets/revoke", {}, { token: user.token });
    expect(answer.status).toBe(404);
  });

  it("lists the wallet among linked accounts (walletClientType foyer) and signs with it", async () => {
    const { token } = await w.login();
    const frame = w.nodeFrame();
    const eth = await frame.call("create", { accessToken: token });
    const sol = await frame.call("createSolana", { accessToken: token });
    expect(eth.ok && sol.ok).toBe(true);
    const wallet = (eth as { result: { wallet: EmbeddedWalletInfo } }).result.wallet;
    const me = await w.t.get("/api/v1/users/me", { token });
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
    expect((await w.t.get("/api/v1/wallets", { token })).body.wallets).toHaveLength(2);
    // Embedded wallets are not login methods: they cannot be unlinked, and the email stays the last method.
    const unlinkWallet = await w.t.post("/api/v1/siwe/unlink", { address: wallet.address }, { token });
    expect(unlinkWallet.body.code).toBe("failed_to_update_account");
    const email = me.body.user.linked_accounts.find((a: { type: string }) => a.type === "email").address;
    expect((await w.t.post("/api/v1/passwordless/unlink", { address: email }, { token })).body.code).toBe(
      "failed_to_update_account",
    );
  });

  it("creates one wallet per chain and index even when two tabs create at once", async () => {
    const { token } = await w.login();
    const answers = await Promise.all([
      w.nodeFrame().call("create", { accessToken: token }),
      w.nodeFrame().call("create", { accessToken: token }),
    ]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.find((a) => !a.ok)).toMatchObject({ error: { code: "embedded_wallet_already_exists" } });
    const list = (await w.t.get("/api/v1/wallets", { token })).body.wallets;
    expect(list.filter((w: { chain_type: string }) => w.chain_type === "ethereum")).toHaveLength(1);
  });

  it("recovers on a new device with the password over HTTP", async () => {
    const { token } = await w.login();
    const first = w.nodeFrame();
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
    const second = w.nodeFrame();
    expect(await second.call("recover", { accessToken: token, ...id, recoveryPassword: "wrong-one" })).toMatchObject({
      ok: false,
      error: { type: "invalid_recovery_pin", message: "Invalid recovery password, please try again." },
    });
    expect((await second.call("recover", { accessToken: token, ...id, recoveryPassword: "secret!1" })).ok).toBe(true);
    expect((await second.call("connect", { accessToken: token, ...id })).ok).toBe(true);
  });

  it("forwards verifyMfa only for a host origin the app allows", async () => {
    const { token } = await w.login();
    const refused = await fetch(`${w.frameUrl}/api/v1/embedded_wallets/mfa/verify`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "foyer-app-id": "foyer-dev",
        authorization: `Bearer ${token}`,
        dpop: await w.unregistered.proof("POST", `${w.frameUrl}/api/v1/embedded_wallets/mfa/verify`, token),
        origin: w.frameUrl,
        "foyer-host-origin": "https://evil.example",
      },
      body: JSON.stringify({ method: "sms", code: "123456" }),
    });
    expect((await refused.json()).code).toBe("missing_or_invalid_mfa");
    // Without a session the frame endpoint answers nothing at all.
    expect((await w.framePost("/api/v1/embedded_wallets/mfa/verify", { method: "sms", code: "123456" })).status).toBe(
      401,
    );
  });

  it("lets the export page run SMS MFA from the wallet origin, to the enrolled number only", async () => {
    const { token } = await w.login();
    const number = `+1415555${String(1000 + (w.seq() % 9000)).padStart(4, "0")}`;
    const api = (path: string, body: unknown) =>
      w.t.post(`/api/v1/${path}`, body, { token, headers: { origin: HOST } });
    expect((await api("mfa/passwordless_sms/init", { phone_number: number })).status).toBe(200);
    const enrolled = await api("mfa/passwordless_sms/enroll", {
      phone_number: number,
      code: await w.t.readCode(number),
    });
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);

    const methods = await w.framePost("/api/v1/embedded_wallets/mfa/methods", {}, token);
    expect(methods.status).toBe(200);
    expect(methods.body.mfa_methods).toEqual(["sms"]);
    expect(methods.body.methods[0].hint).toBe(`•••${number.slice(-4)}`);
    // No number of the page's choosing: the code goes to the enrolled number only.
    const elsewhere = await w.framePost(
      "/api/v1/embedded_wallets/mfa/passwordless_sms/init",
      { phone_number: "+14155550000" },
      token,
    );
    expect(elsewhere.body.code).toBe("invalid_data");
    expect((await w.framePost("/api/v1/embedded_wallets/mfa/passwordless_sms/init", {}, token)).status).toBe(200);
    const wrong = await w.framePost("/api/v1/embedded_wallets/mfa/verify", { method: "sms", code: "000000" }, token);
    expect(wrong.body.code).toBe("missing_or_invalid_mfa");
    const verified = await w.framePost(
      "/api/v1/embedded_wallets/mfa/verify",
      { method: "sms", code: await w.t.readCode(number) },
      token,
    );
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(typeof verified.body.token).toBe("string");
    // Without a host origin only an SMS code is forwarded; a passkey needs the host page's origin.
    const passkey = await w.framePost(
      "/api/v1/embedded_wallets/mfa/verify",
      { method: "passkey", passkey_response: {} },
      token,
    );
    expect(passkey.body.code).toBe("missing_or_invalid_mfa");
    const foreign = await w.framePost(
      "/api/v1/embedded_wallets/mfa/passkeys/init",
      { host_origin: "https://evil.example" },
      token,
    );
    expect(foreign.body.code).toBe("missing_or_invalid_mfa");
    // The host page itself cannot use these routes (another origin).
    const fromHost = await w.framePost("/api/v1/embedded_wallets/mfa/methods", {}, token, HOST);
    expect(fromHost.status).toBe(401);
  });

  it("verifies a passkey assertion the export page made on the wallet origin, for the host's relying party", async () => {
    const authenticator = new SoftwareAuthenticator();
    const api = (path: string, body: unknown, token?: string) =>
      w.t.post(`/api/v1/${path}`, body, { token, headers: { origin: HOST } });
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
      const options = await w.framePost("/api/v1/embedded_wallets/mfa/passkeys/init", { host_origin: HOST }, token);
      expect(options.status, JSON.stringify(options.body)).toBe(200);
      expect(options.body.options.rpId).toBe("localhost");
      const assertion = authenticator.get({
        challenge: options.body.options.challenge,
        origin: assertionOrigin,
        rpId: "localhost",
      });
      const answer = await fetch(`${w.frameUrl}/api/v1/embedded_wallets/mfa/verify`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "foyer-app-id": "foyer-dev",
          authorization: `Bearer ${token}`,
          dpop: await w.unregistered.proof("POST", `${w.frameUrl}/api/v1/embedded_wallets/mfa/verify`, token),
          origin: w.frameUrl,
          "foyer-host-origin": HOST,
        },
        body: JSON.stringify({ method: "passkey", passkey_response: assertion }),
      });
      return { status: answer.status, body: await answer.json() };
    };
    // Made on the wallet origin (a browser that lets it use the host's relying party): accepted.
    const verified = await fromExportPage(w.frameUrl);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(typeof verified.body.token).toBe("string");
    // Made anywhere else: refused.
    expect((await fromExportPage("https://evil.example")).body.code).toBe("missing_or_invalid_mfa");
  });

  it("serves the frame and export pages with frame-ancestors limited to the app's origins", async () => {
    for (const path of ["/apps/foyer-dev/embedded-wallets", "/apps/foyer-dev/embedded-wallets/export"]) {
      const response = await fetch(`${w.frameUrl}${path}`);
      expect(response.status).toBe(200);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain(`frame-ancestors ${HOST}`);
      expect(csp).not.toContain("frame-ancestors *");
      // WebAssembly (Argon2id) may compile; JavaScript eval may not.
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
      expect(await response.text()).toContain('"appId":"foyer-dev"');
    }
    expect((await fetch(`${w.frameUrl}/apps/nope/embedded-wallets`)).status).toBe(404);
  });

  it("resolves a wallet_id for the export page's unified query, for its owner only", async () => {
    const { token } = await w.login();
    const created = await w.nodeFrame().call("create", { accessToken: token });
    const wallet = (created as { result: { wallet: EmbeddedWalletInfo } }).result.wallet;
    const path = "/api/v1/embedded_wallets/resolve";
    const mine = await w.framePost(path, { wallet_id: wallet.walletId }, token);
    expect(mine.status).toBe(200);
    expect(mine.body.wallet).toMatchObject({
      id: wallet.walletId,
      entropy_id: wallet.entropyId,
      entropy_id_verifier: "ethereum-address-verifier",
      chain_type: "ethereum",
      wallet_index: 0,
    });
    const other = await w.login();
    expect((await w.framePost(path, { wallet_id: wallet.walletId }, other.token)).body.code).toBe(
      "embedded_wallet_not_found",
    );
    expect((await w.framePost(path, { wallet_id: wallet.walletId }, token, HOST)).status).toBe(401);
    expect((await w.framePost(path, { wallet_id: "../x" }, token)).body.code).toBe("invalid_data");
    expect((await w.framePost(path, {}, token)).body.code).toBe("invalid_data");
  });
});
