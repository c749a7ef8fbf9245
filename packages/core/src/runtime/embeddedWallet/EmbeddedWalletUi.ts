import type { TransactionFlowHandle } from "../../flows/transaction/createTransactionFlow.ts";
import type { PreparedBase } from "../../flows/transaction/TransactionFlowState.ts";
import type { WireScanResult } from "../../scan/ScanResult.ts";
import type { SendTransactionOptions } from "../../transactions/SendTransactionRequest.ts";
import type { WalletFlowRequest, WalletsToCreate } from "../recovery/WalletFlowRequest.ts";

/**
 * Every screen the embedded-wallet runtime opens, as one port the UI layer implements (the React package's
 * modal: `createEmbeddedWalletUi`), so the runtime stays framework-free and its tests pass a fake. Each
 * method opens its screen over whatever shows and settles when the screen ends; a screen the user closes
 * rejects with that screen's error unless said otherwise.
 */
export interface EmbeddedWalletUi {
  /** The MFA verification screen (withMfaRetry's prompt): rejects with 'MFA canceled' when closed. */
  promptMfa(): Promise<void>;
  /** The recovery screen of a wallet not on this device (withWalletRecovery's prompt). */
  promptRecovery(request: WalletFlowRequest): Promise<void>;
  /**
   * The legacy create flow's recovery selection (`require_user_owned_recovery_on_create`): the user picks a
   * method and the wallets are created protected by it (through the recovery binding).
   */
  selectRecoveryAndCreate(wallets: WalletsToCreate): Promise<void>;
  /** 'Protect your wallet': the wallet origin's page adding a passkey there for this entropy. */
  offerWalletPasskey(entropyId: string): Promise<void>;
  /**
   * The confirmation before an embedded wallet signs a message or typed data ('Sign and continue' or
   * 'Cancel'); cancelling rejects with "User rejected the request." (unable_to_sign, rpcCode 4001).
   */
  confirmSignature(input: { kind: "message" | "typedData"; app: string; address: string; body: string }): Promise<void>;
  /** The Malicious-scan screen: true once the user chose to proceed anyway, false when they backed out. */
  confirmScan(address: string, result: WireScanResult): Promise<boolean>;
  /** The wallet origin's export page (the key shows there, never on the host page); resolves when closed. */
  openExport(url: string): Promise<void>;
  /**
   * 'Connecting to your wallet' around `connect` (the frame's connect with MFA and recovery): resolves once
   * connected, rejects with the screen's error ('User exited before wallet could be connected' when closed).
   */
  connecting(connect: () => Promise<unknown>): Promise<void>;
  /**
   * Shows a running transaction flow (approval, review, add funds, success, error) until it closes;
   * `endFunding` ends the 'Add funds' step the runner may be waiting on.
   */
  showTransactionFlow(
    flow: TransactionFlowHandle<PreparedBase>,
    request: { chainType: "ethereum" | "solana"; options: SendTransactionOptions | Record<string, unknown> },
    appName: string,
    endFunding: () => void,
  ): void;
  /**
   * The funding flow over a transaction's approval ('Add funds'): settles when it is left; rejects when the
   * app's funding data cannot fund this chain (the approval's own receive screen then stays).
   */
  openFunding(address: string, context: { comingFromSendTransactionScreen: true; chainId: number }): Promise<void>;
  /** The funding prompt after a wallet was created (`prompt_funding_on_wallet_creation`); never rejects. */
  promptFunding(address: string): Promise<void>;
  /** Whether the current login created an embedded wallet (the success screen then says so). Not a screen. */
  markCreatedOnLogin(created: boolean): void;
}
