import { describe, expect, it } from "vitest";
import type { FarcasterSignature } from "../../api/farcaster.ts";
import { FARCASTER_POLL_MS } from "../../constants.ts";
import { runLogin, startLogin } from "../../testing/runLogin.ts";
import type { FlowError } from "../codeEntry/codeEntryMachine.ts";
import type { LoginEvent, LoginState } from "./loginTypes.ts";

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
const waitingFor = (state: LoginState) => runLogin(state, { type: "startFarcaster" }, fc({ type: "opened", channel }));

describe("loginMachine: Farcaster", () => {
  it("the entry opens a channel, polls, verifies; signed in, Farcaster is remembered on close", () => {
    const opening = runLogin(startLogin(), { type: "startFarcaster" });
    expect(opening.state.step).toMatchObject({ name: "farcaster", farcaster: { status: "opening" } });
    expect(opening.effects).toContainEqual({ type: "farcaster", effect: { type: "openChannel" }, action: "login" });
    const waiting = runLogin(opening.state, fc({ type: "opened", channel }));
    expect(waiting.effects).toEqual([{ type: "startTimer", id: "farcasterPoll", ms: FARCASTER_POLL_MS }]);
    const polled = runLogin(waiting.state, { type: "timer", id: "farcasterPoll" });
    expect(polled.effects).toEqual([
      { type: "farcaster", effect: { type: "pollStatus", channelToken: "ch-1" }, action: "login" },
    ]);
    const verifying = runLogin(polled.state, fc({ type: "statusCompleted", signature }));
    expect(verifying.effects).toContainEqual({
      type: "farcaster",
      effect: { type: "verify", signature, channelToken: "ch-1" },
      action: "login",
    });
    const signed = runLogin(verifying.state, { type: "authenticated", hasAcceptedTerms: true, isNewUser: true });
    expect(signed.state.step.name).toBe("success");
    expect(runLogin(signed.state, { type: "close" }).effects).toContainEqual({
      type: "rememberLogin",
      accountType: "farcaster",
    });
  });

  it("the timeout stays on the screen with the retryable error; Retry opens a new channel", () => {
    const timedOut = runLogin(waitingFor(startLogin()).state, { type: "timer", id: "farcasterTimeout" });
    expect(timedOut.state.step).toMatchObject({
      name: "farcaster",
      farcaster: { status: "failed", error: { code: "client_request_timeout" } },
    });
    expect(timedOut.effects).toContainEqual({
      type: "reportError",
      error: expect.objectContaining({ code: "client_request_timeout" }),
    });
    const retried = runLogin(timedOut.state, { type: "startFarcaster" });
    expect(retried.effects).toContainEqual({ type: "farcaster", effect: { type: "openChannel" }, action: "login" });
  });

  it("a refused verification with its own screen goes there (allowlist); Back cancels the polls", () => {
    const allowlist: FlowError = { code: "allowlist_rejected", message: "no", status: 403 };
    const verifying = runLogin(waitingFor(startLogin()).state, fc({ type: "statusCompleted", signature }));
    expect(runLogin(verifying.state, fc({ type: "verifyFailed", error: allowlist })).state.step.name).toBe("allowlist");
    const back = runLogin(waitingFor(startLogin()).state, { type: "back" });
    expect(back.state.step.name).toBe("landing");
    expect(back.effects).toContainEqual({ type: "cancelTimer", id: "farcasterPoll" });
  });

  it("link mode starts on the Farcaster screen and links; no-signup passes the mode", () => {
    const link = startLogin({ mode: "link", linkMethod: "farcaster" });
    expect(link.step).toMatchObject({ name: "farcaster", farcaster: { status: "idle" } });
    const verifying = runLogin(waitingFor(link).state, fc({ type: "statusCompleted", signature }));
    expect(verifying.effects).toContainEqual(expect.objectContaining({ type: "farcaster", action: "link" }));
    expect(runLogin(verifying.state, { type: "linked" }).state.step).toEqual({ name: "success", linked: true });
    const noSignup = runLogin(startLogin({ disableSignup: true }), { type: "startFarcaster" });
    expect(noSignup.effects).toContainEqual({
      type: "farcaster",
      effect: { type: "openChannel" },
      action: "login",
      mode: "no-signup",
    });
  });
});
