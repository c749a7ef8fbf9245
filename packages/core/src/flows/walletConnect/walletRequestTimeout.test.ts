import { afterEach, describe, expect, it, vi } from "vitest";
import { WALLET_REQUEST_TIMEOUT_MS } from "../../constants.ts";
import { walletOptionFixture } from "../../testing/walletOptionFixture.ts";
import { loginMachine } from "../loginMethods/loginMachine.ts";
import {
  type WalletFlowEffect,
  type WalletFlowEvent,
  type WalletFlowState,
  walletConnectMachine,
} from "./walletConnectMachine.ts";

/**
 * Drives the machine as the runtime does: startTimer / cancelTimer effects become real (fake) timers whose
 * expiry is sent back as a timer event, so the test checks the wiring and not only the transition.
 */
function drive(purpose: "login" | "connect", first: WalletFlowEvent) {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const requests: WalletFlowEffect[] = [];
  let state: WalletFlowState = walletConnectMachine.initial({ purpose }).state;
  const run = (effects: WalletFlowEffect[]) => {
    for (const effect of effects) {
      if (effect.type === "startTimer") {
        clearTimeout(timers.get(effect.id));
        timers.set(
          effect.id,
          setTimeout(() => {
            timers.delete(effect.id);
            send({ type: "timer", id: effect.id });
          }, effect.ms),
        );
      } else if (effect.type === "cancelTimer") {
        clearTimeout(timers.get(effect.id));
        timers.delete(effect.id);
      } else requests.push(effect);
    }
  };
  const send = (event: WalletFlowEvent) => {
    const out = walletConnectMachine.transition(state, event);
    state = out.state;
    run(out.effects);
  };
  send(first);
  return { send, requests, state: () => state, timers };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("wallet request timeout", () => {
  it("fails a connect the wallet never answers with the retryable timed-out error", () => {
    vi.useFakeTimers();
    const flow = drive("login", { type: "select", option: walletOptionFixture() });
    expect(flow.state().stage).toBe("connecting");
    vi.advanceTimersByTime(WALLET_REQUEST_TIMEOUT_MS - 1);
    expect(flow.state().stage).toBe("connecting");
    vi.advanceTimersByTime(1);
    expect(flow.state().stage).toBe("failed");
    expect(flow.state().error).toMatchObject({ kind: "timed_out", retryable: true });
    expect(flow.requests.find((e) => e.type === "reportError")).toMatchObject({
      error: { code: "client_request_timeout" },
    });
  });

  it("ignores the wallet's late answer and connects again on Retry, with a fresh timeout", () => {
    vi.useFakeTimers();
    const flow = drive("login", { type: "select", option: walletOptionFixture() });
    const timedOutAttempt = flow.state().attempt;
    vi.advanceTimersByTime(WALLET_REQUEST_TIMEOUT_MS);
    flow.send({ type: "connected", address: "0xabc", attempt: timedOutAttempt });
    expect(flow.state().stage).toBe("failed");
    flow.send({ type: "retry" });
    expect(flow.state()).toMatchObject({ stage: "connecting", retries: 1, error: null });
    expect(flow.requests.filter((e) => e.type === "connect")).toHaveLength(2);
    vi.advanceTimersByTime(WALLET_REQUEST_TIMEOUT_MS);
    expect(flow.state().error?.kind).toBe("timed_out");
  });

  it("does not fire once the wallet connected and waits on the user's sign click", () => {
    vi.useFakeTimers();
    const wc = walletOptionFixture({ targets: [{ chain: "ethereum", connectorType: "wallet_connect_v2" }] });
    const flow = drive("login", { type: "select", option: wc });
    flow.send({ type: "connected", address: "0xabc", attempt: flow.state().attempt, signsSeparately: true });
    expect(flow.state().stage).toBe("signPrompt");
    expect(flow.timers.has("walletRequestTimeout")).toBe(false);
    vi.advanceTimersByTime(WALLET_REQUEST_TIMEOUT_MS * 2);
    expect(flow.state().stage).toBe("signPrompt");
    // The click sends the signature request: that one is timed.
    flow.send({ type: "sign" });
    vi.advanceTimersByTime(WALLET_REQUEST_TIMEOUT_MS);
    expect(flow.state()).toMatchObject({ stage: "failed", error: { kind: "timed_out" } });
  });

  it("times a signature request and signs again on Retry", () => {
    vi.useFakeTimers();
    const flow = drive("login", { type: "select", option: walletOptionFixture() });
    vi.advanceTimersByTime(WALLET_REQUEST_TIMEOUT_MS / 2);
    flow.send({ type: "connected", address: "0xabc", attempt: flow.state().attempt });
    expect(flow.state().stage).toBe("signing");
    // The connect's timer was replaced: half the time later the signature request is still waiting.
    vi.advanceTimersByTime(WALLET_REQUEST_TIMEOUT_MS / 2);
    expect(flow.state().stage).toBe("signing");
    vi.advanceTimersByTime(WALLET_REQUEST_TIMEOUT_MS / 2);
    expect(flow.state().error?.kind).toBe("timed_out");
    flow.send({ type: "retry" });
    expect(flow.state().stage).toBe("signing");
    expect(flow.requests.filter((e) => e.type === "signIn")).toHaveLength(2);
  });

  it("gives the network switch and the signature request each their own time-out", () => {
    vi.useFakeTimers();
    const flow = drive("login", { type: "select", option: walletOptionFixture() });
    flow.send({ type: "connected", address: "0xabc", attempt: flow.state().attempt });
    flow.send({ type: "progress", stage: "switching", attempt: flow.state().attempt });
    vi.advanceTimersByTime(WALLET_REQUEST_TIMEOUT_MS - 1_000);
    // The wallet switched just in time; the signature prompt opens with a fresh time-out.
    flow.send({ type: "progress", stage: "signing", attempt: flow.state().attempt });
    vi.advanceTimersByTime(WALLET_REQUEST_TIMEOUT_MS - 1_000);
    expect(flow.state().stage).toBe("signing");
    vi.advanceTimersByTime(1_000);
    expect(flow.state().error?.kind).toBe("timed_out");
  });

  it("stops once the wallet signed (server verification is no wallet request) and after success", () => {
    vi.useFakeTimers();
    const flow = drive("login", { type: "select", option: walletOptionFixture() });
    flow.send({ type: "connected", address: "0xabc", attempt: flow.state().attempt });
    flow.send({ type: "progress", stage: "verifying", attempt: flow.state().attempt });
    vi.advanceTimersByTime(WALLET_REQUEST_TIMEOUT_MS * 2);
    expect(flow.state().stage).toBe("verifying");
    flow.send({ type: "signedIn", attempt: flow.state().attempt });
    expect(flow.state().stage).toBe("done");
  });

  it("is cleared by Back to the list", () => {
    const flow = drive("connect", { type: "select", option: walletOptionFixture() });
    const out = walletConnectMachine.transition(flow.state(), { type: "back" });
    expect(out.state.screen).toBe("list");
    expect(out.effects).toContainEqual({ type: "cancelTimer", id: "walletRequestTimeout" });
    expect(walletConnectMachine.transition(out.state, { type: "timer", id: "walletRequestTimeout" }).state).toEqual(
      out.state,
    );
  });

  it("reaches the wallet flow inside the login flow", () => {
    const start = loginMachine.initial({ requireTermsAcceptance: false, connectWalletOnly: true });
    let out = loginMachine.transition(start, {
      type: "wallet",
      event: { type: "select", option: walletOptionFixture() },
    });
    expect(out.effects).toContainEqual({
      type: "startTimer",
      id: "walletRequestTimeout",
      ms: WALLET_REQUEST_TIMEOUT_MS,
    });
    out = loginMachine.transition(out.state, { type: "timer", id: "walletRequestTimeout" });
    const step = out.state.step;
    expect(step.name === "wallets" && step.flow.error?.kind).toBe("timed_out");
  });
});
