import { describe, expect, it } from "vitest";
import {
  canContinue,
  confirmationFieldError,
  type PasswordFlowEvent,
  type PasswordFlowState,
  passwordFieldError,
  passwordFlowMachine,
  recoveryFileName,
} from "./passwordFlowMachine.ts";

function run(events: PasswordFlowEvent[], options = {}) {
  let { state, effects } = passwordFlowMachine.initial({ appName: "Demo", ...options });
  for (const e of events) ({ state, effects } = passwordFlowMachine.transition(state, e, "My Demo App"));
  return { state, effects };
}
const toFinal: PasswordFlowEvent[] = [
  { type: "input", value: "Secret-123" },
  { type: "continue" },
  { type: "continue" },
  { type: "confirmationInput", value: "Secret-123" },
  { type: "continue" },
];

describe("passwordFlowMachine", () => {
  it("shows no error before the field is touched, then the rule's message", () => {
    let { state } = run([{ type: "input", value: "abc" }]);
    expect(passwordFieldError(state)).toBeNull();
    expect(canContinue(state)).toBe(false);
    ({ state } = passwordFlowMachine.transition(state, { type: "blur" }));
    expect(passwordFieldError(state)).toBe("Password must be at least 6 characters");
  });
  it("stays on creating when continue is pressed with an invalid password, and marks it touched", () => {
    const { state } = run([{ type: "input", value: "a b c d" }, { type: "continue" }]);
    expect(state.step).toBe("creating");
    expect(passwordFieldError(state)).toBe("Invalid characters used ( SPACE )");
  });
  it("walks creating → saving → confirming → finalizing → submitting with the password", () => {
    let { state, effects } = run(toFinal);
    expect(state.step).toBe("finalizing");
    expect(canContinue(state)).toBe(false);
    ({ state, effects } = passwordFlowMachine.transition(state, { type: "continue" }));
    expect(state.step).toBe("finalizing");
    ({ state } = passwordFlowMachine.transition(state, { type: "acknowledge", checked: true }));
    ({ state, effects } = passwordFlowMachine.transition(state, { type: "continue" }));
    expect(state.step).toBe("submitting");
    expect(effects).toEqual([
      { type: "track", event: "started" },
      { type: "submit", password: "Secret-123" },
    ]);
  });
  it("refuses a confirmation that differs with 'Passwords do not match'", () => {
    const { state } = run([
      { type: "input", value: "Secret-123" },
      { type: "continue" },
      { type: "continue" },
      { type: "confirmationInput", value: "Secret-124" },
      { type: "continue" },
    ]);
    expect(state.step).toBe("confirming");
    expect(confirmationFieldError(state)).toBe("Passwords do not match");
  });
  it("copies and downloads the password on the save step, file named after the app", () => {
    let { state } = run([{ type: "input", value: "Secret-123" }, { type: "continue" }]);
    let effects: unknown[];
    ({ state, effects } = passwordFlowMachine.transition(state, { type: "copy" }));
    expect(state.copied).toBe(true);
    expect(effects).toContainEqual({ type: "copyToClipboard", text: "Secret-123" });
    expect(effects).toContainEqual({ type: "startTimer", id: "passwordCopied", ms: 1500 });
    ({ state } = passwordFlowMachine.transition(state, { type: "timer", id: "passwordCopied" }));
    expect(state.copied).toBe(false);
    ({ effects } = passwordFlowMachine.transition(state, { type: "download" }, "My Demo App"));
    expect(effects).toContainEqual({ type: "download", filename: "My-Demo-App-recovery.txt", text: "Secret-123" });
    expect(effects).toContainEqual({ type: "startTimer", id: "passwordDownloadCleanup", ms: 5000 });
    expect(recoveryFileName("  ")).toBe("foyer-recovery.txt");
  });
  it("goes back one step; from creating only to a recovery selection it came from", () => {
    let { state } = run(toFinal);
    for (const step of ["confirming", "saving", "creating"]) {
      ({ state } = passwordFlowMachine.transition(state, { type: "back" }));
      expect(state.step).toBe(step);
    }
    expect(passwordFlowMachine.transition(state, { type: "back" }).effects).toEqual([]);
    const fromSel = run([], { fromSelection: true });
    expect(passwordFlowMachine.transition(fromSel.state, { type: "back" }).effects).toEqual([
      { type: "exit", reason: "back" },
    ]);
  });
  it("offers Cancel only when the user started the flow", () => {
    const user = run(toFinal, { userInitiated: true });
    expect(passwordFlowMachine.transition(user.state, { type: "cancel" }).effects).toEqual([
      { type: "exit", reason: "cancel" },
    ]);
    const auto = run(toFinal, { userInitiated: false });
    expect(passwordFlowMachine.transition(auto.state, { type: "cancel" }).effects).toEqual([]);
  });
  it("closes by itself after success only when started automatically", () => {
    const submitted = (userInitiated: boolean): PasswordFlowState => {
      let { state } = run([...toFinal, { type: "acknowledge", checked: true }, { type: "continue" }], {
        userInitiated,
      });
      ({ state } = passwordFlowMachine.transition(state, { type: "submitSucceeded" }));
      return state;
    };
    const auto = passwordFlowMachine.transition(
      run([...toFinal, { type: "acknowledge", checked: true }, { type: "continue" }], { userInitiated: false }).state,
      { type: "submitSucceeded" },
    );
    expect(auto.state.result).toBe("success");
    expect(auto.effects).toEqual([
      { type: "track", event: "completed" },
      { type: "startTimer", id: "passwordAutoClose", ms: 1400 },
    ]);
    expect(
      passwordFlowMachine.transition(submitted(false), { type: "timer", id: "passwordAutoClose" }).effects,
    ).toEqual([{ type: "finish", outcome: "success" }]);
    expect(passwordFlowMachine.transition(submitted(true), { type: "timer", id: "passwordAutoClose" }).effects).toEqual(
      [{ type: "finish", outcome: "success" }],
    );
  });
  it("shows 'Something went wrong' on failure and finishes with the error on Close", () => {
    let { state } = run([...toFinal, { type: "acknowledge", checked: true }, { type: "continue" }]);
    const error = {
      code: "unknown_embedded_wallet_error" as const,
      message: "Unable to set recovery on wallet",
      status: null,
    };
    const failed = passwordFlowMachine.transition(state, { type: "submitFailed", error });
    state = failed.state;
    expect(state.result).toBe("error");
    expect(failed.effects).toEqual([{ type: "track", event: "failed" }]);
    expect(passwordFlowMachine.transition(state, { type: "close" }).effects).toContainEqual({
      type: "finish",
      outcome: "error",
      error,
    });
  });
});
