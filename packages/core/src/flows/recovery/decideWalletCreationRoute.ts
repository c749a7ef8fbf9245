/**
 * First step of wallet creation (spec 001 §4 "Wallet creation"): in legacy mode with
 * `require_user_owned_recovery_on_create` the user picks a recovery method first (the wallet is then
 * created with it); otherwise the wallet is created directly with automatic recovery. Server-wallet mode
 * creates server-side with `POST /wallets {chain_type}`.
 */
export interface WalletCreationConfig {
  mode: "legacy-embedded-wallets-only" | "user-controlled-server-wallets-only";
  requireUserOwnedRecoveryOnCreate: boolean;
}

export type WalletCreationRoute =
  | { kind: "recoverySelection"; isInAccountCreateFlow: true; shouldCreateEth: boolean; shouldCreateSol: boolean }
  | { kind: "createDirectly"; shouldCreateEth: boolean; shouldCreateSol: boolean }
  | { kind: "serverWallet"; shouldCreateEth: boolean; shouldCreateSol: boolean };

/**
 * @example decideWalletCreationRoute({ mode: "legacy-embedded-wallets-only", requireUserOwnedRecoveryOnCreate: true }, { eth: true, sol: false })
 * // { kind: "recoverySelection", isInAccountCreateFlow: true, shouldCreateEth: true, shouldCreateSol: false }
 */
export function decideWalletCreationRoute(
  config: WalletCreationConfig,
  needs: { eth: boolean; sol: boolean },
): WalletCreationRoute {
  const chains = { shouldCreateEth: needs.eth, shouldCreateSol: needs.sol };
  if (config.mode === "user-controlled-server-wallets-only") return { kind: "serverWallet", ...chains };
  if (config.requireUserOwnedRecoveryOnCreate)
    return { kind: "recoverySelection", isInAccountCreateFlow: true, ...chains };
  return { kind: "createDirectly", ...chains };
}
