/**
 * The recovery method selection screen of spec 001 §2 as data: which title and text to show and which
 * options to list. The current cloud method is hidden (backing up again to the same drive is pointless);
 * the password option reads 'Reset your password' when the wallet is already secured by one.
 */
export type UserOwnedRecoveryOption = "user-passcode" | "google-drive" | "icloud";

export interface RecoverySelectionInput {
  /** The wallet's recovery method now (e.g. "foyer" for automatic, "user-passcode", "google-drive"). */
  currentMethod: string | null;
  /** The app's user_owned_recovery_options (spec 001 §3), default ["user-passcode"]. */
  enabledOptions?: readonly UserOwnedRecoveryOption[];
  /** Spec 001 §3 recovery selection data. */
  isInAccountCreateFlow?: boolean;
  isResettingPassword?: boolean;
}

export interface RecoverySelectionOption {
  method: UserOwnedRecoveryOption;
  label: "Back up to Google Drive" | "Back up to Apple iCloud" | "Set a password" | "Reset your password";
}

export interface RecoverySelectionView {
  title: "Secure your account" | "Update backup method";
  /** Text with `{method}` already filled in. */
  text: string;
  options: RecoverySelectionOption[];
  infoTitle: "Why do I need to secure my account?";
  infoButton: "Select backup method";
}

/** Names of the user-owned methods as the selection text shows them. */
const METHOD_NAMES: Record<string, string> = {
  "user-passcode": "a password",
  "google-drive": "Google Drive",
  icloud: "Apple iCloud",
};

const isUserOwned = (method: string | null): method is UserOwnedRecoveryOption =>
  method === "user-passcode" || method === "google-drive" || method === "icloud";

/**
 * Builds the selection screen's content.
 *
 * @example recoverySelectionView({ currentMethod: "foyer" }).title // "Secure your account"
 */
export function recoverySelectionView(input: RecoverySelectionInput): RecoverySelectionView {
  const enabled = input.enabledOptions && input.enabledOptions.length > 0 ? input.enabledOptions : ["user-passcode"];
  const secured = isUserOwned(input.currentMethod);
  const options: RecoverySelectionOption[] = [];
  if (enabled.includes("google-drive") && input.currentMethod !== "google-drive") {
    options.push({ method: "google-drive", label: "Back up to Google Drive" });
  }
  if (enabled.includes("icloud") && input.currentMethod !== "icloud") {
    options.push({ method: "icloud", label: "Back up to Apple iCloud" });
  }
  if (enabled.includes("user-passcode")) {
    const reset = input.currentMethod === "user-passcode" || input.isResettingPassword === true;
    options.push({ method: "user-passcode", label: reset ? "Reset your password" : "Set a password" });
  }
  return {
    title: secured ? "Update backup method" : "Secure your account",
    text: secured
      ? `Your account is currently secured using ${METHOD_NAMES[input.currentMethod as string]}.`
      : "Select a method for logging in on new devices and recovering your account.",
    options,
    infoTitle: "Why do I need to secure my account?",
    infoButton: "Select backup method",
  };
}

/** Where choosing an option leads (the screen router opens it). */
export type RecoverySelectionRoute =
  | { screen: "password"; resetting: boolean; fromSelection: true }
  | { screen: "recoveryOAuth"; provider: "google-drive" | "icloud"; action: "set-recovery" | "create-wallet" };

/** The route for a chosen option. */
export function routeForRecoveryOption(
  method: UserOwnedRecoveryOption,
  input: Pick<RecoverySelectionInput, "currentMethod" | "isInAccountCreateFlow">,
): RecoverySelectionRoute {
  if (method === "user-passcode") {
    return { screen: "password", resetting: input.currentMethod === "user-passcode", fromSelection: true };
  }
  return {
    screen: "recoveryOAuth",
    provider: method,
    action: input.isInAccountCreateFlow ? "create-wallet" : "set-recovery",
  };
}
