import type { EmbeddedWalletInfo, WalletFrameResponse } from "@foyer/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";
import { nodeWalletFrame } from "../../testing/nodeWalletFrame.ts";
import { type Ceremony, SoftwareAuthenticator } from "../../testing/SoftwareAuthenticator.ts";

const HOST = "http://localhost:5173";

/**
 * Issue 13 item 3: a user with neither email nor phone (here a guest; also wallet-, passkey- or
 * Telegram-only users) verifies a new device with a passkey made on the wallet origin from a device that
 * is already registered. Its challenge is bound to the user, the device key and the wallet origin.
 */
describe("new devices verified by a passkey on the wallet origin", () => {
  let t: TestServer;
  let frameUrl: string;

  beforeAll(async () => {
    t = await createTestServer({});
    frameUrl = t.started.walletFrameUrl as string;
  });
  afterAll(() => t?.close());

  const device = () => nodeWalletFrame({ frameUrl, hostOrigin: HOST, now: () => t.clock.now() });
  const walletOf = (answer: WalletFrameResponse) =>
    (answer as { result: { wallet: EmbeddedWalletInfo } }).result.wallet;
  /** The ceremony as a browser on `origin` runs it for the server's options. */
  const ceremony = (options: Record<string, unknown>, origin = frameUrl): Ceremony => ({
    challenge: options.challenge as string,
    origin,
    rpId: new URL(origin).hostname,
  });

  async function guestWithWallet() {
    const guest = await t.post("/api/v1/guest/authenticate", {});
    expect(guest.status, JSON.stringify(guest.body)).toBe(200);
    const token = (guest.body as { token: string }).token;
    const first = device();
    const wallet = walletOf(await first.call("create", { accessToken: token }));
    return {
      token,
      first,
      wallet,
      id: { accessToken: token, entropyId: wallet.entropyId, entropyIdVerifier: wallet.entropyIdVerifier },
    };
  }

  it("a registered device adds a passkey; a new device verifies with it and signs", async () => {
    const { token, first, wallet, id } = await guestWithWallet();
    expect(await first.api.deviceMethods(token, wallet.entropyId)).toEqual({
      email: null,
      phone: null,
      passkey: false,
    });
    const authenticator = new SoftwareAuthenticator();
    const creation = await first.api.walletPasskeyCreation(token, wallet.entropyId);
    expect(creation).toMatchObject({
      rp: { id: new URL(frameUrl).hostname },
      authenticatorSelection: { residentKey: "discouraged" },
    });
    await first.api.addWalletPasskey(token, wallet.entropyId, authenticator.create(ceremony(creation)));
    expect((await first.api.deviceMethods(token, wallet.entropyId)).passkey).toBe(true);

    const second = device();
    expect(await second.call("connect", id)).toMatchObject({ ok: false, error: { type: "wallet_not_on_device" } });
    const request = await second.api.walletPasskeyRequest(token, wallet.entropyId);
    expect(request).toMatchObject({ allowCredentials: [{ id: authenticator.credentialId }] });
    await second.api.verifyDevicePasskey(token, wallet.entropyId, authenticator.get(ceremony(request)));
    const signed = await second.call("signMessage", { ...id, chainType: "ethereum", hdWalletIndex: 0, message: "hi" });
    expect(signed.ok, JSON.stringify(signed)).toBe(true);
  });

  it("refuses an unregistered device adding a passkey, an assertion made on the host page, a replay, and another device's challenge", async () => {
    const { token, first, wallet } = await guestWithWallet();
    const stranger = device();
    await expect(stranger.api.walletPasskeyCreation(token, wallet.entropyId)).rejects.toMatchObject({
      code: "missing_or_invalid_token",
    });
    await expect(stranger.api.walletPasskeyRequest(token, wallet.entropyId)).rejects.toMatchObject({
      code: "not_supported",
    });
    const authenticator = new SoftwareAuthenticator();
    const creation = await first.api.walletPasskeyCreation(token, wallet.entropyId);
    await first.api.addWalletPasskey(token, wallet.entropyId, authenticator.create(ceremony(creation)));

    // Made by the host page (its origin and RP ID): the wallet origin's ceremony only counts.
    const onHost = await stranger.api.walletPasskeyRequest(token, wallet.entropyId);
    await expect(
      stranger.api.verifyDevicePasskey(token, wallet.entropyId, authenticator.get(ceremony(onHost, HOST))),
    ).rejects.toMatchObject({ code: "invalid_credentials" });
    // A challenge issued to another device key registers nothing for this one.
    const other = device();
    const forOther = await other.api.walletPasskeyRequest(token, wallet.entropyId);
    await expect(
      stranger.api.verifyDevicePasskey(token, wallet.entropyId, authenticator.get(ceremony(forOther))),
    ).rejects.toMatchObject({ code: "invalid_credentials" });
    // A good assertion counts once.
    const request = await stranger.api.walletPasskeyRequest(token, wallet.entropyId);
    const assertion = authenticator.get(ceremony(request));
    await stranger.api.verifyDevicePasskey(token, wallet.entropyId, assertion);
    await expect(other.api.verifyDevicePasskey(token, wallet.entropyId, assertion)).rejects.toMatchObject({
      code: "invalid_credentials",
    });
    // Another user's token cannot use this user's passkey.
    const intruder = await t.post("/api/v1/guest/authenticate", {});
    const theirs = (intruder.body as { token: string }).token;
    await expect(device().api.walletPasskeyRequest(theirs, wallet.entropyId)).rejects.toMatchObject({
      code: "embedded_wallet_not_found",
    });
  });
});
