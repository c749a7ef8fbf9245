// @foyer/core/runtime/recovery: where the recovery and MFA flows meet the embedded wallet's frame proxy (the
// binding the wallet runtime registers, setting and using a recovery method, MFA verification), and the
// retries of a key-using operation after MFA or a recovery. React-free: the screens they may need (MFA,
// recovery) are passed in by the UI layer. Loaded with the wallet runtime and those flows, never by the barrel.
// toFlowErrorAs (the wallet flows' error mapping) is here rather than in runtime/errors, which the modal loads
// on the email journey: a module that entry re-exports lands in that journey's chunks.

export { existingRecoveryError } from "./runtime/recovery/existingRecoveryError.ts";
export type { WalletFlowRequest, WalletsToCreate } from "./runtime/recovery/WalletFlowRequest.ts";
export {
  bindWalletRecovery,
  createWalletsWithRecovery,
  currentRecoveryMethod,
  isInvalidRecoveryPin,
  type RecoveryProxy,
  type RecoveryWalletRef,
  recoverWallet,
  setWalletRecovery,
  verifyWalletMfa,
  type WalletRecoveryBinding,
  walletProxyErrorType,
} from "./runtime/recovery/walletRecoveryBinding.ts";
export { withMfaRetry } from "./runtime/recovery/withMfaRetry.ts";
export { recoveryRequestFor, withWalletRecovery } from "./runtime/recovery/withWalletRecovery.ts";
export { toFlowErrorAs } from "./runtime/toFlowErrorAs.ts";
