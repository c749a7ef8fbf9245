import { describe, expect, it } from "vitest";
import { runLogin, startLogin } from "../../testing/runLogin.ts";

describe("loginMachine: phone step", () => {
  it("sends an SMS code to the E.164 number and shows the code step with the channel", () => {
    const sent = runLogin(
      startLogin(),
      { type: "openPhone" },
      { type: "submitPhone", phoneNumber: "+447400123456", channel: "whatsapp" },
    );
    expect(sent.effects).toEqual([{ type: "sendCode", email: "+447400123456", resend: false, channel: "whatsapp" }]);
    const code = runLogin(sent.state, { type: "codeSent" });
    expect(code.state.step).toMatchObject({ name: "code", email: "+447400123456", channel: "whatsapp" });
    const typed = runLogin(code.state, { type: "code", event: { type: "paste", index: 0, text: "123456" } });
    // The runner reads the destination and channel from the code step.
    expect(typed.effects).toContainEqual({ type: "authenticate", code: "123456" });
    expect(typed.state.step).toMatchObject({ name: "code", email: "+447400123456", channel: "whatsapp" });
  });

  it("refuses a number that is not E.164 without sending", () => {
    const r = runLogin(
      startLogin(),
      { type: "openPhone" },
      { type: "submitPhone", phoneNumber: "0740", channel: "sms" },
    );
    expect(r.effects).toEqual([]);
    expect(r.state.step).toMatchObject({ name: "phone", form: { error: { kind: "invalid_phone" } } });
  });

  it("routes an unsupported region to the error screen, and remembers sms on a completed login", () => {
    const sent = runLogin(
      startLogin(),
      { type: "openPhone" },
      { type: "submitPhone", phoneNumber: "+447400123456", channel: "sms" },
    );
    const error = {
      code: "not_supported" as const,
      message: "x",
      status: 400,
      details: { reason: "unsupported_region" },
    };
    const failed = runLogin(sent.state, { type: "sendCodeFailed", error });
    expect(failed.state.step).toMatchObject({ name: "error", error });
    const back = runLogin(failed.state, { type: "retry" });
    expect(back.state.step).toMatchObject({ name: "phone", form: { status: "idle" } });
    const signed = runLogin(
      back.state,
      { type: "submitPhone", phoneNumber: "+447400123456", channel: "sms" },
      { type: "codeSent" },
      { type: "code", event: { type: "paste", index: 0, text: "123456" } },
      { type: "authenticated", hasAcceptedTerms: true, isNewUser: false },
    );
    expect(signed.state.step.name).toBe("success");
    expect(runLogin(signed.state, { type: "close" }).effects).toContainEqual({
      type: "rememberLogin",
      accountType: "phone",
    });
  });

  it("asks for a captcha first when enabled and keeps the channel", () => {
    const r = runLogin(
      startLogin({ captchaEnabled: true }),
      { type: "openPhone" },
      {
        type: "submitPhone",
        phoneNumber: "+12015550123",
        channel: "sms",
      },
    );
    expect(r.state.step).toMatchObject({ name: "captcha", email: "+12015550123", channel: "sms" });
  });

  it("link mode for a phone starts on the phone step and links with the code", () => {
    const s = startLogin({ mode: "link", linkMethod: "phone" });
    expect(s.step.name).toBe("phone");
    const r = runLogin(
      s,
      { type: "submitPhone", phoneNumber: "+12015550123", channel: "sms" },
      { type: "codeSent" },
      { type: "code", event: { type: "paste", index: 0, text: "654321" } },
    );
    expect(r.effects).toContainEqual({ type: "authenticate", code: "654321" });
    expect(r.state).toMatchObject({ mode: "link", step: { name: "code", email: "+12015550123", channel: "sms" } });
  });
});

describe("loginMachine: passkey step", () => {
  it("the choice screen leads to a signup ceremony; success never remembers passkey", () => {
    const choice = runLogin(startLogin(), { type: "openPasskeyChoice" });
    expect(choice.state.step.name).toBe("passkeyChoice");
    const pending = runLogin(choice.state, { type: "startPasskey", action: "signup" });
    expect(pending.effects).toEqual([{ type: "passkey", action: "signup" }]);
    expect(pending.state.step).toMatchObject({ name: "passkey", action: "signup", status: "pending" });
    const done = runLogin(pending.state, { type: "authenticated", hasAcceptedTerms: true, isNewUser: true });
    expect(done.state.step.name).toBe("success");
    const closed = runLogin(done.state, { type: "close" });
    expect(closed.effects.some((e) => e.type === "rememberLogin")).toBe(false);
    expect(closed.effects).toContainEqual({ type: "close", outcome: "success" });
  });

  it("a rejected prompt stays on the status screen with the error, and Retry runs it again", () => {
    const pending = runLogin(startLogin(), { type: "startPasskey", action: "login" });
    const error = { code: "client_request_timeout" as const, message: "x", status: null };
    const failed = runLogin(pending.state, { type: "passkeyFailed", error });
    expect(failed.state.step).toMatchObject({ name: "passkey", status: "failed", error });
    expect(runLogin(failed.state, { type: "startPasskey", action: "login" }).effects).toEqual([
      { type: "passkey", action: "login" },
    ]);
    // A second start while pending is ignored (one ceremony at a time).
    expect(runLogin(pending.state, { type: "startPasskey", action: "login" }).effects).toEqual([]);
  });

  it("gating errors leave the passkey screen; no-signup passes the mode", () => {
    const pending = runLogin(startLogin({ disableSignup: true }), { type: "startPasskey", action: "login" });
    expect(pending.effects).toEqual([{ type: "passkey", action: "login", mode: "no-signup" }]);
    const error = { code: "allowlist_rejected" as const, message: "x", status: 403 };
    expect(runLogin(pending.state, { type: "passkeyFailed", error }).state.step.name).toBe("allowlist");
  });

  it("link mode starts idle (a user gesture starts the prompt) and ends linked", () => {
    const s = startLogin({ mode: "link", linkMethod: "passkey" });
    expect(s.step).toMatchObject({ name: "passkey", action: "link", status: "idle" });
    const pending = runLogin(s, { type: "startPasskey", action: "link" });
    expect(pending.effects).toEqual([{ type: "passkey", action: "link" }]);
    expect(runLogin(pending.state, { type: "linked" }).state.step).toEqual({ name: "success", linked: true });
  });
});
