import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CAPTCHA_AUTO_CONTINUE_MS,
  CAPTCHA_EXECUTE_DELAY_MS,
  CAPTCHA_INITIAL_DELAY_MS,
  CAPTCHA_PROVIDER_POLL_MS,
  CAPTCHA_PROVIDER_WAIT_MS,
  CAPTCHA_SUCCESS_WAIT_MS,
} from "../../constants.ts";
import type { FlowError } from "../codeEntry/codeEntryMachine.ts";
import { type CaptchaEffect, type CaptchaEvent, type CaptchaState, captchaMachine } from "./captchaMachine.ts";

/**
 * A host for the machine on fake timers: the provider becomes ready after `readyAfterPolls` checks,
 * `execute` answers at once with the next token (or fails), the callback resolves or throws.
 */
function host(options: {
  enabled?: boolean;
  userIntentRequired?: boolean;
  readyAfterPolls?: number;
  solve?: (attempt: number) => string | FlowError;
  callback?: (token: string | null) => FlowError | null;
}) {
  const log: string[] = [];
  const executes: { reset: boolean }[] = [];
  const callbacks: (string | null)[] = [];
  let checks = 0;
  let finished: CaptchaEffect | null = null;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let start = captchaMachine.initial({
    enabled: options.enabled ?? true,
    userIntentRequired: options.userIntentRequired,
  });
  let state: CaptchaState = start.state;

  const send = (event: CaptchaEvent) => {
    const next = captchaMachine.transition(state, event);
    state = next.state;
    next.effects.forEach(run);
  };
  const run = (effect: CaptchaEffect) => {
    log.push(effect.type === "startTimer" ? `${effect.id}:${effect.ms}` : effect.type);
    switch (effect.type) {
      case "startTimer":
        timers.set(
          effect.id,
          setTimeout(() => send({ type: "timer", id: effect.id }), effect.ms),
        );
        return;
      case "cancelTimer":
        clearTimeout(timers.get(effect.id));
        return;
      case "checkProvider":
        checks++;
        send({ type: "providerChecked", ready: checks > (options.readyAfterPolls ?? 0) });
        return;
      case "execute": {
        executes.push({ reset: effect.reset });
        const result = (options.solve ?? ((n) => `token-${n}`))(executes.length);
        send(typeof result === "string" ? { type: "solved", token: result } : { type: "solveFailed", error: result });
        return;
      }
      case "callback": {
        callbacks.push(effect.token);
        const error = options.callback?.(effect.token) ?? null;
        send(error ? { type: "callbackFailed", error } : { type: "callbackSucceeded" });
        return;
      }
      case "finish":
        finished = effect;
    }
  };
  start.effects.forEach(run);
  start = { state, effects: [] };
  return {
    get state() {
      return state;
    },
    get finished() {
      return finished;
    },
    send,
    log,
    executes,
    callbacks,
    get checks() {
      return checks;
    },
  };
}

const captchaError = (code: FlowError["code"]): FlowError => ({ code, message: code, status: 400 });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("captchaMachine", () => {
  it("disabled: calls back at once without a token and finishes", () => {
    const h = host({ enabled: false });
    expect(h.state.status).toBe("disabled");
    expect(h.callbacks).toEqual([null]);
    expect(h.finished).toEqual({ type: "finish", outcome: "success" });
  });

  it("waits the initial delay (1 s), then executes 0.5 s after ready", () => {
    const h = host({});
    expect(h.state.status).toBe("loading");
    vi.advanceTimersByTime(CAPTCHA_INITIAL_DELAY_MS - 1);
    expect(h.checks).toBe(0);
    vi.advanceTimersByTime(1);
    expect(h.checks).toBe(1);
    expect(h.state.status).toBe("ready");
    vi.advanceTimersByTime(CAPTCHA_EXECUTE_DELAY_MS - 1);
    expect(h.executes).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(h.executes).toEqual([{ reset: false }]);
    expect(h.state.status).toBe("success");
  });

  it("on success waits 1 s, calls back with the token, then continues by itself after 2 s", () => {
    const h = host({});
    vi.advanceTimersByTime(CAPTCHA_INITIAL_DELAY_MS + CAPTCHA_EXECUTE_DELAY_MS);
    expect(h.state).toMatchObject({ status: "success", token: "token-1" });
    vi.advanceTimersByTime(CAPTCHA_SUCCESS_WAIT_MS - 1);
    expect(h.callbacks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(h.callbacks).toEqual(["token-1"]);
    vi.advanceTimersByTime(CAPTCHA_AUTO_CONTINUE_MS - 1);
    expect(h.finished).toBeNull();
    vi.advanceTimersByTime(1);
    expect(h.finished).toEqual({ type: "finish", outcome: "success" });
  });

  it("with user intent required it never continues by itself: Continue finishes", () => {
    const h = host({ userIntentRequired: true });
    vi.advanceTimersByTime(CAPTCHA_INITIAL_DELAY_MS + CAPTCHA_EXECUTE_DELAY_MS + CAPTCHA_SUCCESS_WAIT_MS);
    expect(h.callbacks).toEqual(["token-1"]);
    vi.advanceTimersByTime(60_000);
    expect(h.finished).toBeNull();
    h.send({ type: "continue" });
    expect(h.finished).toEqual({ type: "finish", outcome: "success" });
  });

  it("Continue does nothing when no user intent is required", () => {
    const h = host({});
    vi.advanceTimersByTime(CAPTCHA_INITIAL_DELAY_MS + CAPTCHA_EXECUTE_DELAY_MS + CAPTCHA_SUCCESS_WAIT_MS);
    h.send({ type: "continue" });
    expect(h.finished).toBeNull();
  });

  it("polls the provider every 200 ms and becomes ready when it loads", () => {
    const h = host({ readyAfterPolls: 3 });
    vi.advanceTimersByTime(CAPTCHA_INITIAL_DELAY_MS);
    expect(h.checks).toBe(1);
    vi.advanceTimersByTime(CAPTCHA_PROVIDER_POLL_MS);
    expect(h.checks).toBe(2);
    vi.advanceTimersByTime(CAPTCHA_PROVIDER_POLL_MS * 2);
    expect(h.checks).toBe(4);
    expect(h.state.status).toBe("ready");
  });

  it("gives up waiting for the provider after 20 s with captcha_timeout", () => {
    const h = host({ readyAfterPolls: Number.POSITIVE_INFINITY });
    vi.advanceTimersByTime(CAPTCHA_INITIAL_DELAY_MS + CAPTCHA_PROVIDER_WAIT_MS - CAPTCHA_PROVIDER_POLL_MS - 1);
    expect(h.state.status).toBe("loading");
    vi.advanceTimersByTime(CAPTCHA_PROVIDER_POLL_MS + 1);
    expect(h.state.status).toBe("error");
    expect(h.state.error?.code).toBe("captcha_timeout");
    expect(h.checks).toBe(CAPTCHA_PROVIDER_WAIT_MS / CAPTCHA_PROVIDER_POLL_MS);
  });

  it("a failed solve shows captcha_failure; retries start at 3, each lowers the count, 0 disables Retry", () => {
    const h = host({ solve: () => captchaError("captcha_failure") });
    vi.advanceTimersByTime(CAPTCHA_INITIAL_DELAY_MS + CAPTCHA_EXECUTE_DELAY_MS);
    expect(h.state).toMatchObject({ status: "error", retriesLeft: 3, error: { code: "captcha_failure" } });
    for (const left of [2, 1, 0]) {
      h.send({ type: "retry" });
      expect(h.state.retriesLeft).toBe(left);
      vi.advanceTimersByTime(CAPTCHA_EXECUTE_DELAY_MS);
      expect(h.state.status).toBe("error");
    }
    // Each retry reset the widget and solved again.
    expect(h.executes).toEqual([{ reset: false }, { reset: true }, { reset: true }, { reset: true }]);
    h.send({ type: "retry" });
    expect(h.state.retriesLeft).toBe(0);
    expect(h.executes).toHaveLength(4);
  });

  it("a rejected token (invalid_captcha) stays on the captcha screen and Retry solves a fresh token", () => {
    let calls = 0;
    const h = host({ callback: () => (++calls === 1 ? captchaError("invalid_captcha") : null) });
    vi.advanceTimersByTime(CAPTCHA_INITIAL_DELAY_MS + CAPTCHA_EXECUTE_DELAY_MS + CAPTCHA_SUCCESS_WAIT_MS);
    expect(h.state).toMatchObject({ status: "error", error: { code: "invalid_captcha" } });
    h.send({ type: "retry" });
    vi.advanceTimersByTime(CAPTCHA_EXECUTE_DELAY_MS + CAPTCHA_SUCCESS_WAIT_MS);
    expect(h.callbacks).toEqual(["token-1", "token-2"]);
    vi.advanceTimersByTime(CAPTCHA_AUTO_CONTINUE_MS);
    expect(h.finished).toEqual({ type: "finish", outcome: "success" });
  });

  it("if the callback throws anything else, it finishes with the error (the error screen)", () => {
    const h = host({ callback: () => captchaError("allowlist_rejected") });
    vi.advanceTimersByTime(CAPTCHA_INITIAL_DELAY_MS + CAPTCHA_EXECUTE_DELAY_MS + CAPTCHA_SUCCESS_WAIT_MS);
    expect(h.finished).toMatchObject({ type: "finish", outcome: "error", error: { code: "allowlist_rejected" } });
  });

  it("ignores stale timers and answers", () => {
    const h = host({});
    const before = h.state;
    expect(captchaMachine.transition(before, { type: "solved", token: "x" }).state).toBe(before);
    expect(captchaMachine.transition(before, { type: "timer", id: "captchaAutoContinue" }).effects).toEqual([]);
  });
});
