// @foyer/react/internal: the seams for code that extends Foyer (wallet runtimes, connectors such as
// @foyer/wagmi, new modal flows), not for apps. Kept out of the main entry so the page's start-up bundle
// never reaches the modules the lazily loaded modal uses (a bundler that splits per file would put them in
// the initial chunks).
"use client";
export type { WalletFlowRequest } from "@foyer/core/runtime/recovery";
export {
  bindWalletRecovery,
  type RecoveryProxy,
  type RecoveryWalletRef,
  type WalletRecoveryBinding,
  withMfaRetry,
} from "@foyer/core/runtime/recovery";
export { openModalFlow } from "./flows/openModalFlow.ts";
export { createWalletsWithRecoverySelection, openWalletFlow } from "./wallets/openWalletFlow.ts";
