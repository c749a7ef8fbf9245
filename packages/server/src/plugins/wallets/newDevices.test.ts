import type { EmbeddedWalletInfo, WalletFrameResponse } from "@foyer/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";
import { nodeWalletFrame } from "../../testing/nodeWalletFrame.ts";

const HOST = "http://localhost:5173";
const KDF = { t: 1, m: 64, p: 1, dkLen: 32 };

/** New devices of a wallet (issue 13 item 3) and the stale-device fix (item 6), through the real proof path. */
describe("new devices and stale devices", () => {
  let t: TestServer;
  let frameUrl: string;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestServer({});
    frameUrl = t.started.walletFrameUrl as string;
  });
  afterAll(() => t?.close());

  const device = () => nodeWalletFrame({ frameUrl, hostOrigin: HOST, passwordKdf: KDF, now: () => t.clock.now() });
  const walletOf = (answer: WalletFrameResponse) =>
    (answer as { result: { wallet: EmbeddedWalletInfo } }).result.wallet;
  const notices = async (email: string) =>
    (await t.mailbox(email)).filter((m) => m.subject.startsWith("A new device recovered"));
  async function user() {
    const email = `device-${++seq}-${Date.now()}@example.com`;
    const { token } = await t.login(email);
    return { email, token };
  }

  it("automatic recovery: a new device verifies with an email code typed into the frame, then the user is told", async () => {
    const { email, token } = await user();
    const first = device();
    const wallet = walletOf(await first.call("create", { accessToken: token }));
    const id = { accessToken: token, entropyId: wallet.entropyId, entropyIdVerifier: wallet.entropyIdVerifier };

    const second = device();
    const refused = await second.call("connect", id);
    expect(refused).toMatchObject({
      ok: false,
      error: { type: "wallet_not_on_device", details: { recoveryMethod: "foyer", verification: "email" } },
    });
    // What the frame's verification page does: ask for a code, then send what the user typed.
    const sent = await second.api.sendDeviceCode(token, wallet.entropyId);
    expect(sent).toEqual({ channel: "email", to: expect.stringMatching(/^d•••@example\.com$/) });
    const [mail] = await t.mailbox(email);
    expect(mail?.subject).toContain("wallet verification code");
    expect(mail?.text).toContain("only into the wallet verification window");
    await expect(second.api.verifyDeviceCode(token, { entropyId: wallet.entropyId, code: "000000" })).rejects.toThrow();
    await second.api.verifyDeviceCode(token, { entropyId: wallet.entropyId, code: mail?.code as string });

    const signed = await second.call("signMessage", { ...id, chainType: "ethereum", hdWalletIndex: 0, message: "hi" });
    expect(signed.ok, JSON.stringify(signed)).toBe(true);
    expect(await notices(email)).toHaveLength(1);
    // The code was single use, and the first device never needed one.
    await expect(
      second.api.verifyDeviceCode(token, { entropyId: wallet.entropyId, code: mail?.code as string }),
    ).rejects.toThrow();
    expect((await first.call("connect", id)).ok).toBe(true);
  });

  it("password recovery: a new device registers by opening the share with the password, and the user is told", async () => {
    const { email, token } = await user();
    const wallet = walletOf(await device().call("create", { accessToken: token, recoveryPassword: "s3cret-pass" }));
    const id = { accessToken: token, entropyId: wallet.entropyId, entropyIdVerifier: wallet.entropyIdVerifier };
    const second = device();
    expect(await second.call("connect", id)).toMatchObject({
      ok: false,
      error: { type: "wallet_not_on_device", details: { recoveryMethod: "user-passcode" } },
    });
    expect((await second.call("recover", { ...id, recoveryPassword: "wrong" })).ok).toBe(false);
    expect(await notices(email)).toHaveLength(0);
    const recovered = await second.call("recover", { ...id, recoveryPassword: "s3cret-pass" });
    expect(recovered.ok, JSON.stringify(recovered)).toBe(true);
    // The registration outlives the page: the same device (storage and key) signs after a reload.
    const reloaded = nodeWalletFrame({
      frameUrl,
      hostOrigin: HOST,
      passwordKdf: KDF,
      storage: second.storage,
      now: () => t.clock.now(),
    });
    expect((await reloaded.call("connect", id)).ok).toBe(true);
    expect(await notices(email)).toHaveLength(1);
    // Password wallets never take the email-code path.
    await expect(device().api.sendDeviceCode(token, wallet.entropyId)).rejects.toMatchObject({ code: "not_supported" });
  });

  it("a device whose recovery method was changed elsewhere is asked for the new method, then signs", async () => {
    const { token } = await user();
    const first = device();
    const wallet = walletOf(await first.call("create", { accessToken: token }));
    const id = { accessToken: token, entropyId: wallet.entropyId, entropyIdVerifier: wallet.entropyIdVerifier };
    // A second device that already holds a share (it verified once).
    const second = device();
    await second.api.sendDeviceCode(token, wallet.entropyId);
    const [mail] = await t.mailbox();
    await second.api.verifyDeviceCode(token, { entropyId: wallet.entropyId, code: mail?.code as string });
    expect((await second.call("connect", id)).ok).toBe(true);

    // The first device sets a password: a re-split, the second device's share is now stale.
    const changed = await first.call("setRecovery", {
      ...id,
      recoveryMethod: "user-passcode",
      recoveryPassword: "n3w-pass",
    });
    expect(changed.ok, JSON.stringify(changed)).toBe(true);
    const reloaded = nodeWalletFrame({
      frameUrl,
      hostOrigin: HOST,
      passwordKdf: KDF,
      storage: second.storage,
      now: () => t.clock.now(),
    });
    const sign = { ...id, chainType: "ethereum" as const, hdWalletIndex: 0, message: "after the change" };
    const asked = await reloaded.call("signMessage", sign);
    expect(asked).toMatchObject({
      ok: false,
      error: { type: "wallet_not_on_device", details: { recoveryMethod: "user-passcode" } },
    });
    expect(JSON.stringify(asked)).not.toContain("Unable to recover wallet");
    expect((await reloaded.call("recover", { ...id, recoveryPassword: "n3w-pass" })).ok).toBe(true);
    expect((await reloaded.call("signMessage", sign)).ok).toBe(true);
  });
});
