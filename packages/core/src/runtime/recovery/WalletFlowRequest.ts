import type { RecoveryFlowRequest, WalletsToCreate } from "../../flows/recovery/recoveryFlowMachine.ts";

export type { WalletsToCreate };

/** Which recovery or MFA screen `openWalletFlow` opens the modal on. */
export type WalletFlowRequest =
  | RecoveryFlowRequest
  | { kind: "mfaVerify" }
  /** `thenVerify`: enrolment as the verify screen offers it (MFA forced, nothing enrolled); it goes back there. */
  | { kind: "mfaEnroll"; method: "sms" | "passkey"; thenVerify?: boolean }
  | { kind: "mfaManage" }
  /** A new device of a wallet on automatic recovery: the email code typed into the wallet origin's page. */
  | { kind: "verifyDevice"; entropyId: string };
