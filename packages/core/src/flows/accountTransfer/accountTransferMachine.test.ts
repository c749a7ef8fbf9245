import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ACCOUNT_TRANSFER_CLOSE_MS, COPY_ADDRESS_CONFIRMATION_MS } from "../../constants.ts";
import {
  type AccountTransferEffect,
  type AccountTransferEvent,
  type AccountTransferState,
  accountTransferMachine,
} from "./accountTransferMachine.ts";
import { transferDataFrom } from "./startAccountTransfer.ts";

const data = { nonce: "n1", account: { type: "email", address: "b@example.com" }, embeddedWalletAddress: null };

function host(start: AccountTransferState) {
  let state = start;
  const effects: AccountTransferEffect[] = [];
  const send = (event: AccountTransferEvent) => {
    const next = accountTransferMachine.transition(state, event);
    state = next.state;
    for (const effect of next.effects) {
      effects.push(effect);
      if (effect.type === "startTimer") setTimeout(() => send({ type: "timer", id: effect.id }), effect.ms);
    }
  };
  return {
    send,
    effects,
    get state() {
      return state;
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("accountTransferMachine", () => {
  it("raises 'missing account transfer inputs' on incomplete data", () => {
    expect(() => accountTransferMachine.initial(null)).toThrow("missing account transfer inputs");
    expect(() => accountTransferMachine.initial({ nonce: "n" })).toThrow("missing account transfer inputs");
    expect(() => accountTransferMachine.initial({ account: data.account })).toThrow("missing account transfer inputs");
  });

  it("reads the 409 details of the server", () => {
    expect(
      transferDataFrom({
        nonce: "n1",
        account: { type: "email", address: "b@x.io" },
        embedded_wallet_address: "0xabc",
      }),
    ).toEqual({
      nonce: "n1",
      account: { type: "email", address: "b@x.io" },
      displayName: null,
      embeddedWalletAddress: "0xabc",
    });
    expect(
      transferDataFrom({ nonce: "n1", account: { type: "github_oauth", address: "40123" }, display_name: "@octo" })
        ?.displayName,
    ).toBe("@octo");
    expect(transferDataFrom({ nonce: "n1" })).toBeNull();
    expect(transferDataFrom(undefined)).toBeNull();
  });

  it("initial → transferring → success, then finishes after 1000 ms", () => {
    const h = host(accountTransferMachine.initial(data));
    h.send({ type: "transfer" });
    expect(h.state.stage).toBe("transferring");
    expect(h.effects).toContainEqual({ type: "transfer", nonce: "n1", account: data.account });
    h.send({ type: "transfer" });
    expect(h.effects.filter((e) => e.type === "transfer")).toHaveLength(1);
    h.send({ type: "transferSucceeded" });
    expect(h.state.stage).toBe("success");
    vi.advanceTimersByTime(ACCOUNT_TRANSFER_CLOSE_MS - 1);
    expect(h.effects.some((e) => e.type === "finish")).toBe(false);
    vi.advanceTimersByTime(1);
    expect(h.effects.at(-1)).toEqual({ type: "finish", outcome: "success" });
  });

  it("Continue leads to the asset warning only when an embedded wallet exists", () => {
    const without = host(accountTransferMachine.initial(data));
    without.send({ type: "continue" });
    expect(without.state.stage).toBe("initial");
    const withWallet = host(accountTransferMachine.initial({ ...data, embeddedWalletAddress: "0xabc" }));
    withWallet.send({ type: "continue" });
    expect(withWallet.state.stage).toBe("assetWarning");
    withWallet.send({ type: "copyAddress" });
    expect(withWallet.state.copied).toBe(true);
    expect(withWallet.effects).toContainEqual({ type: "copy", text: "0xabc" });
    vi.advanceTimersByTime(COPY_ADDRESS_CONFIRMATION_MS);
    expect(withWallet.state.copied).toBe(false);
    withWallet.send({ type: "transfer" });
    expect(withWallet.state.stage).toBe("transferring");
  });

  it("a failed transfer finishes with the error; No thanks declines", () => {
    const h = host(accountTransferMachine.initial(data));
    h.send({ type: "transfer" });
    h.send({ type: "decline" });
    expect(h.effects.some((e) => e.type === "finish")).toBe(false);
    const error = { code: "invalid_data" as const, message: "bad", status: 400 };
    h.send({ type: "transferFailed", error });
    expect(h.effects.at(-1)).toEqual({ type: "finish", outcome: "error", error });
    const d = host(accountTransferMachine.initial(data));
    d.send({ type: "decline" });
    expect(d.effects).toEqual([{ type: "finish", outcome: "declined" }]);
  });
});
