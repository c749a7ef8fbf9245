import { describe, expect, it } from "vitest";
import { walletExportMachine } from "./walletExportMachine.ts";

describe("walletExportMachine", () => {
  it("stays open until closed, and finishes once", () => {
    const { state, effects } = walletExportMachine.initial({
      url: "https://wallet.example/apps/a/embedded-wallets/export",
    });
    expect(effects).toEqual([]);
    const closed = walletExportMachine.transition(state, { type: "close" });
    expect(closed.effects).toEqual([{ type: "finish", outcome: "success" }]);
    expect(walletExportMachine.transition(closed.state, { type: "close" }).effects).toEqual([]);
  });
});
