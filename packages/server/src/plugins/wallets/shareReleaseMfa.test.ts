// Spec 001, security: every route of the wallet origin that releases key material (SHARE_RELEASE_PATHS)
// answers an app that forces MFA only with a live MFA token. The recovery share was released without
// one: with the device's share or the password it rebuilds the key as well as the auth share does.
import type { EmbeddedWalletInfo, WireAuthResponse } from "@foyer/core";
import { createFrameProver, createMemoryKeyStore, type FrameProver } from "@foyer/wallet-frame";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../testing/backends.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";
import { nodeWalletFrame } from "../../testing/nodeWalletFrame.ts";
import { HOST } from "../../testing/walletsTestServer.ts";
import { SHARE_RELEASE_PATHS } from "./frameRoutes.ts";

const MFA_APP = "mfa-wallets";
const PLAIN_APP = "foyer-dev";
const RECOVERY_SHARE = "/api/v1/embedded_wallets/recovery_share";
let seq = 0;

describe.each(backends())("share release under the app's MFA rule ($name)", (backend) => {
  let t: TestServer;
  let frameUrl: string;
  beforeAll(async () => {
    t = await createTestServer({
      backend,
      apps: [{ id: MFA_APP, name: "MFA wallets", email_auth: true, allowed_origins: [HOST], mfa_required: true }],
    });
    frameUrl = t.started.walletFrameUrl as string;
  });
  afterAll(() => t?.close());

  const login = async (appId: string): Promise<string> => {
    const email = `share-mfa-${++seq}-${Date.now()}@example.com`;
    await t.post("/api/v1/passwordless/init", { email }, { appId });
    const auth = await t.post("/api/v1/passwordless/authenticate", { email, code: await t.readCode(email) }, { appId });
    return (auth.body as WireAuthResponse).token;
  };
  /** Enrols SMS as the user's MFA method and verifies it: a live MFA token of this session. */
  const mfaTokenOf = async (appId: string, token: string): Promise<string> => {
    const api = (path: string, body: unknown) =>
      t.post(`/api/v1/${path}`, body, { appId, token, headers: { origin: HOST } });
    const number = `+1415${String(2_000_000 + ((seq * 7919 + (Date.now() % 100_000)) % 7_000_000)).padStart(7, "0")}`;
    expect((await api("mfa/passwordless_sms/init", { phone_number: number })).status).toBe(200);
    const enrolled = await api("mfa/passwordless_sms/enroll", { phone_number: number, code: await t.readCode(number) });
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
    t.clock.advance(31_000); // the resend cooldown of the same number
    expect((await api("mfa/passwordless_sms/init", {})).status).toBe(200);
    const verified = await api("mfa/verify", { method: "sms", code: await t.readCode(number) });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    return verified.body.token as string;
  };
  const frame = (appId: string) =>
    nodeWalletFrame({
      frameUrl,
      hostOrigin: HOST,
      appId,
      passwordKdf: { t: 1, m: 64, p: 1, dkLen: 32 },
      now: () => t.clock.now(),
    });
  /** A request as a frame on a device the server does not know makes it (its own device key). */
  const sharePost = async (
    appId: string,
    path: string,
    entropyId: string,
    token: string,
    prover: FrameProver,
    mfaToken?: string,
  ) => {
    const response = await fetch(`${frameUrl}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "foyer-app-id": appId,
        authorization: `Bearer ${token}`,
        dpop: await prover.proof("POST", `${frameUrl}${path}`, token),
        origin: frameUrl,
        ...(mfaToken ? { "foyer-mfa-token": mfaToken } : {}),
      },
      body: JSON.stringify({ entropy_id: entropyId }),
    });
    return { status: response.status, body: await response.json() };
  };
  /** A wallet of a new user of `appId`, secured with a password from the device that made it. */
  const passwordWallet = async (appId: string, mfaRequired: boolean) => {
    const token = await login(appId);
    const mfaToken = mfaRequired ? await mfaTokenOf(appId, token) : undefined;
    const first = frame(appId);
    const created = await first.call("create", { accessToken: token });
    expect(created.ok, JSON.stringify(created)).toBe(true);
    const wallet = (created as { result: { wallet: EmbeddedWalletInfo } }).result.wallet;
    const id = { entropyId: wallet.entropyId, entropyIdVerifier: wallet.entropyIdVerifier };
    if (mfaToken)
      expect((await first.call("verifyMfa", { accessToken: token, mfaMethod: "sms", mfaToken })).ok).toBe(true);
    const secured = await first.call("setRecovery", {
      accessToken: token,
      ...id,
      recoveryMethod: "user-passcode",
      recoveryPassword: "secret!1",
    });
    expect(secured.ok, JSON.stringify(secured)).toBe(true);
    return { token, mfaToken, id };
  };

  it("refuses every share release without a live MFA token when the app forces MFA", async () => {
    const { token, mfaToken, id } = await passwordWallet(MFA_APP, true);
    const newDevice = createFrameProver(createMemoryKeyStore(), () => t.clock.now());
    expect(SHARE_RELEASE_PATHS).toContain(RECOVERY_SHARE);
    for (const path of SHARE_RELEASE_PATHS) {
      const bare = await sharePost(MFA_APP, path, id.entropyId, token, newDevice);
      expect([path, bare.status, bare.body.code]).toEqual([path, 401, "missing_or_invalid_mfa"]);
      const forged = await sharePost(MFA_APP, path, id.entropyId, token, newDevice, "not-an-mfa-token");
      expect([path, forged.status, forged.body.code]).toEqual([path, 401, "missing_or_invalid_mfa"]);
    }
    // With the token: the password-sealed share goes to the new device, which opens it with the password.
    const released = await sharePost(MFA_APP, RECOVERY_SHARE, id.entropyId, token, newDevice, mfaToken);
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body.recovery_method).toBe("user-passcode");
    expect(typeof released.body.recovery_share).toBe("string");
    // Another session's MFA token is not this session's.
    const otherSession = await login(MFA_APP);
    const borrowed = await sharePost(MFA_APP, RECOVERY_SHARE, id.entropyId, otherSession, newDevice, mfaToken);
    expect(borrowed.status).not.toBe(200);
  });

  it("recovers on a new device after one MFA verification (the frame sends the token with both shares)", async () => {
    const { token, mfaToken, id } = await passwordWallet(MFA_APP, true);
    const second = frame(MFA_APP);
    // The host's withMfaRetry sees missing_or_invalid_mfa, runs MFA once, and asks again.
    expect(await second.call("recover", { accessToken: token, ...id, recoveryPassword: "secret!1" })).toMatchObject({
      ok: false,
      error: { code: "missing_or_invalid_mfa" },
    });
    expect(
      (await second.call("verifyMfa", { accessToken: token, mfaMethod: "sms", mfaToken: mfaToken ?? "" })).ok,
    ).toBe(true);
    const recovered = await second.call("recover", { accessToken: token, ...id, recoveryPassword: "secret!1" });
    expect(recovered.ok, JSON.stringify(recovered)).toBe(true);
    expect((await second.call("connect", { accessToken: token, ...id })).ok).toBe(true);
  });

  it("leaves apps that do not force MFA as they were: the recovery share needs no MFA token", async () => {
    const { token, id } = await passwordWallet(PLAIN_APP, false);
    const newDevice = createFrameProver(createMemoryKeyStore(), () => t.clock.now());
    const released = await sharePost(PLAIN_APP, RECOVERY_SHARE, id.entropyId, token, newDevice);
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body.recovery_method).toBe("user-passcode");
    const second = frame(PLAIN_APP);
    expect((await second.call("recover", { accessToken: token, ...id, recoveryPassword: "secret!1" })).ok).toBe(true);
  });
});
