import type { EmbeddedWalletInfo, WalletFrameResponse } from "@foyer/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";
import { nodeWalletFrame } from "../../testing/nodeWalletFrame.ts";

const HOST = "http://localhost:5173";
let seq = 0;
/** A fresh US number per test (the dev mailbox keys SMS by number). */
const phone = () => `+1415555${String(1000 + (++seq % 9000)).padStart(4, "0")}`;

/**
 * Issue 13 item 3: the in-frame verification of a new device reaches users without an email. A user with a
 * phone number gets the code by SMS; a user with neither is told what to add (or uses a wallet-origin
 * passkey, devicePasskeys.test.ts).
 */
describe("new-device codes by SMS", () => {
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

  async function phoneLogin(number: string): Promise<string> {
    expect((await t.post("/api/v1/passwordless_sms/init", { phone_number: number })).status).toBe(200);
    const code = await t.readCode(number);
    const auth = await t.post("/api/v1/passwordless_sms/authenticate", { phone_number: number, code });
    expect(auth.status, JSON.stringify(auth.body)).toBe(200);
    return (auth.body as { token: string }).token;
  }

  it("a phone-only user verifies a new device with a code sent by SMS, typed into the frame", async () => {
    const number = phone();
    const token = await phoneLogin(number);
    const wallet = walletOf(await device().call("create", { accessToken: token }));
    const id = { accessToken: token, entropyId: wallet.entropyId, entropyIdVerifier: wallet.entropyIdVerifier };

    const second = device();
    expect(await second.call("connect", id)).toMatchObject({ ok: false, error: { type: "wallet_not_on_device" } });
    t.clock.advance(31_000);
    const sent = await second.api.sendDeviceCode(token, wallet.entropyId);
    expect(sent).toEqual({ channel: "sms", to: `•••${number.slice(-4)}` });
    const [sms] = await t.mailbox(number);
    expect(sms).toMatchObject({ channel: "sms" });
    expect(sms?.text).toContain("only into the app's wallet verification window");
    // The code checks only against the channel it went by.
    await expect(
      second.api.verifyDeviceCode(token, { entropyId: wallet.entropyId, code: sms?.code as string, channel: "email" }),
    ).rejects.toThrow();
    await second.api.verifyDeviceCode(token, {
      entropyId: wallet.entropyId,
      code: sms?.code as string,
      channel: "sms",
    });
    const signed = await second.call("signMessage", { ...id, chainType: "ethereum", hdWalletIndex: 0, message: "hi" });
    expect(signed.ok, JSON.stringify(signed)).toBe(true);
  });

  it("a user with email and phone gets the email code unless they ask for SMS", async () => {
    const email = `both-${Date.now()}@example.com`;
    const { token } = await t.login(email);
    const number = phone();
    t.clock.advance(31_000);
    expect((await t.post("/api/v1/passwordless_sms/init", { phone_number: number })).status).toBe(200);
    const linked = await t.post(
      "/api/v1/passwordless_sms/link",
      { phone_number: number, code: await t.readCode(number) },
      { token },
    );
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    const wallet = walletOf(await device().call("create", { accessToken: token }));
    const second = device();
    expect((await second.api.sendDeviceCode(token, wallet.entropyId)).channel).toBe("email");
    expect((await second.api.sendDeviceCode(token, wallet.entropyId, "sms")).channel).toBe("sms");
  });

  it("a user with neither email nor phone is told what to add, and no code is sent", async () => {
    const guest = await t.post("/api/v1/guest/authenticate", {});
    const token = (guest.body as { token?: string }).token as string;
    expect(guest.status, JSON.stringify(guest.body)).toBe(200);
    const wallet = walletOf(await device().call("create", { accessToken: token }));
    await expect(device().api.sendDeviceCode(token, wallet.entropyId)).rejects.toMatchObject({
      code: "not_supported",
      message: expect.stringContaining("Add an email address or a phone number"),
    });
  });
});
