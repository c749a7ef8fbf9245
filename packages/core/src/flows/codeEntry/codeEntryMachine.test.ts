import { describe, expect, it } from "vitest";
import { CODE_ERROR_RESET_MS, CODE_RESEND_COOLDOWN_MS } from "../../constants.ts";
import {
  type CodeEntryEvent,
  type CodeEntryState,
  codeEntryMachine,
  type FlowError,
  retryAfterSeconds,
} from "./codeEntryMachine.ts";

const { initial, transition } = codeEntryMachine;
const err = (code: FlowError["code"], message = "server says no", status: number | null = 400): FlowError => ({
  code,
  message,
  status,
});

function run(state: CodeEntryState, ...events: CodeEntryEvent[]) {
  let current = { state, effects: [] as ReturnType<typeof transition>["effects"] };
  const all: typeof current.effects = [];
  for (const event of events) {
    current = transition(current.state, event);
    all.push(...current.effects);
  }
  return { state: current.state, effects: all, last: current.effects };
}

const type = (digits: string): CodeEntryEvent[] => [...digits].map((d, i) => ({ type: "input", index: i, text: d }));

describe("codeEntryMachine", () => {
  it("starts with six empty boxes, the resend cooldown and focus on the first box", () => {
    const { state, effects } = initial();
    expect(state.digits).toEqual(["", "", "", "", "", ""]);
    expect(state.resend).toBe("cooldown");
    expect(state.focus).toEqual({ index: 0 });
    expect(effects).toEqual([{ type: "startTimer", id: "resendCooldown", ms: CODE_RESEND_COOLDOWN_MS }]);
  });

  it("moves focus forward while typing and submits exactly once when all six are filled", () => {
    const { state, effects } = run(initial().state, ...type("12345"));
    expect(state.focus).toEqual({ index: 5 });
    expect(effects).toEqual([]);
    const done = transition(state, { type: "input", index: 5, text: "6" });
    expect(done.state.status).toBe("submitting");
    expect(done.effects).toEqual([{ type: "authenticate", code: "123456" }]);
    // Further input or paste while submitting does nothing: no double submit.
    expect(transition(done.state, { type: "input", index: 5, text: "7" }).effects).toEqual([]);
    expect(transition(done.state, { type: "paste", index: 0, text: "654321" }).effects).toEqual([]);
  });

  it("fills every box from a paste (or autofill) of a whole code, wherever it lands", () => {
    const pasted = transition(initial().state, { type: "paste", index: 3, text: " 123 456 " });
    expect(pasted.state.digits.join("")).toBe("123456");
    expect(pasted.effects).toEqual([{ type: "authenticate", code: "123456" }]);
    const autofill = transition(initial().state, { type: "input", index: 0, text: "987654" });
    expect(autofill.effects).toEqual([{ type: "authenticate", code: "987654" }]);
  });

  it("rejects a non-numeric paste with 'not numeric' and leaves the boxes alone", () => {
    const { state, effects } = transition(initial().state, { type: "paste", index: 0, text: "12a456" });
    expect(state.error).toEqual({ kind: "not_numeric" });
    expect(state.digits.every((d) => d === "")).toBe(true);
    expect(effects).toEqual([]);
    // The next valid digit clears the message.
    expect(transition(state, { type: "input", index: 0, text: "1" }).state.error).toBeNull();
  });

  it("backspace clears the box, or the previous one when empty", () => {
    const typed = run(initial().state, ...type("12")).state;
    const cleared = transition(typed, { type: "backspace", index: 1 });
    expect(cleared.state.digits.slice(0, 2)).toEqual(["1", ""]);
    const previous = transition(cleared.state, { type: "backspace", index: 1 });
    expect(previous.state.digits[0]).toBe("");
    expect(previous.state.focus).toEqual({ index: 0 });
    // Asked again for a box it asked for before: a new request, so the view moves the focus back there.
    const again = transition(transition(previous.state, { type: "navigate", index: 3 }).state, {
      type: "navigate",
      index: 0,
    });
    expect(again.state.focus).toEqual({ index: 0 });
    expect(again.state.focus).not.toBe(previous.state.focus);
  });

  it("wrong code: 'Incorrect code', then after 1.4 s the boxes clear and focus returns to the first box", () => {
    const submitting = run(initial().state, ...type("111111")).state;
    const failed = transition(submitting, { type: "authenticateFailed", error: err("invalid_credentials", "x", 401) });
    expect(failed.state.status).toBe("error");
    expect(failed.state.error).toEqual({ kind: "incorrect_code" });
    expect(failed.effects).toEqual([{ type: "startTimer", id: "codeErrorReset", ms: CODE_ERROR_RESET_MS }]);
    // Typing during the error is ignored.
    expect(transition(failed.state, { type: "input", index: 0, text: "2" }).state).toBe(failed.state);
    const reset = transition(failed.state, { type: "timer", id: "codeErrorReset" });
    expect(reset.state.digits.every((d) => d === "")).toBe(true);
    expect(reset.state.error).toBeNull();
    expect(reset.state.status).toBe("editing");
    expect(reset.state.focus).toEqual({ index: 0 });
    expect(reset.effects).toEqual([]);
    // And a new code can be submitted.
    expect(run(reset.state, ...type("222222")).last).toEqual([{ type: "authenticate", code: "222222" }]);
  });

  it("maps other errors per spec §8 'Code entry'", () => {
    const submitting = run(initial().state, ...type("111111")).state;
    const kindOf = (e: FlowError) => transition(submitting, { type: "authenticateFailed", error: e }).state.error;
    expect(kindOf(err("too_many_requests", "slow down", 429))).toEqual({ kind: "too_many_requests" });
    expect(kindOf(err("cannot_link_more_of_type", "Only one email per user"))).toEqual({
      kind: "server_message",
      message: "Only one email per user",
    });
    expect(kindOf(err("unknown_auth_error", "boom", 500))).toEqual({ kind: "issue_verifying" });
    expect(kindOf(err("invalid_data"))).toEqual({ kind: "issue_verifying" });
  });

  it("escalates plus-address and gating errors to the parent flow", () => {
    const submitting = run(initial().state, ...type("111111")).state;
    for (const code of ["disallowed_plus_email", "allowlist_rejected", "user_does_not_exist"] as const) {
      const out = transition(submitting, { type: "authenticateFailed", error: err(code) });
      expect(out.effects).toEqual([{ type: "escalate", error: err(code) }]);
    }
  });

  it("success ends the screen and ignores a late failure", () => {
    const submitting = run(initial().state, ...type("123456")).state;
    const done = transition(submitting, { type: "authenticateSucceeded" });
    expect(done.state.status).toBe("done");
    expect(transition(done.state, { type: "authenticateFailed", error: err("invalid_credentials") }).state).toBe(
      done.state,
    );
  });

  it("blocks resend for 30 s, then resends and blocks again", () => {
    const start = initial().state;
    expect(transition(start, { type: "resend" }).effects).toEqual([]);
    const ready = transition(start, { type: "timer", id: "resendCooldown" }).state;
    expect(ready.resend).toBe("ready");
    const sending = transition(ready, { type: "resend" });
    expect(sending.effects).toEqual([{ type: "sendCode" }]);
    expect(transition(sending.state, { type: "resend" }).effects).toEqual([]);
    const sent = transition(sending.state, { type: "resendSucceeded" });
    expect(sent.state.resend).toBe("cooldown");
    expect(sent.effects).toEqual([{ type: "startTimer", id: "resendCooldown", ms: CODE_RESEND_COOLDOWN_MS }]);
    const failed = transition(sending.state, { type: "resendFailed", error: err("too_many_requests", "x", 429) });
    expect(failed.state).toMatchObject({ resend: "ready", error: { kind: "too_many_requests" } });
  });
  it("a dead code (used, expired or killed by wrong tries) says so and offers 'Resend code' at once", () => {
    const submitting = run(initial().state, ...type("111111")).state;
    expect(submitting.resend).toBe("cooldown");
    const expired = { ...err("invalid_credentials", "x", 401), details: { reason: "code_expired" } };
    const failed = transition(submitting, { type: "authenticateFailed", error: expired });
    expect(failed.state).toMatchObject({ status: "error", error: { kind: "code_expired" }, resend: "ready" });
    expect(failed.effects).toContainEqual({ type: "cancelTimer", id: "resendCooldown" });
    // The reset timer starts after every cancel (its own among them).
    expect(failed.effects.at(-1)).toEqual({ type: "startTimer", id: "codeErrorReset", ms: CODE_ERROR_RESET_MS });
    // The boxes clear after 1.4 s, but the reason stays until a new code is sent.
    const reset = transition(failed.state, { type: "timer", id: "codeErrorReset" }).state;
    expect(reset).toMatchObject({ status: "editing", error: { kind: "code_expired" } });
    const sending = transition(reset, { type: "resend" });
    expect(sending.effects).toEqual([{ type: "sendCode" }]);
    expect(transition(sending.state, { type: "resendSucceeded" }).state.error).toBeNull();
  });

  it("a refused resend with a wait blocks the button for that wait, then re-enables it", () => {
    const ready = transition(initial().state, { type: "timer", id: "resendCooldown" }).state;
    const sending = transition(ready, { type: "resend" }).state;
    const refused = { ...err("too_many_requests", "x", 429), details: { retry_after: 2 } };
    const waiting = transition(sending, { type: "resendFailed", error: refused });
    expect(waiting.state).toMatchObject({ resend: "waiting", resendIn: 2, error: { kind: "too_many_requests" } });
    // One timer for the whole wait (the screen draws the countdown from `resendIn`).
    expect(waiting.effects).toEqual([{ type: "startTimer", id: "resendWait", ms: 2000 }]);
    expect(transition(waiting.state, { type: "resend" }).effects).toEqual([]);
    const zero = transition(waiting.state, { type: "timer", id: "resendWait" });
    expect(zero.state).toMatchObject({ resend: "ready", resendIn: null, error: null });
    expect(transition(zero.state, { type: "resend" }).effects).toEqual([{ type: "sendCode" }]);
  });
});

describe("retryAfterSeconds", () => {
  it("is the 429's wait in whole seconds, and nothing without one", () => {
    const refused = (details: Record<string, unknown>) => ({ ...err("too_many_requests", "x", 429), details });
    expect(retryAfterSeconds(refused({ retry_after: 11.2 }))).toBe(12);
    expect(retryAfterSeconds(refused({ retry_after: 0 }))).toBeUndefined();
    expect(retryAfterSeconds(refused({ retry_after: "5" }))).toBeUndefined();
    expect(retryAfterSeconds(err("too_many_requests"))).toBeUndefined();
    expect(retryAfterSeconds({ ...err("invalid_data"), details: { retry_after: 5 } })).toBeUndefined();
  });
});
