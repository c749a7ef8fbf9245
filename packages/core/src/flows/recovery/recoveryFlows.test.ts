import { describe, expect, it } from "vitest";
import { automaticRecoveryMachine } from "./automaticRecoveryMachine.ts";
import { decideWalletCreationRoute } from "./decideWalletCreationRoute.ts";
import { INVALID_RECOVERY_PASSWORD, recoverWithPasswordMachine } from "./recoverWithPasswordMachine.ts";
import { recoveryOAuthMachine, recoveryOAuthTexts } from "./recoveryOAuthMachine.ts";
import { recoverySelectionView, routeForRecoveryOption } from "./recoverySelection.ts";

const err = { code: "unknown_embedded_wallet_error" as const, message: "x", status: null };

describe("recoverySelectionView", () => {
  it("asks to secure an automatically recovered account, with every enabled option", () => {
    const v = recoverySelectionView({
      currentMethod: "foyer",
      enabledOptions: ["google-drive", "icloud", "user-passcode"],
    });
    expect(v.title).toBe("Secure your account");
    expect(v.text).toBe("Select a method for logging in on new devices and recovering your account.");
    expect(v.options.map((o) => o.label)).toEqual([
      "Back up to Google Drive",
      "Back up to Apple iCloud",
      "Set a password",
    ]);
    expect(v.infoTitle).toBe("Why do I need to secure my account?");
    expect(v.infoButton).toBe("Select backup method");
  });
  it("hides the current cloud method and names it", () => {
    const v = recoverySelectionView({
      currentMethod: "google-drive",
      enabledOptions: ["google-drive", "user-passcode"],
    });
    expect(v.title).toBe("Update backup method");
    expect(v.text).toBe("Your account is currently secured using Google Drive.");
    expect(v.options.map((o) => o.method)).toEqual(["user-passcode"]);
  });
  it("offers 'Reset your password' to a password user, and defaults to the password option", () => {
    const v = recoverySelectionView({ currentMethod: "user-passcode" });
    expect(v.options).toEqual([{ method: "user-passcode", label: "Reset your password" }]);
    expect(routeForRecoveryOption("user-passcode", { currentMethod: "user-passcode" })).toEqual({
      screen: "password",
      resetting: true,
      fromSelection: true,
    });
    expect(routeForRecoveryOption("icloud", { currentMethod: null, isInAccountCreateFlow: true })).toEqual({
      screen: "recoveryOAuth",
      provider: "icloud",
      action: "create-wallet",
    });
  });
});

describe("decideWalletCreationRoute (legacy require_user_owned_recovery_on_create)", () => {
  it("goes to recovery selection first when required", () => {
    expect(
      decideWalletCreationRoute(
        { mode: "legacy-embedded-wallets-only", requireUserOwnedRecoveryOnCreate: true },
        { eth: true, sol: true },
      ),
    ).toEqual({ kind: "recoverySelection", isInAccountCreateFlow: true, shouldCreateEth: true, shouldCreateSol: true });
    expect(
      decideWalletCreationRoute(
        { mode: "legacy-embedded-wallets-only", requireUserOwnedRecoveryOnCreate: false },
        { eth: true, sol: false },
      ).kind,
    ).toBe("createDirectly");
    expect(
      decideWalletCreationRoute(
        { mode: "user-controlled-server-wallets-only", requireUserOwnedRecoveryOnCreate: true },
        { eth: true, sol: false },
      ).kind,
    ).toBe("serverWallet");
  });
});

describe("recoverWithPasswordMachine", () => {
  it("needs a non-empty password, shows the wrong-password text and clears the field", () => {
    let { state, effects } = recoverWithPasswordMachine.initial();
    expect(recoverWithPasswordMachine.transition(state, { type: "submit" }).effects).toEqual([]);
    ({ state } = recoverWithPasswordMachine.transition(state, { type: "input", value: "nope-nope" }));
    ({ state, effects } = recoverWithPasswordMachine.transition(state, { type: "submit" }));
    expect(effects).toEqual([{ type: "recover", password: "nope-nope" }]);
    ({ state } = recoverWithPasswordMachine.transition(state, { type: "failed", invalidPassword: true, error: err }));
    expect(state).toEqual({ status: "entering", password: "", error: INVALID_RECOVERY_PASSWORD });
    expect(INVALID_RECOVERY_PASSWORD).toBe("Invalid recovery password, please try again.");
    ({ state } = recoverWithPasswordMachine.transition(state, { type: "input", value: "right-one" }));
    ({ state } = recoverWithPasswordMachine.transition(state, { type: "submit" }));
    ({ state, effects } = recoverWithPasswordMachine.transition(state, { type: "recovered" }));
    expect(effects).toEqual([{ type: "finish", outcome: "success" }]);
  });
});

describe("recoveryOAuthMachine", () => {
  it("backs up by itself and shows the provider texts", () => {
    let { state, effects } = recoveryOAuthMachine.initial({ provider: "google-drive", action: "set-recovery" });
    expect(effects).toEqual([{ type: "authorize", provider: "google-drive" }]);
    expect(recoveryOAuthTexts(state).title).toBe("Backing up with Google Drive...");
    ({ state, effects } = recoveryOAuthMachine.transition(state, { type: "authorized", accessToken: "ya29" }));
    expect(effects).toEqual([{ type: "run", action: "set-recovery", provider: "google-drive", accessToken: "ya29" }]);
    ({ state, effects } = recoveryOAuthMachine.transition(state, { type: "completed" }));
    expect(recoveryOAuthTexts(state).title).toBe("Successfully backed up with Google Drive.");
    ({ effects } = recoveryOAuthMachine.transition(state, { type: "timer", id: "recoveryOAuthSuccess" }));
    expect(effects).toEqual([{ type: "finish", outcome: "success", next: "close" }]);
  });
  it("waits for the click to recover; failure offers Try again with the account hint", () => {
    let { state, effects } = recoveryOAuthMachine.initial({ provider: "icloud", action: "recover" });
    expect(effects).toEqual([]);
    expect(recoveryOAuthTexts(state)).toEqual({
      title: "Confirm it's really you",
      detail: null,
      button: "Confirm with iCloud",
    });
    ({ state, effects } = recoveryOAuthMachine.transition(state, { type: "confirm" }));
    expect(effects).toEqual([{ type: "authorize", provider: "icloud" }]);
    ({ state } = recoveryOAuthMachine.transition(state, { type: "failed", error: err }));
    expect(recoveryOAuthTexts(state)).toEqual({
      title: "Recovery with iCloud unsuccessful",
      detail: "Please verify that you are selecting the iCloud account associated with your backup.",
      button: "Try again",
    });
    expect(recoveryOAuthMachine.transition(state, { type: "retry" }).effects).toEqual([
      { type: "authorize", provider: "icloud" },
    ]);
  });
  it("goes on to the created screen in the account creation flow; backup failure text", () => {
    let { state } = recoveryOAuthMachine.initial({
      provider: "google-drive",
      action: "create-wallet",
      isInAccountCreateFlow: true,
    });
    ({ state } = recoveryOAuthMachine.transition(state, { type: "failed", error: err }));
    expect(recoveryOAuthTexts(state).title).toBe("Back up with Google Drive unsuccessful");
    expect(recoveryOAuthTexts(state).detail).toBeNull();
    ({ state } = recoveryOAuthMachine.transition(state, { type: "retry" }));
    ({ state } = recoveryOAuthMachine.transition(state, { type: "authorized", accessToken: "t" }));
    ({ state } = recoveryOAuthMachine.transition(state, { type: "completed" }));
    expect(recoveryOAuthMachine.transition(state, { type: "timer", id: "recoveryOAuthSuccess" }).effects).toEqual([
      { type: "finish", outcome: "success", next: "walletCreated" },
    ]);
  });
});

describe("automaticRecoveryMachine", () => {
  it("sets the foyer method, refreshes the user, completes; retries after failure", () => {
    let { state, effects } = automaticRecoveryMachine.initial();
    expect(effects).toEqual([{ type: "setRecovery", recoveryMethod: "foyer" }]);
    ({ state } = automaticRecoveryMachine.transition(state, { type: "failed", error: err }));
    expect(state.status).toBe("error");
    ({ state, effects } = automaticRecoveryMachine.transition(state, { type: "retry" }));
    expect(effects).toEqual([{ type: "setRecovery", recoveryMethod: "foyer" }]);
    ({ state, effects } = automaticRecoveryMachine.transition(state, { type: "recoverySet" }));
    expect(effects).toEqual([{ type: "refreshUser" }]);
    ({ state, effects } = automaticRecoveryMachine.transition(state, { type: "userRefreshed" }));
    expect(effects).toEqual([{ type: "finish", outcome: "success" }]);
  });
});
