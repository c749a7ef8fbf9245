import { describe, expect, it } from "vitest";
import type { FarcasterSignature } from "../../api/farcaster.ts";
import { FARCASTER_POLL_MS } from "../../constants.ts";
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

const channel = { channelToken: "ch-1", connectUri: "https://farcaster.xyz/~/siwf?channelToken=ch-1" };
const signature: FarcasterSignature = {
  message: "m",
  signature: "0xab",
  fid: 1,
  username: "a",
  displayName: null,
  pfpUrl: null,
  bio: null,
};
const fc = (event: Extract<LoginEvent, { type: "farcaster" }>["event"]): LoginEvent => ({ type: "farcaster", event });
const waitingFor = (state: LoginState) => run(state, { type: "startFarcaster" }, fc({ type: "opened", channel }));

describe("loginMachine: Farcaster", () => {
  it("the entry opens a channel, polls, verifies; signed in, Farcaster is remembered on close", () => {
    const opening = run(start(), { type: "startFarcaster" });
    expect(opening.state.step).toMatchObject({ name: "farcaster", farcaster: { status: "opening" } });
    expect(opening.effects).toContainEqual({ type: "farcaster", effect: { type: "openChannel" }, action: "login" });
    const waiting = run(opening.state, fc({ type: "opened", channel }));
    expect(waiting.effects).toEqual([{ type: "startTimer", id: "farcasterPoll", ms: FARCASTER_POLL_MS }]);
    const polled = run(waiting.state, { type: "timer", id: "farcasterPoll" });
    expect(polled.effects).toEqual([
      { type: "farcaster", effect: { type: "pollStatus", channelToken: "ch-1" }, action: "login" },
    ]);
    const verifying = run(polled.state, fc({ type: "statusCompleted", signature }));
    expect(verifying.effects).toContainEqual({
      type: "farcaster",
      effect: { type: "verify", signature, channelToken: "ch-1" },
      action: "login",
    });
    const signed = run(verifying.state, { type: "authenticated", hasAcceptedTerms: true, isNewUser: true });
    expect(signed.state.step.name).toBe("success");
    expect(run(signed.state, { type: "close" }).effects).toContainEqual({ type: "rememberLogin", method: "farcaster" });
  });

  it("the timeout stays on the screen with the retryable error; Retry opens a new channel", () => {
    const timedOut = run(waitingFor(start()).state, { type: "timer", id: "farcasterTimeout" });
    expect(timedOut.state.step).toMatchObject({
      name: "farcaster",
      farcaster: { status: "failed", error: { code: "client_request_timeout" } },
    });
    expect(timedOut.effects).toContainEqual({
      type: "reportError",
      error: expect.objectContaining({ code: "client_request_timeout" }),
    });
    const retried = run(timedOut.state, { type: "startFarcaster" });
    expect(retried.effects).toContainEqual({ type: "farcaster", effect: { type: "openChannel" }, action: "login" });
  });

  it("a refused verification with its own screen goes there (allowlist); Back cancels the polls", () => {
    const allowlist: FlowError = { code: "allowlist_rejected", message: "no", status: 403 };
    const verifying = run(waitingFor(start()).state, fc({ type: "statusCompleted", signature }));
    expect(run(verifying.state, fc({ type: "verifyFailed", error: allowlist })).state.step.name).toBe("allowlist");
    const back = run(waitingFor(start()).state, { type: "back" });
    expect(back.state.step.name).toBe("landing");
    expect(back.effects).toContainEqual({ type: "cancelTimer", id: "farcasterPoll" });
  });

  it("link mode starts on the Farcaster screen and links; no-signup passes the mode", () => {
    const link = start({ mode: "link", linkMethod: "farcaster" });
    expect(link.step).toMatchObject({ name: "farcaster", farcaster: { status: "idle" } });
    const verifying = run(waitingFor(link).state, fc({ type: "statusCompleted", signature }));
    expect(verifying.effects).toContainEqual(expect.objectContaining({ type: "farcaster", action: "link" }));
    expect(run(verifying.state, { type: "linked" }).state.step).toEqual({ name: "success", linked: true });
    const noSignup = run(start({ disableSignup: true }), { type: "startFarcaster" });
    expect(noSignup.effects).toContainEqual({
      type: "farcaster",
      effect: { type: "openChannel" },
      action: "login",
      mode: "no-signup",
    });
  });
});
