// The login machine's later parts: captcha before each code send, disableSignup, link mode, account
// transfer, the post-login pipeline (terms → embedded wallet → close) and the recent-method memory,
// driven on fake timers through the effects the machine asks for.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CAPTCHA_AUTO_CONTINUE_MS,
  CAPTCHA_EXECUTE_DELAY_MS,
  CAPTCHA_INITIAL_DELAY_MS,
  CAPTCHA_SUCCESS_WAIT_MS,
  POST_LOGIN_STEP_LEAD_MS,
  SUCCESS_AUTO_CLOSE_MS,
} from "../../constants.ts";
import { loginHost } from "../../testing/loginHost.ts";
import type { FlowError } from "../codeEntry/codeEntryMachine.ts";

const err = (code: FlowError["code"], details?: Record<string, unknown>): FlowError => ({
  code,
  message: `msg ${code}`,
  status: 400,
  details,
});

function typeCode(h: ReturnType<typeof loginHost>, code = "123456") {
  for (const [i, d] of [...code].entries()) h.send({ type: "code", event: { type: "input", index: i, text: d } });
}
const CAPTCHA_TO_CALLBACK = CAPTCHA_INITIAL_DELAY_MS + CAPTCHA_EXECUTE_DELAY_MS + CAPTCHA_SUCCESS_WAIT_MS;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("login with captcha", () => {
  it("submitting the email runs the captcha, then sends the code with the token, then shows the code screen", () => {
    const h = loginHost({ requireTermsAcceptance: false, captchaEnabled: true });
    h.send({ type: "submitEmail", email: "ada@example.com" });
    expect(h.state.step).toMatchObject({ name: "captcha", captcha: { status: "loading" } });
    expect(h.of("sendCode")).toEqual([]);
    vi.advanceTimersByTime(CAPTCHA_TO_CALLBACK);
    expect(h.of("sendCode")).toEqual([
      { type: "sendCode", email: "ada@example.com", resend: false, captchaToken: "t1" },
    ]);
    h.send({ type: "codeSent" });
    expect(h.state.step.name).toBe("captcha");
    vi.advanceTimersByTime(CAPTCHA_AUTO_CONTINUE_MS);
    expect(h.state.step).toMatchObject({ name: "code", email: "ada@example.com" });
    // Back from the code screen skips the captcha and lands on the form.
    h.send({ type: "back" });
    expect(h.state.step).toMatchObject({ name: "landing", form: { email: "ada@example.com", status: "idle" } });
  });

  it("a resend on the code screen needs a fresh token: captcha again, then back to the code screen", () => {
    const h = loginHost({ requireTermsAcceptance: false, captchaEnabled: true });
    h.send({ type: "submitEmail", email: "ada@example.com" });
    vi.advanceTimersByTime(CAPTCHA_TO_CALLBACK);
    h.send({ type: "codeSent" });
    vi.advanceTimersByTime(CAPTCHA_AUTO_CONTINUE_MS + 30_000);
    h.send({ type: "code", event: { type: "resend" } });
    expect(h.state.step).toMatchObject({ name: "captcha", purpose: "resend" });
    vi.advanceTimersByTime(CAPTCHA_TO_CALLBACK);
    expect(h.of("sendCode").at(-1)).toEqual({
      type: "sendCode",
      email: "ada@example.com",
      resend: true,
      captchaToken: "t2",
    });
    h.send({ type: "resendSucceeded" });
    vi.advanceTimersByTime(CAPTCHA_AUTO_CONTINUE_MS);
    expect(h.state.step).toMatchObject({ name: "code", resend: "cooldown" });
  });

  it("captcha errors from the server stay on the captcha screen; gating errors route; rate limits go inline", () => {
    const h = loginHost({ requireTermsAcceptance: false, captchaEnabled: true });
    h.send({ type: "submitEmail", email: "ada@example.com" });
    vi.advanceTimersByTime(CAPTCHA_TO_CALLBACK);
    h.send({ type: "sendCodeFailed", error: err("invalid_captcha") });
    expect(h.state.step).toMatchObject({
      name: "captcha",
      captcha: { status: "error", error: { code: "invalid_captcha" } },
    });
    h.send({ type: "captcha", event: { type: "retry" } });
    vi.advanceTimersByTime(CAPTCHA_EXECUTE_DELAY_MS + CAPTCHA_SUCCESS_WAIT_MS);
    expect(h.of("sendCode").map((e) => e.captchaToken)).toEqual(["t1", "t2"]);
    h.send({ type: "sendCodeFailed", error: err("too_many_requests") });
    expect(h.state.step).toMatchObject({ name: "landing", form: { error: { kind: "too_many_requests" } } });
    h.send({ type: "submitEmail" });
    vi.advanceTimersByTime(CAPTCHA_TO_CALLBACK);
    h.send({ type: "sendCodeFailed", error: err("allowlist_rejected") });
    expect(h.state.step.name).toBe("allowlist");
  });
});

describe("login options and link mode", () => {
  it("disableSignup sends mode no-signup and user_does_not_exist shows Account not found", () => {
    const h = loginHost({ requireTermsAcceptance: false, disableSignup: true });
    h.send({ type: "submitEmail", email: "ada@example.com" });
    h.send({ type: "codeSent" });
    typeCode(h);
    // The runner signs in with mode no-signup as the state says (codeClientMethod.test.ts).
    expect(h.of("authenticate")).toEqual([{ type: "authenticate", code: "123456" }]);
    expect(h.state).toMatchObject({ disableSignup: true, step: { name: "code", email: "ada@example.com" } });
    h.send({ type: "authenticateFailed", error: err("user_does_not_exist") });
    expect(h.state.step.name).toBe("accountNotFound");
  });

  it("link mode starts at the email screen, links with the code, closes after success without remembering", () => {
    const h = loginHost({ requireTermsAcceptance: true, mode: "link" });
    expect(h.state.step.name).toBe("email");
    h.send({ type: "submitEmail", email: "b@example.com" });
    h.send({ type: "codeSent" });
    typeCode(h);
    // In link mode the runner links with the code (codeClientMethod.test.ts).
    expect(h.of("authenticate")).toEqual([{ type: "authenticate", code: "123456" }]);
    expect(h.state).toMatchObject({ mode: "link", step: { name: "code", email: "b@example.com" } });
    h.send({ type: "linked" });
    expect(h.state.step).toEqual({ name: "success", linked: true });
    vi.advanceTimersByTime(SUCCESS_AUTO_CLOSE_MS);
    expect(h.of("close")).toEqual([{ type: "close", outcome: "success" }]);
    expect(h.of("rememberLogin")).toEqual([]);
    expect(h.of("logout")).toEqual([]);
  });

  it("linking another user's email leads to the transfer screen; transfer succeeds and closes after 1000 ms", () => {
    const h = loginHost({ requireTermsAcceptance: false, mode: "link" });
    h.send({ type: "submitEmail", email: "b@example.com" });
    h.send({ type: "codeSent" });
    typeCode(h);
    const details = {
      nonce: "n1",
      account: { type: "email", address: "b@example.com" },
      embedded_wallet_address: null,
    };
    h.send({ type: "authenticateFailed", error: err("account_transfer_required", details) });
    expect(h.state.step).toMatchObject({ name: "accountTransfer", transfer: { stage: "initial", nonce: "n1" } });
    h.send({ type: "transfer", event: { type: "transfer" } });
    expect(h.of("transferAccount")).toEqual([{ type: "transferAccount", nonce: "n1", account: details.account }]);
    h.send({ type: "transfer", event: { type: "transferSucceeded" } });
    vi.advanceTimersByTime(999);
    expect(h.of("close")).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(h.of("close")).toEqual([{ type: "close", outcome: "success" }]);
  });

  it("a failed transfer shows the error screen and Retry returns to the transfer screen; No thanks exits", () => {
    const h = loginHost({ requireTermsAcceptance: false, mode: "link" });
    h.send({ type: "submitEmail", email: "b@example.com" });
    h.send({ type: "codeSent" });
    typeCode(h);
    const details = { nonce: "n1", account: { type: "email", address: "b@example.com" } };
    h.send({ type: "authenticateFailed", error: err("account_transfer_required", details) });
    h.send({ type: "transfer", event: { type: "transfer" } });
    h.send({ type: "transfer", event: { type: "transferFailed", error: err("invalid_data") } });
    expect(h.state.step.name).toBe("error");
    h.send({ type: "retry" });
    expect(h.state.step).toMatchObject({ name: "accountTransfer", transfer: { stage: "initial" } });
    h.send({ type: "transfer", event: { type: "decline" } });
    expect(h.of("close")).toEqual([{ type: "close", outcome: "exited" }]);
  });
});

describe("post-login pipeline", () => {
  const signIn = (h: ReturnType<typeof loginHost>, hasAcceptedTerms = false) => {
    h.send({ type: "submitEmail", email: "ada@example.com" });
    h.send({ type: "codeSent" });
    typeCode(h);
    h.send({ type: "authenticated", hasAcceptedTerms, isNewUser: true });
  };

  it("terms → embedded wallet → success → close, each step 500 ms before the close would be", () => {
    const h = loginHost({ requireTermsAcceptance: true, createEmbeddedWallet: true });
    signIn(h);
    vi.advanceTimersByTime(SUCCESS_AUTO_CLOSE_MS - POST_LOGIN_STEP_LEAD_MS - 1);
    expect(h.state.step.name).toBe("code");
    vi.advanceTimersByTime(1);
    expect(h.state.step.name).toBe("terms");
    h.send({ type: "acceptTerms" });
    h.send({ type: "termsAccepted" });
    vi.advanceTimersByTime(SUCCESS_AUTO_CLOSE_MS - POST_LOGIN_STEP_LEAD_MS);
    expect(h.of("createEmbeddedWallet")).toHaveLength(1);
    // The terms screen stays until the runtime says it is really creating a wallet.
    expect(h.state.step.name).toBe("terms");
    h.send({ type: "walletCreationStarted" });
    expect(h.state.step.name).toBe("createWallet");
    h.send({ type: "walletCreated" });
    expect(h.state.step.name).toBe("success");
    vi.advanceTimersByTime(SUCCESS_AUTO_CLOSE_MS - 1);
    expect(h.of("close")).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(h.of("close")).toEqual([{ type: "close", outcome: "success" }]);
    expect(h.of("rememberLogin")).toEqual([{ type: "rememberLogin", accountType: "email" }]);
  });

  it("a failed Accept keeps the terms screen, marks it failed (the screen shows terms.failed), and Accept tries again", () => {
    const h = loginHost({ requireTermsAcceptance: true, createEmbeddedWallet: false });
    signIn(h);
    vi.advanceTimersByTime(SUCCESS_AUTO_CLOSE_MS - POST_LOGIN_STEP_LEAD_MS);
    h.send({ type: "acceptTerms" });
    h.send({ type: "termsFailed", error: err("unknown_auth_error") });
    expect(h.state.step).toEqual({ name: "terms", status: "idle", failed: true });
    h.send({ type: "acceptTerms" });
    expect(h.state.step).toEqual({ name: "terms", status: "accepting" });
    expect(h.of("acceptTerms")).toHaveLength(2);
  });

  it("a failed wallet creation logs out, emits the event, shows the error with Close and reports 'Failed to create wallet'", () => {
    const h = loginHost({ requireTermsAcceptance: false, createEmbeddedWallet: true });
    signIn(h, true);
    vi.advanceTimersByTime(SUCCESS_AUTO_CLOSE_MS - POST_LOGIN_STEP_LEAD_MS);
    h.send({ type: "walletCreationStarted" });
    expect(h.state.step.name).toBe("createWallet");
    h.send({ type: "walletCreationFailed", error: err("unknown_embedded_wallet_error") });
    expect(h.of("analytics")).toEqual([{ type: "analytics", eventName: "embedded_wallet_creation_failure_logout" }]);
    expect(h.of("logout")).toHaveLength(1);
    // Spec 001 §2: the creating screen turns into 'Something went wrong' with 'Close'; the modal stays open.
    expect(h.state.step).toEqual({ name: "createWallet", failed: true });
    expect(h.of("close")).toEqual([]);
    expect(h.of("reportError")).toEqual([
      {
        type: "reportError",
        error: {
          code: "embedded_wallet_create_error",
          message: "Failed to create wallet",
          status: null,
          details: { cause: "unknown_embedded_wallet_error" },
        },
      },
    ]);
    h.send({ type: "close" });
    expect(h.of("close")).toEqual([{ type: "close", outcome: "exited" }]);
    // Signed out already: Close does not log out a second time.
    expect(h.of("logout")).toHaveLength(1);
    expect(h.of("rememberLogin")).toEqual([]);
  });

  it("wallet creation without a session returns to login and reports 'User must be authenticated before creating a foyer wallet'", () => {
    const h = loginHost({ requireTermsAcceptance: false, createEmbeddedWallet: true });
    signIn(h, true);
    vi.advanceTimersByTime(SUCCESS_AUTO_CLOSE_MS - POST_LOGIN_STEP_LEAD_MS);
    h.send({ type: "walletCreationStarted" });
    const message = "User must be authenticated before creating a foyer wallet";
    h.send({ type: "walletCreationFailed", error: { ...err("must_be_authenticated"), message } });
    // Spec 001 §4: back to the login screen (not 'Something went wrong'); no one is left to log out.
    expect(h.state.step.name).toBe("landing");
    expect(h.state.signedIn).toBeNull();
    expect(h.of("logout")).toEqual([]);
    expect(h.of("close")).toEqual([]);
    expect(h.of("reportError")).toEqual([
      {
        type: "reportError",
        error: expect.objectContaining({ code: "must_be_authenticated", message }),
      },
    ]);
  });

  it("closing the recovery selection during creation logs out and closes at once", () => {
    const h = loginHost({ requireTermsAcceptance: false, createEmbeddedWallet: true });
    signIn(h, true);
    vi.advanceTimersByTime(SUCCESS_AUTO_CLOSE_MS - POST_LOGIN_STEP_LEAD_MS);
    h.send({ type: "walletCreationStarted" });
    h.send({ type: "walletCreationFailed", error: err("user_exited_set_password_flow") });
    expect(h.of("analytics")).toEqual([{ type: "analytics", eventName: "embedded_wallet_creation_failure_logout" }]);
    expect(h.of("logout")).toHaveLength(1);
    expect(h.of("close")).toEqual([{ type: "close", outcome: "exited" }]);
  });

  it("a user who needs no wallet never sees 'Creating your wallet': the code screen goes straight to success", () => {
    const h = loginHost({ requireTermsAcceptance: false, createEmbeddedWallet: true });
    signIn(h, true);
    vi.advanceTimersByTime(SUCCESS_AUTO_CLOSE_MS - POST_LOGIN_STEP_LEAD_MS);
    expect(h.of("createEmbeddedWallet")).toHaveLength(1);
    expect(h.state.step.name).toBe("code");
    // A second timer or a late start after the answer changes nothing.
    h.send({ type: "walletCreated" });
    expect(h.state.step.name).toBe("success");
    h.send({ type: "walletCreationStarted" });
    expect(h.state.step.name).toBe("success");
    vi.advanceTimersByTime(SUCCESS_AUTO_CLOSE_MS);
    expect(h.of("close")).toEqual([{ type: "close", outcome: "success" }]);
    expect(h.of("createEmbeddedWallet")).toHaveLength(1);
  });

  it("declining the terms logs out and remembers nothing", () => {
    const h = loginHost({ requireTermsAcceptance: true });
    signIn(h);
    vi.advanceTimersByTime(SUCCESS_AUTO_CLOSE_MS);
    h.send({ type: "declineTerms" });
    expect(h.of("logout")).toHaveLength(1);
    expect(h.of("rememberLogin")).toEqual([]);
  });
});
