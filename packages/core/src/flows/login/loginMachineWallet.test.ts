import { describe, expect, it } from "vitest";
import type { WalletOption } from "../../wallets/buildWalletList.ts";
import { loginMachine } from "../loginMethods/loginMachine.ts";
import type { LoginEvent, LoginState } from "./loginTypes.ts";

const option: WalletOption = {
  key: "metamask:0",
  walletClientType: "metamask",
  name: "MetaMask",
  icon: "data:image/png;base64,AA",
  targets: [{ chain: "ethereum", connectorType: "injected", detectedKey: "u1" }],
  lastUsed: false,
};

function drive(state: LoginState, events: LoginEvent[]) {
  let current = state;
  const effects = [];
  for (const event of events) {
    const out = loginMachine.transition(current, event);
    current = out.state;
    effects.push(...out.effects);
  }
  return { state: current, effects };
}

const flowOf = (state: LoginState) => {
  if (state.step.name !== "wallets") throw new Error(`not on the wallets step: ${state.step.name}`);
  return state.step.flow;
};

describe("loginMachine: external wallets", () => {
  it("Continue with a wallet → list → connect → sign → success → close remembering the wallet", () => {
    const start = loginMachine.initial({ requireTermsAcceptance: false });
    const a = drive(start, [{ type: "openWallets" }, { type: "wallet", event: { type: "select", option } }]);
    expect(a.state.method).toBe("wallet");
    expect(a.effects).toContainEqual({
      type: "wallet",
      effect: expect.objectContaining({ type: "connect", attempt: 1 }),
    });
    const attempt = flowOf(a.state).attempt;
    const b = drive(a.state, [{ type: "wallet", event: { type: "connected", address: "0xabc", attempt } }]);
    expect(b.effects).toContainEqual({
      type: "wallet",
      effect: expect.objectContaining({ type: "signIn", address: "0xabc", purpose: "login" }),
    });
    const c = drive(b.state, [{ type: "authenticated", hasAcceptedTerms: true, isNewUser: true }]);
    expect(flowOf(c.state).stage).toBe("done");
    expect(c.effects).toContainEqual({ type: "startTimer", id: "postLogin", ms: 1400 });
    const d = drive(c.state, [{ type: "timer", id: "postLogin" }]);
    expect(d.effects).toEqual([
      { type: "rememberLogin", accountType: "wallet", walletClientType: "metamask", chainType: "ethereum" },
      { type: "close", outcome: "success" },
    ]);
  });

  it("closing during the wallet's 'done' moment keeps the sign-in; with terms still to accept it declines them", () => {
    const signedIn = (requireTermsAcceptance: boolean) => {
      const start = loginMachine.initial({ requireTermsAcceptance });
      const a = drive(start, [{ type: "openWallets", option }]);
      const attempt = flowOf(a.state).attempt;
      return drive(a.state, [
        { type: "wallet", event: { type: "connected", address: "0xabc", attempt } },
        { type: "authenticated", hasAcceptedTerms: false, isNewUser: true },
      ]).state;
    };
    const kept = drive(signedIn(false), [{ type: "close" }]).effects;
    expect(kept).not.toContainEqual({ type: "logout" });
    expect(kept).toContainEqual({ type: "close", outcome: "success" });
    const declined = drive(signedIn(true), [{ type: "close" }]).effects;
    expect(declined).toContainEqual({ type: "logout" });
    expect(declined).toContainEqual({ type: "close", outcome: "exited" });
  });

  it("goes to the terms screen after a wallet sign-in when terms are required", () => {
    const start = loginMachine.initial({ requireTermsAcceptance: true });
    const a = drive(start, [{ type: "openWallets", option }]);
    const attempt = flowOf(a.state).attempt;
    const b = drive(a.state, [
      { type: "wallet", event: { type: "connected", address: "0xabc", attempt } },
      { type: "authenticated", hasAcceptedTerms: false, isNewUser: true },
      { type: "timer", id: "postLogin" },
    ]);
    expect(b.state.step.name).toBe("terms");
  });

  it("links a wallet in link mode and closes", () => {
    const start = loginMachine.initial({ requireTermsAcceptance: false, mode: "link", linkMethod: "wallet" });
    expect(flowOf(start).purpose).toBe("link");
    const a = drive(start, [{ type: "wallet", event: { type: "select", option } }]);
    const attempt = flowOf(a.state).attempt;
    const b = drive(a.state, [
      { type: "wallet", event: { type: "connected", address: "0xabc", attempt } },
      { type: "linked" },
    ]);
    expect(flowOf(b.state).stage).toBe("done");
    expect(drive(b.state, [{ type: "timer", id: "postLogin" }]).effects).toContainEqual({
      type: "close",
      outcome: "success",
    });
  });

  it("connect-only closes successfully without signing in or remembering a login", () => {
    const start = loginMachine.initial({ requireTermsAcceptance: true, connectWalletOnly: true });
    const a = drive(start, [{ type: "wallet", event: { type: "select", option } }]);
    const attempt = flowOf(a.state).attempt;
    const b = drive(a.state, [
      { type: "wallet", event: { type: "connected", address: "0xabc", attempt } },
      { type: "timer", id: "walletDone" },
    ]);
    expect(b.effects.some((e) => e.type === "wallet" && e.effect.type === "signIn")).toBe(false);
    expect(b.effects).toContainEqual({ type: "close", outcome: "success" });
    expect(b.effects.some((e) => e.type === "rememberLogin")).toBe(false);
  });

  it("routes gating errors to their screens and Back from the list returns to the login screen", () => {
    const start = loginMachine.initial({ requireTermsAcceptance: false });
    const a = drive(start, [{ type: "openWallets", option }]);
    const attempt = flowOf(a.state).attempt;
    const b = drive(a.state, [
      { type: "wallet", event: { type: "connected", address: "0xabc", attempt } },
      {
        type: "wallet",
        event: {
          type: "signInFailed",
          attempt,
          error: { code: "allowlist_rejected", message: "no", status: 403 },
        },
      },
    ]);
    expect(b.state.step.name).toBe("allowlist");
    const c = drive(start, [{ type: "openWallets" }, { type: "back" }]);
    expect(c.state.step.name).toBe("landing");
  });

  it("carries a connectWallet() list, chain type and description into the wallet flow, and back to it", () => {
    const list = {
      walletList: ["metamask" as const],
      walletChainType: "ethereum-only" as const,
      description: "Pay with",
    };
    const start = loginMachine.initial({
      requireTermsAcceptance: false,
      connectWalletOnly: true,
      walletListOverride: list,
    });
    expect(flowOf(start).list).toEqual(list);
    const a = drive(start, [{ type: "wallet", event: { type: "select", option } }, { type: "back" }]);
    expect(flowOf(a.state).screen).toBe("list");
    expect(flowOf(a.state).list).toEqual(list);
  });
});
