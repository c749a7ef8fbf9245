import { describe, expect, it } from "vitest";
import {
  type RecoveryFlowEffect,
  type RecoveryFlowEvent,
  type RecoveryFlowInput,
  type RecoveryFlowState,
  recoveryFlowMachine,
} from "./recoveryFlowMachine.ts";

function run(input: RecoveryFlowInput, events: RecoveryFlowEvent[]) {
  let { state, effects } = recoveryFlowMachine.initial(input);
  let last: RecoveryFlowEffect[] = effects;
  for (const event of events) {
    ({ state, effects } = recoveryFlowMachine.transition(state, event));
    last = effects;
  }
  return { state, last };
}
const pw = (event: Extract<RecoveryFlowEvent, { type: "password" }>["event"]): RecoveryFlowEvent => ({
  type: "password",
  event,
});
const screen = (state: RecoveryFlowState) => state.step.screen;
const selection = (extra: Partial<RecoveryFlowInput> = {}): RecoveryFlowInput =>
  ({
    kind: "selection",
    appName: "Demo",
    enabledOptions: ["google-drive", "user-passcode"],
    ...extra,
  }) as RecoveryFlowInput;
const EXITED = {
  type: "finish",
  outcome: "error",
  error: { code: "user_exited_set_password_flow", message: "User exited set recovery flow", status: null },
};

describe("recoveryFlowMachine", () => {
  it("loads the wallet's method before offering options; choosing the password goes to its flow and Back returns", () => {
    let r = run(selection(), []);
    expect(r.last).toEqual([{ type: "loadCurrentMethod" }]);
    // No choice before the method is known (it decides 'Set' or 'Reset your password').
    expect(run(selection(), [{ type: "choose", method: "user-passcode" }]).state.step.screen).toBe("selection");
    r = run(selection(), [
      { type: "currentMethod", method: "user-passcode" },
      { type: "choose", method: "user-passcode" },
    ]);
    expect(screen(r.state)).toBe("password");
    expect(r.state.step.screen === "password" && r.state.step.password).toMatchObject({
      resetting: true,
      fromSelection: true,
      userInitiated: true,
    });
    r = run(selection(), [
      { type: "currentMethod", method: "foyer" },
      { type: "choose", method: "user-passcode" },
      pw({ type: "back" }),
    ]);
    expect(screen(r.state)).toBe("selection");
    expect(r.last).toEqual([{ type: "loadCurrentMethod" }]);
    // An option the app did not enable is refused.
    expect(
      screen(
        run(selection(), [
          { type: "currentMethod", method: null },
          { type: "choose", method: "icloud" },
        ]).state,
      ),
    ).toBe("selection");
  });

  it("backs up to a drive at once, in the click that chose it, carrying the legacy create flow's wallets", () => {
    const wallets = { ethereum: true, solana: false };
    let r = run(selection({ isInAccountCreateFlow: true, createWallets: wallets } as Partial<RecoveryFlowInput>), [
      { type: "currentMethod", method: null },
      { type: "choose", method: "google-drive" },
    ]);
    expect(r.last).toEqual([{ type: "authorizeCloud", provider: "google-drive" }]);
    r = run(selection({ isInAccountCreateFlow: true, createWallets: wallets } as Partial<RecoveryFlowInput>), [
      { type: "currentMethod", method: null },
      { type: "choose", method: "google-drive" },
      { type: "oauth", event: { type: "authorized", accessToken: "ya29" } },
    ]);
    expect(r.last).toEqual([
      {
        type: "runCloud",
        action: "create-wallet",
        provider: "google-drive",
        accessToken: "ya29",
        createWallets: wallets,
      },
    ]);
  });

  it("in the account-create flow the password has no Cancel, and it creates the wallets with it", () => {
    const wallets = { ethereum: true, solana: true };
    const r = run(selection({ isInAccountCreateFlow: true, createWallets: wallets } as Partial<RecoveryFlowInput>), [
      { type: "currentMethod", method: null },
      { type: "choose", method: "user-passcode" },
      pw({ type: "input", value: "Secret-123" }),
      pw({ type: "continue" }),
      pw({ type: "continue" }),
      pw({ type: "confirmationInput", value: "Secret-123" }),
      pw({ type: "continue" }),
      pw({ type: "acknowledge", checked: true }),
      pw({ type: "continue" }),
    ]);
    expect(r.state.step.screen === "password" && r.state.step.password.userInitiated).toBe(false);
    expect(r.last).toContainEqual({ type: "setPassword", password: "Secret-123", createWallets: wallets });
  });

  it("shows the splash first, routes timers to the screen that armed them, and closes with each screen's error", () => {
    const input: RecoveryFlowInput = { kind: "password", appName: "Demo", splash: true };
    expect(run(input, [pw({ type: "input", value: "x" })]).state.step).toMatchObject({ splash: true });
    let r = run(input, [
      { type: "splashContinue" },
      pw({ type: "generated", value: "Aa-Bb-Cc-Dd" }),
      pw({ type: "continue" }),
    ]);
    r = run(input, [
      { type: "splashContinue" },
      pw({ type: "generated", value: "Aa-Bb-Cc-Dd" }),
      pw({ type: "continue" }),
      pw({ type: "copy" }),
    ]);
    expect(r.last).toContainEqual({ type: "startTimer", id: "passwordCopied", ms: 1500 });
    const copied = r.state;
    r = { state: recoveryFlowMachine.transition(copied, { type: "timer", id: "passwordCopied" }).state, last: [] };
    expect(r.state.step.screen === "password" && r.state.step.password.copied).toBe(false);
    expect(run(input, [{ type: "close" }]).last).toEqual([
      {
        type: "finish",
        outcome: "error",
        error: {
          code: "user_exited_set_password_flow",
          message: "Exited before password was added to wallet",
          status: null,
        },
      },
    ]);
    expect(run(selection(), [{ type: "close" }]).last).toEqual([EXITED]);
    expect(run({ kind: "recover", appName: "Demo" }, [{ type: "close" }]).last).toEqual([
      {
        type: "finish",
        outcome: "error",
        error: {
          code: "unknown_embedded_wallet_error",
          message: "User exited before their wallet could be recovered",
          status: null,
        },
      },
    ]);
  });

  it("leaving the password of a wallet created on login says the wallet has no password", () => {
    const input = { kind: "password", appName: "Demo", splash: true, isInAccountCreateFlow: true } as RecoveryFlowInput;
    expect(run(input, [{ type: "close" }]).last).toEqual([
      {
        type: "finish",
        outcome: "error",
        error: {
          code: "user_exited_set_password_flow",
          message: "User created a wallet but failed to set a password for it",
          status: null,
        },
      },
    ]);
    // The legacy create flow creates nothing before the password: the plain exit text.
    const legacy = selection({
      isInAccountCreateFlow: true,
      createWallets: { ethereum: true, solana: false },
    } as Partial<RecoveryFlowInput>);
    const r = run(legacy, [
      { type: "currentMethod", method: null },
      { type: "choose", method: "user-passcode" },
      { type: "close" },
    ]);
    expect(r.last).toMatchObject([{ error: { message: "Exited before password was added to wallet" } }]);
  });

  it("refuses a recovery OAuth request with an action or provider it does not know: 'Unsupported recovery action'", () => {
    for (const request of [
      { kind: "recoveryOAuth", provider: "google-drive", action: "delete" },
      { kind: "recoveryOAuth", provider: "dropbox", action: "recover" },
      { kind: "unknown" },
    ]) {
      expect(run({ ...request, appName: "Demo" } as unknown as RecoveryFlowInput, []).last).toEqual([
        {
          type: "finish",
          outcome: "error",
          error: { code: "unknown_embedded_wallet_error", message: "Unsupported recovery action", status: null },
        },
      ]);
    }
  });

  it("recovers with a password and secures automatically through the host's effects", () => {
    let r = run({ kind: "recover", appName: "Demo" }, [
      { type: "recover", event: { type: "input", value: "hunter22" } },
      { type: "recover", event: { type: "submit" } },
    ]);
    expect(r.last).toEqual([{ type: "recoverWithPassword", password: "hunter22" }]);
    r = run({ kind: "automatic", appName: "Demo" }, []);
    expect(r.last).toEqual([{ type: "setAutomaticRecovery" }]);
    r = run({ kind: "automatic", appName: "Demo" }, [
      { type: "automatic", event: { type: "recoverySet" } },
      { type: "automatic", event: { type: "userRefreshed" } },
    ]);
    expect(r.last).toEqual([{ type: "finish", outcome: "success" }]);
  });
});
