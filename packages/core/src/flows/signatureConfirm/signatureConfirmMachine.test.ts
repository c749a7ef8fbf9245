import { describe, expect, it } from "vitest";
import { signatureConfirmMachine, USER_REJECTED_SIGNATURE } from "./signatureConfirmMachine.ts";

const input = { title: "wallet.signMessageTitle", app: "Demo", address: "0xabc", body: "gm" };

describe("signatureConfirmMachine", () => {
  it("confirms once: a second click (or a late Escape) does nothing", () => {
    const { state } = signatureConfirmMachine.initial(input);
    expect(state).toEqual({ ...input, status: "reviewing" });
    const confirmed = signatureConfirmMachine.transition(state, { type: "confirm" });
    expect(confirmed.effects).toEqual([{ type: "finish", outcome: "success" }]);
    expect(signatureConfirmMachine.transition(confirmed.state, { type: "confirm" }).effects).toEqual([]);
    expect(signatureConfirmMachine.transition(confirmed.state, { type: "close" }).effects).toEqual([]);
  });

  it("rejects with EIP-1193's user rejection (4001) on Cancel, Close or Escape", () => {
    const { state } = signatureConfirmMachine.initial(input);
    const rejected = signatureConfirmMachine.transition(state, { type: "close" });
    expect(rejected.effects).toEqual([{ type: "finish", outcome: "error", error: USER_REJECTED_SIGNATURE }]);
    expect(USER_REJECTED_SIGNATURE).toMatchObject({ code: "unable_to_sign", details: { rpcCode: 4001 } });
    expect(signatureConfirmMachine.transition(rejected.state, { type: "confirm" }).effects).toEqual([]);
  });
});
