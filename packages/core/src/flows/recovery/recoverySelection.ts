import {
  CLOUD_RECOVERY_PROVIDERS,
  type CloudRecoveryProviderId,
  isCloudRecoveryProvider,
} from "../../providers/recovery/cloudRecoveryProviders.ts";

/**
 * The recovery method selection screen of spec 001 §2 as data: which title and text to show and which
 * options to list. The current cloud method is hidden (backing up again to the same drive is pointless);
 * the password option reads 'Reset your password' when the wallet is already secured by one.
 */
export type UserOwnedRecoveryOption = "user-passcode" | CloudRecoveryProviderId;

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
  /** A cloud provider's `optionLabel` ('Back up to Google Drive', ...), 'Set a password' or 'Reset your password'. */
  label: string;
}

export interface RecoverySelectionView {
  title: "Secure your account" | "Update backup method";
  /** Text with `{method}` already filled in. */
  text: string;
  options: RecoverySelectionOption[];
  infoTitle: "Why do I need to secure my account?";
  infoButton: "Select backup method";
}

/** Names of the user-owned methods as the selection text shows them (the cloud ones from their registry entry). */
const methodName = (method: UserOwnedRecoveryOption): string =>
  method === "user-passcode"
    ? "a password"
    : (CLOUD_RECOVERY_PROVIDERS.find((provider) => provider.id === method)?.methodName ?? method);

const isUserOwned = (method: string | null): method is UserOwnedRecoveryOption =>
  method === "user-passcode" || isCloudRecoveryProvider(method);

/**
 * Builds the selection screen's content.
 *
 * @example recoverySelectionView({ currentMethod: "foyer" }).title // "Secure your account"
 */
export function recoverySelectionView(input: RecoverySelectionInput): RecoverySelectionView {
  const enabled = input.enabledOptions && input.enabledOptions.length > 0 ? input.enabledOptions : ["user-passcode"];
  const secured = isUserOwned(input.currentMethod);
  const options: RecoverySelectionOption[] = [];
  // The cloud providers in registry order, the current one hidden.
  for (const provider of CLOUD_RECOVERY_PROVIDERS) {
    if (enabled.includes(provider.id) && input.currentMethod !== provider.id) {
      options.push({ method: provider.id, label: provider.optionLabel });
    }
  }
  if (enabled.includes("user-passcode")) {
    const reset = input.currentMethod === "user-passcode" || input.isResettingPassword === true;
    options.push({ method: "user-passcode", label: reset ? "Reset your password" : "Set a password" });
  }
  return {
    title: secured ? "Update backup method" : "Secure your account",
    text: secured
      ? `Your account is currently secured using ${methodName(input.currentMethod as UserOwnedRecoveryOption)}.`
      : "Select a method for logging in on new devices and recovering your account.",
    options,
    infoTitle: "Why do I need to secure my account?",
    infoButton: "Select backup method",
  };
}

/** Where choosing an option leads (the screen router opens it). */
export type RecoverySelectionRoute =
  | { screen: "password"; resetting: boolean; fromSelection: true }
  | { screen: "recoveryOAuth"; provider: CloudRecoveryProviderId; action: "set-recovery" | "create-wallet" };

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
