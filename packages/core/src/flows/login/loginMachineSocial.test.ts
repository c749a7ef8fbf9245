import { describe, expect, it } from "vitest";
import { runLogin, startLogin } from "../../testing/runLogin.ts";
import type { FlowError } from "../codeEntry/codeEntryMachine.ts";

const phishing: FlowError = {
  code: "oauth_unexpected",
  message: "Unexpected auth flow. This may be a phishing attempt.",
  status: 400,
};

describe("loginMachine: OAuth and Telegram", () => {
  it("an OAuth entry runs the flow; sign-in succeeds and the provider is remembered on close", () => {
    const pending = runLogin(startLogin(), { type: "startOAuth", provider: "google" });
    expect(pending.state.step).toMatchObject({ name: "oauth", provider: "google", status: "pending" });
    expect(pending.effects).toEqual([{ type: "oauth", provider: "google", action: "login" }]);
    const signed = runLogin(pending.state, { type: "authenticated", hasAcceptedTerms: true, isNewUser: true });
    expect(signed.state.step.name).toBe("success");
    expect(runLogin(signed.state, { type: "close" }).effects).toContainEqual({
      type: "rememberLogin",
      accountType: "google_oauth",
    });
  });
  it("a cross-app login (provider foyer:<app>) is not remembered for the Recent chip (spec 000 §2)", () => {
    const pending = runLogin(startLogin(), { type: "startOAuth", provider: "foyer:other-app" });
    const signed = runLogin(pending.state, { type: "authenticated", hasAcceptedTerms: true, isNewUser: false });
    const closed = runLogin(signed.state, { type: "close" });
    expect(closed.effects).toContainEqual({ type: "close", outcome: "success" });
    expect(closed.effects.some((e) => e.type === "rememberLogin")).toBe(false);
  });
  it("a failure stays on the status screen with the error; Retry starts again", () => {
    const failed = runLogin(
      startLogin(),
      { type: "startOAuth", provider: "github" },
      { type: "externalFailed", error: phishing },
    );
    expect(failed.state.step).toMatchObject({ name: "oauth", status: "failed", error: phishing });
    expect(failed.effects).toEqual([{ type: "reportError", error: phishing }]);
    const retry = runLogin(failed.state, { type: "startOAuth", provider: "github" });
    expect(retry.effects).toEqual([{ type: "oauth", provider: "github", action: "login" }]);
  });
  it("a duplicate start while the popup is open does nothing", () => {
    const pending = runLogin(startLogin(), { type: "startOAuth", provider: "google" });
    expect(runLogin(pending.state, { type: "startOAuth", provider: "google" }).effects).toEqual([]);
  });
  it("gating errors leave the status screen (account transfer offered for a provider account of another user)", () => {
    const error: FlowError = {
      code: "allowlist_rejected",
      message: "not allowed",
      status: 403,
    };
    const routed = runLogin(startLogin(), { type: "startTelegram" }, { type: "externalFailed", error });
    expect(routed.state.step.name).toBe("allowlist");
  });
  it("no-signup logins pass the mode; link mode starts on the status screen and links", () => {
    expect(runLogin(startLogin({ disableSignup: true }), { type: "startTelegram" }).effects).toEqual([
      { type: "telegram", action: "login", mode: "no-signup" },
    ]);
    const link = startLogin({ mode: "link", linkMethod: "oauth", linkProvider: "discord" });
    expect(link.step).toMatchObject({ name: "oauth", provider: "discord", status: "idle" });
    const started = runLogin(link, { type: "startOAuth", provider: "discord" });
    expect(started.effects).toEqual([{ type: "oauth", provider: "discord", action: "link" }]);
    expect(runLogin(started.state, { type: "linked" }).state.step).toEqual({ name: "success", linked: true });
  });
  it("Telegram sign-in is remembered as telegram", () => {
    const signed = runLogin(
      startLogin(),
      { type: "startTelegram" },
      {
        type: "authenticated",
        hasAcceptedTerms: true,
        isNewUser: false,
      },
    );
    expect(runLogin(signed.state, { type: "close" }).effects).toContainEqual({
      type: "rememberLogin",
      accountType: "telegram",
    });
  });
});
