import { describe, expect, it } from "vitest";
import { EXITED_BEFORE_CONNECT, embeddedConnectMachine } from "./embeddedConnectMachine.ts";

const failure = {
  code: "unknown_embedded_wallet_error",
  message: "Cannot connect to wallet proxy",
  status: null,
} as const;

describe("embeddedConnectMachine", () => {
  it("connects through the frame at once and finishes on success", () => {
    const start = embeddedConnectMachine.initial();
    expect(start.state.status).toBe("connecting");
    expect(start.effects).toEqual([{ type: "connect" }]);
    const done = embeddedConnectMachine.transition(start.state, { type: "connected" });
    expect(done.effects).toEqual([{ type: "finish", outcome: "success" }]);
    expect(embeddedConnectMachine.transition(done.state, { type: "close" }).effects).toEqual([]);
  });

  it("a failure stays on the error state; closing it finishes with the failure", () => {
    const start = embeddedConnectMachine.initial();
    const failed = embeddedConnectMachine.transition(start.state, { type: "connectFailed", error: failure });
    expect(failed.state).toEqual({ status: "error", error: failure });
    expect(failed.effects).toEqual([]);
    expect(embeddedConnectMachine.transition(failed.state, { type: "close" }).effects).toEqual([
      { type: "finish", outcome: "error", error: failure },
    ]);
  });

  it("closing while connecting, or leaving the MFA screen, is 'User exited before wallet could be connected'", () => {
    const start = embeddedConnectMachine.initial();
    expect(embeddedConnectMachine.transition(start.state, { type: "close" }).effects).toEqual([
      { type: "finish", outcome: "error", error: EXITED_BEFORE_CONNECT },
    ]);
    const mfaCanceled = { code: "unknown_mfa_error", message: "MFA canceled", status: null } as const;
    expect(
      embeddedConnectMachine.transition(start.state, { type: "connectFailed", error: mfaCanceled }).effects,
    ).toEqual([{ type: "finish", outcome: "error", error: EXITED_BEFORE_CONNECT }]);
    expect(EXITED_BEFORE_CONNECT.message).toBe("User exited before wallet could be connected");
  });
});
