import { describe, expect, it } from "vitest";
import type { FarcasterSignature } from "../../api/farcaster.ts";
import { FARCASTER_POLL_MS, FARCASTER_TIMEOUT_MS } from "../../constants.ts";
import { type FarcasterEvent, type FarcasterState, farcasterMachine } from "./farcasterMachine.ts";

const channel = { channelToken: "ch-1", connectUri: "https://farcaster.xyz/~/siwf?channelToken=ch-1" };
const signature: FarcasterSignature = {
  message: "m",
  signature: "0xab",
  fid: 4242,
  username: "alice",
  displayName: "Alice",
  pfpUrl: null,
  bio: null,
};

function run(events: FarcasterEvent[], from: FarcasterState = farcasterMachine.initial()) {
  let state = from;
  const effects = [];
  for (const event of events) {
    const next = farcasterMachine.transition(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

describe("farcasterMachine", () => {
  it("opens a channel, polls every 2 s until completed, then verifies the signed message", () => {
    const started = run([{ type: "start" }]);
    expect(started.state.status).toBe("opening");
    expect(started.effects).toEqual([
      { type: "openChannel" },
      { type: "startTimer", id: "farcasterTimeout", ms: FARCASTER_TIMEOUT_MS },
    ]);
    expect(FARCASTER_POLL_MS).toBe(2_000);
    expect(FARCASTER_TIMEOUT_MS).toBe(120_000);

    const opened = run([{ type: "opened", channel }], started.state);
    expect(opened.state).toMatchObject({ status: "waiting", channel });
    expect(opened.effects).toEqual([{ type: "startTimer", id: "farcasterPoll", ms: FARCASTER_POLL_MS }]);

    const polled = run([{ type: "timer", id: "farcasterPoll" }], opened.state);
    expect(polled.effects).toEqual([{ type: "pollStatus", channelToken: "ch-1" }]);
    const pending = run([{ type: "statusPending" }], polled.state);
    expect(pending.effects).toEqual([{ type: "startTimer", id: "farcasterPoll", ms: FARCASTER_POLL_MS }]);

    const completed = run(
      [
        { type: "timer", id: "farcasterPoll" },
        { type: "statusCompleted", signature },
      ],
      pending.state,
    );
    expect(completed.state.status).toBe("verifying");
    expect(completed.effects).toContainEqual({ type: "cancelTimer", id: "farcasterTimeout" });
    expect(completed.effects).toContainEqual({ type: "verify", signature, channelToken: "ch-1" });

    expect(run([{ type: "verified" }], completed.state).state.status).toBe("done");
  });

  it("times out after 120 s with the retryable timeout error; Retry opens a new channel", () => {
    const waiting = run([{ type: "start" }, { type: "opened", channel }]).state;
    const timedOut = run([{ type: "timer", id: "farcasterTimeout" }], waiting);
    expect(timedOut.state.status).toBe("failed");
    expect(timedOut.state.error).toEqual({
      code: "client_request_timeout",
      message: "The request timed out. Try again.",
      status: null,
    });
    expect(timedOut.effects).toContainEqual({ type: "cancelTimer", id: "farcasterPoll" });
    // A poll answer arriving late changes nothing.
    expect(run([{ type: "statusCompleted", signature }], timedOut.state).effects).toEqual([]);

    const retried = run([{ type: "start" }], timedOut.state);
    expect(retried.state).toEqual({ status: "opening", channel: null, error: null, copied: false });
    expect(retried.effects[0]).toEqual({ type: "openChannel" });
  });

  it("fails on init, status or verification errors, keeping the error for the screen", () => {
    const error = { code: "invalid_credentials" as const, message: "x", status: 401 };
    expect(run([{ type: "start" }, { type: "openFailed", error }]).state).toMatchObject({ status: "failed", error });
    const waiting = run([{ type: "start" }, { type: "opened", channel }]).state;
    expect(run([{ type: "statusFailed", error }], waiting).state.status).toBe("failed");
    const verifying = run([{ type: "statusCompleted", signature }], waiting).state;
    expect(run([{ type: "verifyFailed", error }], verifying).state).toMatchObject({ status: "failed", error });
  });

  it("copies the connect URI and shows the confirmation for a while", () => {
    const waiting = run([{ type: "start" }, { type: "opened", channel }]).state;
    const copied = run([{ type: "copyLink" }], waiting);
    expect(copied.state.copied).toBe(true);
    expect(copied.effects).toEqual([
      { type: "copy", text: channel.connectUri },
      { type: "startTimer", id: "farcasterCopied", ms: 1_500 },
    ]);
    expect(run([{ type: "timer", id: "farcasterCopied" }], copied.state).state.copied).toBe(false);
  });

  it("ignores a second start while a request runs", () => {
    const opening = run([{ type: "start" }]).state;
    expect(run([{ type: "start" }], opening).effects).toEqual([]);
  });
});
