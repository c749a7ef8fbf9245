// Captcha before every captcha-protected call of every method (issue 18 "Broken"): wallet sign-in (siwe/siws
// init), Farcaster (farcaster/init), OAuth (oauth/init), Telegram and passkeys; popups and the passkey prompt wait
// for "Continue" (user intent), so they open in the user's own click.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CAPTCHA_AUTO_CONTINUE_MS,
  CAPTCHA_EXECUTE_DELAY_MS,
  CAPTCHA_INITIAL_DELAY_MS,
  CAPTCHA_SUCCESS_WAIT_MS,
} from "../../constants.ts";
import { loginHost } from "../../testing/loginHost.ts";
import type { WalletOption } from "../../wallets/buildWalletList.ts";

/** From the captcha's start to its automatic continue. */
const CAPTCHA_DONE_MS =
  CAPTCHA_INITIAL_DELAY_MS + CAPTCHA_EXECUTE_DELAY_MS + CAPTCHA_SUCCESS_WAIT_MS + CAPTCHA_AUTO_CONTINUE_MS;
const captchaOn = { requireTermsAcceptance: false, captchaEnabled: true };
const option: WalletOption = {
  key: "metamask:0",
  walletClientType: "metamask",
  name: "MetaMask",
  icon: "data:image/png;base64,AA",
  targets: [{ chain: "ethereum", connectorType: "injected", detectedKey: "u1" }],
  lastUsed: false,
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("captcha before every protected call", () => {
  it("Farcaster: the captcha, then farcaster/init with its token; Retry asks for a fresh one", async () => {
    const h = loginHost(captchaOn);
    h.send({ type: "startFarcaster" });
    expect(h.state.step).toMatchObject({
      name: "captcha",
      method: "farcaster",
      captcha: { userIntentRequired: false },
    });
    expect(h.of("farcaster")).toEqual([]);
    await vi.advanceTimersByTimeAsync(CAPTCHA_DONE_MS);
    expect(h.state.step.name).toBe("farcaster");
    expect(h.of("farcaster")).toEqual([
      expect.objectContaining({ effect: { type: "openChannel" }, captchaToken: "t1" }),
    ]);
    // Back from Farcaster returns to the main screen, not to the captcha.
    expect(h.state.history.map((s) => s.name)).toEqual(["landing"]);
    h.send({
      type: "farcaster",
      event: { type: "openFailed", error: { code: "unknown_auth_error", message: "x", status: 500 } },
    });
    h.send({ type: "startFarcaster" });
    expect(h.state.step.name).toBe("captcha");
    await vi.advanceTimersByTimeAsync(CAPTCHA_DONE_MS);
    expect(h.of("farcaster").map((e) => e.captchaToken)).toEqual(["t1", "t2"]);
  });

  it("wallet: connects first, then the captcha before the nonce call, then signs in with the token", async () => {
    const h = loginHost(captchaOn);
    h.send({ type: "openWallets" });
    h.send({ type: "wallet", event: { type: "select", option } });
    expect(h.state.step.name).toBe("wallets");
    const attempt = h.state.step.name === "wallets" ? h.state.step.flow.attempt : 0;
    h.send({ type: "wallet", event: { type: "connected", address: "0xabc", attempt } });
    expect(h.state.step).toMatchObject({ name: "captcha", method: "wallet", purpose: "signIn" });
    expect(h.of("wallet").filter((e) => e.effect.type === "signIn")).toEqual([]);
    await vi.advanceTimersByTimeAsync(CAPTCHA_DONE_MS);
    // Back on the wallet's status screen as it was, signing with the token.
    expect(h.state.step).toMatchObject({ name: "wallets", flow: { screen: "status", attempt } });
    expect(h.of("wallet").filter((e) => e.effect.type === "signIn")).toEqual([
      expect.objectContaining({ captchaToken: "t1", effect: expect.objectContaining({ address: "0xabc", attempt }) }),
    ]);
  });

  it("OAuth: the captcha waits for Continue (the popup opens in that click), then oauth/init with the token", async () => {
    const h = loginHost(captchaOn);
    h.send({ type: "startOAuth", provider: "google" });
    expect(h.state.step).toMatchObject({ name: "captcha", method: "oauth", captcha: { userIntentRequired: true } });
    await vi.advanceTimersByTimeAsync(10 * CAPTCHA_AUTO_CONTINUE_MS);
    expect(h.state.step).toMatchObject({ name: "captcha", captcha: { status: "success", phase: "continuing" } });
    expect(h.of("oauth")).toEqual([]);
    h.send({ type: "captcha", event: { type: "continue" } });
    expect(h.state.step).toMatchObject({ name: "oauth", provider: "google", status: "pending" });
    expect(h.of("oauth")).toEqual([{ type: "oauth", provider: "google", action: "login", captchaToken: "t1" }]);
    expect(h.state.history.map((s) => s.name)).toEqual(["landing"]);
  });

  it("Telegram and passkey sign-in too; a passkey link (session, no init to protect) and captcha off skip it", async () => {
    const h = loginHost(captchaOn);
    h.send({ type: "startTelegram" });
    expect(h.state.step).toMatchObject({ name: "captcha", method: "telegram" });
    await vi.advanceTimersByTimeAsync(CAPTCHA_DONE_MS);
    h.send({ type: "captcha", event: { type: "continue" } });
    expect(h.of("telegram")).toEqual([expect.objectContaining({ captchaToken: "t1" })]);

    const p = loginHost(captchaOn);
    p.send({ type: "startPasskey", action: "login" });
    expect(p.state.step).toMatchObject({ name: "captcha", method: "passkey" });
    await vi.advanceTimersByTimeAsync(CAPTCHA_DONE_MS);
    p.send({ type: "captcha", event: { type: "continue" } });
    expect(p.of("passkey")).toEqual([{ type: "passkey", action: "login", captchaToken: "t1" }]);

    const link = loginHost({ ...captchaOn, mode: "link", linkMethod: "passkey" });
    link.send({ type: "startPasskey", action: "link" });
    expect(link.of("passkey")).toEqual([{ type: "passkey", action: "link" }]);

    const off = loginHost({ requireTermsAcceptance: false });
    off.send({ type: "startOAuth", provider: "github" });
    expect(off.of("oauth")).toEqual([{ type: "oauth", provider: "github", action: "login" }]);
  });
});
