import type { RecoveryOAuthAction, RecoveryOAuthProvider } from "@foyer/core/wallets";

/** Legacy create flow: which wallets to create once the recovery method is chosen. */
export interface WalletsToCreate {
  ethereum: boolean;
  solana: boolean;
}

/** Which recovery or MFA screen the wallet-flow modal opens with. */
export type WalletFlowRequest =
  | { kind: "selection"; isInAccountCreateFlow?: boolean; createWallets?: WalletsToCreate }
  | {
      kind: "password";
      resetting?: boolean;
      userInitiated?: boolean;
      fromSelection?: boolean;
      splash?: boolean;
      createWallets?: WalletsToCreate;
    }
  | { kind: "recover" }
  | {
      kind: "recoveryOAuth";
      provider: RecoveryOAuthProvider;
      action: RecoveryOAuthAction;
      isInAccountCreateFlow?: boolean;
      createWallets?: WalletsToCreate;
    }
  | { kind: "automatic" }
  | { kind: "mfaVerify" }
  /** `thenVerify`: enrolment offered by the verify screen (MFA forced, nothing enrolled); it goes back there. */
  | { kind: "mfaEnroll"; method: "sms" | "passkey"; thenVerify?: boolean }
  | { kind: "mfaManage" };

/** How a wallet flow ended: done, or closed/failed with a catalogue code and message. */
export type WalletFlowOutcome = { ok: true } | { ok: false; code: string; message: string };
