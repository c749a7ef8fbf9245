// The recovery screens' texts (spec 001 §2: set password, recover with it, automatic recovery, why back up),
// one step at a time, asserted on the rendered screen.
import {
  type PasswordFlowState,
  type PasswordStep,
  passwordFlowMachine,
  type RecoveryFlowState,
} from "@foyer/core/wallets";
import { describe, expect, it } from "vitest";
import { renderScreenText } from "../../testing/renderScreenText.tsx";
import { AutomaticRecoveryScreen } from "./AutomaticRecoveryScreen.tsx";
import { PasswordScreen } from "./PasswordScreen.tsx";
import { RecoverPasswordScreen } from "./RecoverPasswordScreen.tsx";
import { RecoverySelectionScreen } from "./RecoverySelectionScreen.tsx";

const screen = (step: PasswordStep, over: Partial<PasswordFlowState> = {}) => {
  const password = { ...passwordFlowMachine.initial({ appName: "Acme" }).state, step, ...over };
  const state = { context: {}, step: { screen: "password", password } } as unknown as RecoveryFlowState;
  return renderScreenText(<PasswordScreen state={state} send={() => {}} />);
};

describe("password screens", () => {
  it("set: what the password is for, the strength line, and a generator", () => {
    const text = screen("creating");
    expect(text).toContain("Your password protects your account on new devices. Keep it somewhere safe.");
    expect(text).toContain("Password Strength: --");
    expect(text).toContain("Generate a password");
    expect(screen("creating", { password: "abc" })).toContain("Password Strength: Weak");
    expect(screen("creating", { resetting: true })).toContain("Reset your password");
  });

  it("save, confirm, acknowledge, done", () => {
    expect(screen("saving")).toContain("Store it somewhere safe: Foyer cannot recover it for you.");
    const confirm = screen("confirming");
    expect(confirm).toContain("Confirm your password");
    expect(confirm).toContain("Enter your password again.");
    expect(confirm).toContain("Confirm password");
    expect(screen("finalizing")).toContain(
      "I understand that if I lose my password and device, I will lose access to my account and my assets.",
    );
    expect(screen("done", { result: "success" })).toContain("Your account is secured.");
  });
});

describe("other recovery screens", () => {
  const context = {
    appName: "Acme",
    enabledOptions: ["user-passcode"],
    isInAccountCreateFlow: false,
    createWallets: null,
  };
  const flow = (step: unknown) => ({ context, step }) as unknown as RecoveryFlowState;
  it("recover with the password, automatic recovery, and why to back up", () => {
    expect(
      renderScreenText(
        <RecoverPasswordScreen
          state={flow({ screen: "recover", recover: { status: "entering", password: "", error: null } })}
          send={() => {}}
        />,
      ),
    ).toContain("Enter the password you set to access your wallet on this device.");
    expect(
      renderScreenText(
        <AutomaticRecoveryScreen
          state={flow({ screen: "automatic", automatic: { status: "securing", error: null } })}
          send={() => {}}
        />,
      ),
    ).toContain("Automatically secure your account");
    expect(
      renderScreenText(
        <RecoverySelectionScreen
          state={flow({ screen: "selection", currentMethod: null, info: true })}
          send={() => {}}
        />,
      ),
    ).toContain(
      "Your wallet key is split in parts. A backup lets you log in on a new device and recover your account if you lose this one.",
    );
  });
});
