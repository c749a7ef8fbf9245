import type { RecoveryFlowRequest, WalletsToCreate } from "@foyer/core/wallets";

export type { WalletsToCreate };

/** Which recovery or MFA screen `openWalletFlow` opens the modal on. */
export type WalletFlowRequest =
  | RecoveryFlowRequest
  | { kind: "mfaVerify" }
  /** `thenVerify`: enrolment as the verify screen offers it (MFA forced, nothing enrolled); it goes back there. */
  | { kind: "mfaEnroll"; method: "sms" | "passkey"; thenVerify?: boolean }
  | { kind: "mfaManage" };
