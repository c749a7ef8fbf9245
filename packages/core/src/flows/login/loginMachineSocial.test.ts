import { describe, expect, it } from "vitest";
import type { FlowError } from "../codeEntry/codeEntryMachine.ts";
import { loginMachine } from "../loginMethods/loginMachine.ts";
import type { LoginEvent, LoginState } from "./loginTypes.ts";

const start = (options: Partial<Parameters<typeof loginMachine.initial>[0]> = {}) =>
  loginMachine.initial({ requireTermsAcceptance: false, ...options });

function run(state: LoginState, ...events: LoginEvent[]) {
  let s = state;
  let effects: ReturnType<typeof loginMachine.transition>["effects"] = [];
  for (const event of events) {
    const r = loginMachine.transition(s, event);
    s = r.state;
    effects = r.effects;
  }
  return { state: s, effects };
}

const phishing: FlowError = {
  code: "oauth_unexpected",
  message: "Unexpected auth flow. This may be a phishing attempt.",
  status: 400,
};

describe("loginMachine: OAuth and Telegram", () => {
  it("an OAuth entry runs the flow; sign-in succeeds and the provider is remembered on close", () => {
    const pending = run(start(), { type: "startOAuth", provider: "google" });
    expect(pending.state.step).toMatchObject({ name: "oauth", provider: "google", status: "pending" });
    expect(pending.effects).toEqual([{ type: "oauth", provider: "google", action: "login" }]);
    const signed = run(pending.state, { type: "authenticated", hasAcceptedTerms: true, isNewUser: true });
    expect(signed.state.step.name).toBe("success");
    expect(run(signed.state, { type: "close" }).effects).toContainEqual({
      type: "rememberLogin",
      method: "oauth",
      provider: "google",
    });
  });
  it("a failure stays on the status screen with the error; Retry starts again", () => {
    const failed = run(
      start(),
      { type: "startOAuth", provider: "github" },
      { type: "externalFailed", error: phishing },
    );
    expect(failed.state.step).toMatchObject({ name: "oauth", status: "failed", error: phishing });
    expect(failed.effects).toEqual([{ type: "reportError", error: phishing }]);
    const retry = run(failed.state, { type: "startOAuth", provider: "github" });
    expect(retry.effects).toEqual([{ type: "oauth", provider: "github", action: "login" }]);
  });
  it("a duplicate start while the popup is open does nothing", () => {
    const pending = run(start(), { type: "startOAuth", provider: "google" });
    expect(run(pending.state, { type: "startOAuth", provider: "google" }).effects).toEqual([]);
  });
  it("gating errors leave the status screen (account transfer offered for a provider account of another user)", () => {
    const error: FlowError = {
      code: "allowlist_rejected",
      message: "not allowed",
      status: 403,
    };
    const routed = run(start(), { type: "startTelegram" }, { type: "externalFailed", error });
    expect(routed.state.step.name).toBe("allowlist");
  });
  it("no-signup logins pass the mode; link mode starts on the status screen and links", () => {
    expect(run(start({ disableSignup: true }), { type: "startTelegram" }).effects).toEqual([
      { type: "telegram", action: "login", mode: "no-signup" },
    ]);
    const link = start({ mode: "link", linkMethod: "oauth", linkProvider: "discord" });
    expect(link.step).toMatchObject({ name: "oauth", provider: "discord", status: "idle" });
    const started = run(link, { type: "startOAuth", provider: "discord" });
    expect(started.effects).toEqual([{ type: "oauth", provider: "discord", action: "link" }]);
    expect(run(started.state, { type: "linked" }).state.step).toEqual({ name: "success", linked: true });
  });
  it("Telegram sign-in is remembered as telegram", () => {
    const signed = run(
      start(),
      { type: "startTelegram" },
      {
        type: "authenticated",
        hasAcceptedTerms: true,
        isNewUser: false,
      },
    );
    expect(run(signed.state, { type: "close" }).effects).toContainEqual({ type: "rememberLogin", method: "telegram" });
  });
});
