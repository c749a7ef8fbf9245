import { describe, expect, it } from "vitest";
import { walletOptionFixture } from "../../testing/walletOptionFixture.ts";
import type { FlowError } from "../codeEntry/codeEntryMachine.ts";
import { classifyWalletError } from "./classifyWalletError.ts";
import {
  canRetry,
  type WalletFlowEvent,
  type WalletFlowOptions,
  type WalletFlowState,
  walletConnectMachine,
} from "./walletConnectMachine.ts";

const walletError = (rpcCode?: number, code: FlowError["code"] = "generic_connect_wallet_error"): FlowError => ({
  code,
  message: "x",
  status: null,
  ...(rpcCode === undefined ? {} : { details: { rpcCode } }),
});

function run(options: WalletFlowOptions, events: WalletFlowEvent[]) {
  let out = walletConnectMachine.initial(options);
  const effects = [...out.effects];
  for (const event of events) {
    out = walletConnectMachine.transition(out.state, event);
    effects.push(...out.effects);
  }
  return { state: out.state, last: out.effects, effects };
}

/** `signsSeparately`: what the runtime read from the connector that connected (separatesConnectAndSign). */
const connectedAt = (state: WalletFlowState, signsSeparately?: boolean): WalletFlowEvent => ({
  type: "connected",
  address: "0xabc",
  attempt: state.attempt,
  ...(signsSeparately === undefined ? {} : { signsSeparately }),
});

describe("walletConnectMachine", () => {
  it("connects a selected injected wallet and signs at once", () => {
    const a = run({ purpose: "login" }, [{ type: "select", option: walletOptionFixture() }]);
    expect(a.state.screen).toBe("status");
    expect(a.last.find((e) => e.type === "connect")).toMatchObject({
      choice: { connectorType: "injected" },
      attempt: 1,
    });
    const b = walletConnectMachine.transition(a.state, connectedAt(a.state));
    expect(b.state.stage).toBe("signing");
    expect(b.effects.find((e) => e.type === "signIn")).toMatchObject({
      address: "0xabc",
      purpose: "login",
      ledger: false,
    });
    const c = walletConnectMachine.transition(b.state, { type: "signedIn", attempt: b.state.attempt });
    expect(c.state.stage).toBe("done");
    expect(c.effects).toContainEqual({ type: "startTimer", id: "walletDone", ms: 1400 });
    const d = walletConnectMachine.transition(c.state, { type: "timer", id: "walletDone" });
    expect(d.effects).toEqual([{ type: "finish", outcome: "signedIn" }]);
  });

  it("asks for a click to sign when the connector that connected says it signs separately", () => {
    // The machine keeps no list of connectors: the runtime reads the fact from the connector's definition
    // (wallets/separatesConnectAndSign.ts) and sends it with `connected`.
    for (const target of [
      { chain: "ethereum", connectorType: "coinbase_wallet" },
      { chain: "ethereum", connectorType: "host_wallet" },
      { chain: "ethereum", connectorType: "injected" },
    ] as const) {
      const a = run({ purpose: "login" }, [{ type: "select", option: walletOptionFixture({ targets: [target] }) }]);
      const b = walletConnectMachine.transition(a.state, connectedAt(a.state, true));
      expect(b.state.stage).toBe("signPrompt");
      expect(b.state.choice?.signsSeparately).toBe(true);
      expect(b.effects.some((e) => e.type === "signIn")).toBe(false);
      const c = walletConnectMachine.transition(b.state, { type: "sign" });
      expect(c.effects.some((e) => e.type === "signIn")).toBe(true);
      // Back while the signature is awaited returns to the sign click.
      expect(walletConnectMachine.transition(c.state, { type: "back" }).state.stage).toBe("signPrompt");
    }
    // Without the fact, even a connector Foyer ships signs at once (a host may replace it with its own).
    const coinbase = run({ purpose: "login" }, [
      {
        type: "select",
        option: walletOptionFixture({ targets: [{ chain: "ethereum", connectorType: "coinbase_wallet" }] }),
      },
    ]);
    const signed = walletConnectMachine.transition(coinbase.state, connectedAt(coinbase.state));
    expect(signed.state.stage).toBe("signing");
    expect(walletConnectMachine.transition(signed.state, { type: "back" }).state.screen).toBe("list");
  });

  it("waits 2.5 s after MetaMask connects over WalletConnect", () => {
    const mm = walletOptionFixture({
      walletClientType: "metamask",
      targets: [{ chain: "ethereum", connectorType: "wallet_connect_v2" }],
    });
    const a = run({ purpose: "login" }, [{ type: "select", option: mm }]);
    const b = walletConnectMachine.transition(a.state, connectedAt(a.state));
    expect(b.state.stage).toBe("connected");
    expect(b.effects).toContainEqual({ type: "startTimer", id: "walletSignDelay", ms: 2500 });
    expect(walletConnectMachine.transition(b.state, { type: "timer", id: "walletSignDelay" }).state.stage).toBe(
      "signPrompt",
    );
  });

  it("shows the Ledger choice for Phantom on Solana with the Ledger plugin, then signs a transaction", () => {
    const phantom = walletOptionFixture({
      walletClientType: "phantom",
      targets: [{ chain: "solana", connectorType: "solana_adapter", detectedKey: "standard:Phantom" }],
    });
    const a = run({ purpose: "login" }, [{ type: "select", option: phantom }]);
    const b = walletConnectMachine.transition(a.state, {
      ...connectedAt(a.state),
      ledgerPlugin: true,
    } as WalletFlowEvent);
    expect(b.state.screen).toBe("ledger");
    const c = walletConnectMachine.transition(b.state, { type: "chooseLedger", ledger: true });
    const d = walletConnectMachine.transition(c.state, { type: "sign" });
    expect(d.effects.find((e) => e.type === "signIn")).toMatchObject({ ledger: true });
  });

  it("skips duplicate connects and keeps loading on a pending permission request (-32002)", () => {
    const a = run({ purpose: "login" }, [
      { type: "select", option: walletOptionFixture() },
      { type: "select", option: walletOptionFixture() },
    ]);
    expect(a.effects.filter((e) => e.type === "connect")).toHaveLength(1);
    const b = walletConnectMachine.transition(a.state, {
      type: "connectFailed",
      error: walletError(-32002),
      attempt: a.state.attempt,
    });
    expect(b.state).toBe(a.state);
    expect(b.state.stage).toBe("connecting");
  });

  it("counts retries and stops offering Retry from 2 (4001 rejections are retryable)", () => {
    let { state } = run({ purpose: "login" }, [{ type: "select", option: walletOptionFixture() }]);
    for (let round = 0; round < 3; round++) {
      state = walletConnectMachine.transition(state, {
        type: "connectFailed",
        error: walletError(4001),
        attempt: state.attempt,
      }).state;
      expect(state.stage).toBe("failed");
      expect(state.error).toMatchObject({ kind: "connection", rpcCode: 4001 });
      if (round < 2) {
        expect(canRetry(state)).toBe(true);
        const retried = walletConnectMachine.transition(state, { type: "retry" });
        expect(retried.effects.some((e) => e.type === "connect")).toBe(true);
        state = retried.state;
      }
    }
    expect(state.retries).toBe(2);
    expect(canRetry(state)).toBe(false);
    expect(walletConnectMachine.transition(state, { type: "retry" }).state).toBe(state);
  });

  it("retries the signature, not the connection, when signing failed", () => {
    const a = run({ purpose: "login" }, [{ type: "select", option: walletOptionFixture() }]);
    const b = walletConnectMachine.transition(a.state, connectedAt(a.state));
    const c = walletConnectMachine.transition(b.state, {
      type: "signInFailed",
      error: walletError(4001),
      attempt: b.state.attempt,
    });
    const d = walletConnectMachine.transition(c.state, { type: "retry" });
    expect(d.effects.map((e) => e.type)).toEqual(["signIn", "startTimer"]);
    // A late answer of the old attempt is ignored.
    expect(walletConnectMachine.transition(d.state, { type: "signedIn", attempt: b.state.attempt }).state).toBe(
      d.state,
    );
  });

  it("maps errors per spec 000 §8 and hands gating errors to the login flow", () => {
    expect(classifyWalletError(walletError(undefined, "linked_to_another_user"))).toMatchObject({
      kind: "user_exists",
      retryable: false,
    });
    expect(classifyWalletError(walletError(undefined, "cannot_link_more_of_type"))).toMatchObject({
      kind: "user_limit_reached",
    });
    expect(classifyWalletError(walletError(undefined, "client_request_timeout"))).toMatchObject({ kind: "timed_out" });
    expect(classifyWalletError(walletError(-32603))).toMatchObject({ kind: "preparing", retryable: true });
    expect(classifyWalletError(walletError(undefined, "allowlist_rejected"))).toBe("gated");
    const a = run({ purpose: "login" }, [{ type: "select", option: walletOptionFixture() }]);
    const b = walletConnectMachine.transition(a.state, connectedAt(a.state));
    const gated = walletError(undefined, "account_transfer_required");
    const c = walletConnectMachine.transition(b.state, {
      type: "signInFailed",
      error: gated,
      attempt: b.state.attempt,
    });
    expect(c.effects).toContainEqual({ type: "finish", outcome: "gated", error: gated });
  });

  it("Back clears the most recent stage", () => {
    const cb = walletOptionFixture({ targets: [{ chain: "ethereum", connectorType: "coinbase_wallet" }] });
    const a = run({ purpose: "login" }, [{ type: "select", option: cb }]);
    const b = walletConnectMachine.transition(a.state, connectedAt(a.state, true));
    const signing = walletConnectMachine.transition(b.state, { type: "sign" }).state;
    const back1 = walletConnectMachine.transition(signing, { type: "back" }).state;
    expect(back1.stage).toBe("signPrompt");
    const back2 = walletConnectMachine.transition(back1, { type: "back" }).state;
    expect([back2.screen, back2.choice, back2.stage]).toEqual(["list", null, "idle"]);
    expect(walletConnectMachine.transition(back2, { type: "back" }).effects).toEqual([
      { type: "finish", outcome: "exit" },
    ]);
  });

  it("offers Select network for a wallet on two chains, install for one it cannot reach, redirect on phones", () => {
    const both = walletOptionFixture({
      targets: [
        { chain: "ethereum", connectorType: "injected", detectedKey: "u1" },
        { chain: "solana", connectorType: "solana_adapter", detectedKey: "s1" },
      ],
    });
    const a = run({ purpose: "login" }, [{ type: "select", option: both }]);
    expect(a.state.screen).toBe("network");
    const b = walletConnectMachine.transition(a.state, { type: "selectNetwork", chain: "solana" });
    expect(b.state.choice).toMatchObject({ chain: "solana", detectedKey: "s1" });
    expect(walletConnectMachine.transition(b.state, { type: "back" }).state.screen).toBe("network");

    const missing = walletOptionFixture({ targets: [], mobileBrowseLink: "https://wallet.example/browse" });
    expect(run({ purpose: "login" }, [{ type: "select", option: missing }]).state.screen).toBe("install");
    const phone = run({ purpose: "login", mobile: true }, [{ type: "select", option: missing }]);
    expect(phone.state.screen).toBe("redirect");
    expect(phone.effects).toContainEqual({ type: "openUrl", url: "https://wallet.example/browse" });
    expect(walletConnectMachine.transition(phone.state, { type: "timer", id: "walletStillHere" }).state.stillHere).toBe(
      true,
    );
  });

  it("connect-only finishes without signing; the Still here? hint appears while connecting", () => {
    const a = run({ purpose: "connect" }, [{ type: "select", option: walletOptionFixture() }]);
    const hint = walletConnectMachine.transition(a.state, { type: "timer", id: "walletStillHere" });
    expect(hint.state.stillHere).toBe(true);
    const again = walletConnectMachine.transition(hint.state, { type: "reconnect" });
    expect(again.effects.some((e) => e.type === "connect")).toBe(true);
    expect(again.state.retries).toBe(0);
    const b = walletConnectMachine.transition(again.state, connectedAt(again.state));
    expect(b.effects.some((e) => e.type === "signIn")).toBe(false);
    expect(b.state.stage).toBe("done");
    expect(walletConnectMachine.transition(b.state, { type: "timer", id: "walletDone" }).effects).toEqual([
      { type: "finish", outcome: "connected" },
    ]);
  });

  it("MetaMask's reset link connects again after forgetting the site's connection; other brands have none", () => {
    const metamask = walletOptionFixture({ walletClientType: "metamask", name: "MetaMask" });
    const started = run({ purpose: "login" }, [{ type: "select", option: metamask }]);
    const failed = walletConnectMachine.transition(started.state, {
      type: "connectFailed",
      error: walletError(4001),
      attempt: started.state.attempt,
    });
    expect(failed.state.stage).toBe("failed");
    const reset = walletConnectMachine.transition(failed.state, { type: "resetConnection" });
    expect(reset.state.stage).toBe("connecting");
    expect(reset.effects.find((e) => e.type === "connect")).toEqual({
      type: "connect",
      choice: expect.objectContaining({ walletClientType: "metamask" }),
      attempt: failed.state.attempt + 1,
      reset: true,
    });
    // Not a Retry: the retry count is untouched.
    expect(reset.state.retries).toBe(failed.state.retries);
    const other = run({ purpose: "login" }, [{ type: "select", option: walletOptionFixture() }]);
    expect(walletConnectMachine.transition(other.state, { type: "resetConnection" }).effects).toEqual([]);
  });

  it("'Copied' shows for 1.5 s after the pairing link was copied, then reads 'Copy link' again", () => {
    const qr = walletOptionFixture({ targets: [{ chain: "ethereum", connectorType: "wallet_connect_v2" }] });
    const copied = run({ purpose: "login" }, [{ type: "select", option: qr }, { type: "linkCopied" }]);
    expect(copied.state.copied).toBe(true);
    expect(copied.last).toEqual([{ type: "startTimer", id: "walletCopyReset", ms: 1500 }]);
    const reset = walletConnectMachine.transition(copied.state, { type: "timer", id: "walletCopyReset" });
    expect(reset.state.copied).toBe(false);
  });

  it("back on the list after a failure, the list knows it (subtitle 'Please try connecting again.')", () => {
    const started = run({ purpose: "login" }, [{ type: "select", option: walletOptionFixture() }]);
    const failed = walletConnectMachine.transition(started.state, {
      type: "connectFailed",
      error: walletError(4001),
      attempt: started.state.attempt,
    }).state;
    expect(failed.stage).toBe("failed");
    const list = walletConnectMachine.transition(failed, { type: "useDifferentWallet" }).state;
    expect(list).toMatchObject({ screen: "list", afterError: true });
    const again = walletConnectMachine.transition(list, { type: "select", option: walletOptionFixture() }).state;
    const back = walletConnectMachine.transition(again, { type: "back" }).state;
    expect(back).toMatchObject({ screen: "list", afterError: false });
  });
});
