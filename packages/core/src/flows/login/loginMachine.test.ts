import { describe, expect, it } from "vitest";
import { POST_LOGIN_STEP_LEAD_MS, SUCCESS_AUTO_CLOSE_MS } from "../../constants.ts";
import type { FlowError } from "../codeEntry/codeEntryMachine.ts";
import { loginMachine } from "../loginMethods/loginMachine.ts";
import type { LoginEvent, LoginState } from "./loginTypes.ts";
import { routeSignInError } from "./routeSignInError.ts";

const { initial, transition } = loginMachine;
const err = (code: FlowError["code"], details?: Record<string, unknown>): FlowError => ({
  code,
  message: `msg ${code}`,
  status: 400,
  details,
});

function run(state: LoginState, ...events: LoginEvent[]) {
  let current = { state, effects: [] as ReturnType<typeof transition>["effects"] };
  const all: typeof current.effects = [];
  for (const event of events) {
    current = transition(current.state, event);
    all.push(...current.effects);
  }
  return { state: current.state, effects: all, last: current.effects };
}

const typeCode = (code: string): LoginEvent[] =>
  [...code].map((d, i) => ({ type: "code", event: { type: "input", index: i, text: d } }));

const atCode = () =>
  run(
    initial({ requireTermsAcceptance: false }),
    { type: "submitEmail", email: "ada@example.com" },
    { type: "codeSent" },
  );

describe("loginMachine", () => {
  it("validates the email before sending a code", () => {
    const bad = transition(initial({ requireTermsAcceptance: false }), { type: "submitEmail", email: "nope" });
    expect(bad.state.step).toMatchObject({ name: "landing", form: { error: { kind: "invalid_email" } } });
    expect(bad.effects).toEqual([]);
    const good = transition(bad.state, { type: "submitEmail", email: " ada@example.com " });
    expect(good.effects).toEqual([{ type: "sendCode", email: "ada@example.com", resend: false }]);
    // No second send while one is in flight.
    expect(transition(good.state, { type: "submitEmail" }).effects).toEqual([]);
  });

  it("opens the email screen with the landing's typed address, or empty from the overflow list", () => {
    const start = initial({ requireTermsAcceptance: false });
    const typed = run(start, { type: "emailChanged", email: "ada@" }, { type: "openEmail" }).state;
    expect(typed.step).toEqual({ name: "email", form: { email: "ada@", status: "idle", error: null } });
    // Already there: nothing happens.
    expect(transition(typed, { type: "openEmail" }).state).toBe(typed);
    const fromList = run(start, { type: "openMoreOptions" }, { type: "openEmail" }).state;
    expect(fromList.step).toEqual({ name: "email", form: { email: "", status: "idle", error: null } });
  });

  it("goes landing → code, and Back returns to the landing form with the email kept", () => {
    const { state, effects } = atCode();
    expect(state.step.name).toBe("code");
    expect(state.step).toMatchObject({ name: "code", focus: { index: 0 } });
    expect(effects).toContainEqual({ type: "startTimer", id: "resendCooldown", ms: 30_000 });
    const back = transition(state, { type: "back" });
    expect(back.state.step).toEqual({
      name: "landing",
      form: { email: "ada@example.com", status: "idle", error: null },
    });
  });

  it("shows inline errors on the form for plus-addresses and rate limits at send time", () => {
    const sending = run(initial({ requireTermsAcceptance: false }), {
      type: "submitEmail",
      email: "a+b@example.com",
    }).state;
    const plus = transition(sending, { type: "sendCodeFailed", error: err("disallowed_plus_email") });
    expect(plus.state.step).toMatchObject({ name: "landing", form: { status: "idle", error: { kind: "plus_email" } } });
    const limited = transition(sending, { type: "sendCodeFailed", error: err("too_many_requests") });
    expect(limited.state.step).toMatchObject({ form: { error: { kind: "too_many_requests" } } });
  });

  it("routes sign-in errors per spec §4", () => {
    expect(routeSignInError(err("allowlist_rejected")).name).toBe("allowlist");
    expect(routeSignInError(err("max_accounts_reached")).name).toBe("userLimit");
    expect(routeSignInError(err("user_does_not_exist")).name).toBe("accountNotFound");
    expect(
      routeSignInError(
        err("account_transfer_required", {
          nonce: "n1",
          account: { type: "email", address: "b@example.com" },
          embedded_wallet_address: null,
        }),
      ),
    ).toMatchObject({ name: "accountTransfer", transfer: { nonce: "n1", stage: "initial" } });
    expect(routeSignInError(err("account_transfer_required", { nonce: "n1" }))).toMatchObject({
      name: "error",
      error: { message: "missing account transfer inputs" },
    });
    expect(routeSignInError(err("unknown_auth_error")).name).toBe("error");
  });

  it("a gating error from code entry leaves the code screen and is reported", () => {
    const submitting = run(atCode().state, ...typeCode("123456"));
    // The runner reads the destination from the code step (codeClientMethod.ts).
    expect(submitting.last).toEqual([{ type: "authenticate", code: "123456" }]);
    expect(submitting.state.step).toMatchObject({ name: "code", email: "ada@example.com", status: "submitting" });
    const out = transition(submitting.state, { type: "authenticateFailed", error: err("allowlist_rejected") });
    expect(out.state.step.name).toBe("allowlist");
    expect(out.effects).toContainEqual({ type: "reportError", error: err("allowlist_rejected") });
    expect(transition(out.state, { type: "restart" }).state.step.name).toBe("landing");
  });

  it("disallowed_plus_email at code entry returns to login with the inline error", () => {
    const submitting = run(atCode().state, ...typeCode("123456")).state;
    const out = transition(submitting, { type: "authenticateFailed", error: err("disallowed_plus_email") });
    expect(out.state.step).toEqual({
      name: "landing",
      form: { email: "ada@example.com", status: "idle", error: { kind: "plus_email" } },
    });
    expect(out.state.history).toEqual([]);
  });

  it("Retry on the error screen returns to the previous screen, or the login screen", () => {
    const sending = run(initial({ requireTermsAcceptance: false }), {
      type: "submitEmail",
      email: "a@example.com",
    }).state;
    const failed = transition(sending, { type: "sendCodeFailed", error: err("unknown_auth_error") });
    expect(failed.state.step.name).toBe("error");
    const retried = transition(failed.state, { type: "retry" });
    expect(retried.state.step).toMatchObject({ name: "landing", form: { email: "a@example.com", status: "idle" } });
    const orphan: LoginState = { ...failed.state, history: [] };
    expect(transition(orphan, { type: "retry" }).state.step.name).toBe("landing");
  });

  it("after sign-in without terms: success, remember the method, close after SUCCESS_AUTO_CLOSE_MS", () => {
    const submitting = run(atCode().state, ...typeCode("123456")).state;
    const ok = transition(submitting, { type: "authenticated", hasAcceptedTerms: false, isNewUser: true });
    expect(ok.state.step.name).toBe("success");
    // Remembered only once the sign-in completes (the modal closes signed in).
    expect(ok.effects).not.toContainEqual({ type: "rememberLogin", accountType: "email" });
    expect(ok.effects).toContainEqual({ type: "startTimer", id: "postLogin", ms: SUCCESS_AUTO_CLOSE_MS });
    expect(transition(ok.state, { type: "back" }).state).toBe(ok.state);
    expect(transition(ok.state, { type: "timer", id: "postLogin" }).effects).toEqual([
      { type: "rememberLogin", accountType: "email" },
      { type: "close", outcome: "success" },
    ]);
  });

  it("after sign-in with terms required and not accepted: the terms step 500 ms earlier", () => {
    const start = run(
      initial({ requireTermsAcceptance: true }),
      { type: "submitEmail", email: "ada@example.com" },
      { type: "codeSent" },
      ...typeCode("123456"),
    ).state;
    const ok = transition(start, { type: "authenticated", hasAcceptedTerms: false, isNewUser: false });
    expect(ok.effects).toContainEqual({
      type: "startTimer",
      id: "postLogin",
      ms: SUCCESS_AUTO_CLOSE_MS - POST_LOGIN_STEP_LEAD_MS,
    });
    const terms = transition(ok.state, { type: "timer", id: "postLogin" });
    expect(terms.state.step).toEqual({ name: "terms", status: "idle" });
    const accepting = transition(terms.state, { type: "acceptTerms" });
    expect(accepting.effects).toEqual([{ type: "acceptTerms" }]);
    expect(transition(accepting.state, { type: "termsAccepted" }).state.step.name).toBe("success");
    expect(transition(terms.state, { type: "declineTerms" }).effects).toEqual([
      { type: "logout" },
      { type: "close", outcome: "exited" },
    ]);
    // Closing while terms are pending declines them.
    expect(transition(terms.state, { type: "close" }).effects).toContainEqual({ type: "logout" });
  });

  it("already accepted terms skip the terms step", () => {
    const start = run(
      initial({ requireTermsAcceptance: true }),
      { type: "submitEmail", email: "ada@example.com" },
      { type: "codeSent" },
      ...typeCode("123456"),
    ).state;
    expect(transition(start, { type: "authenticated", hasAcceptedTerms: true, isNewUser: false }).state.step.name).toBe(
      "success",
    );
  });

  it("closing before sign-in exits; ignores stale results after Back", () => {
    const { state } = atCode();
    expect(transition(state, { type: "close" }).effects).toContainEqual({ type: "close", outcome: "exited" });
    const submitting = run(state, ...typeCode("123456")).state;
    const backed = transition(submitting, { type: "back" }).state;
    expect(transition(backed, { type: "authenticated", hasAcceptedTerms: true, isNewUser: false }).state).toBe(backed);
  });
});
