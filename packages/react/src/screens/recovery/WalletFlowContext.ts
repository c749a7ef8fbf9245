import { createContext, useContext } from "react";
import type { FoyerStore } from "../../provider/createFoyerStore.ts";
import type { WalletFlowOutcome, WalletFlowRequest } from "../../recovery/WalletFlowRequest.ts";

export interface WalletFlowContextValue {
  store: FoyerStore;
  appName: string;
  /** Moves the modal to another screen (e.g. selection → password). */
  go(request: WalletFlowRequest): void;
  /** Ends the flow: closes the modal and settles the opener's promise. */
  finish(outcome: WalletFlowOutcome): void;
  /**
   * The current screen's close handler (its X button): Escape and the backdrop run the same, so leaving
   * a screen ends the flow with that screen's error, never another's.
   */
  closeRef?: { current: (() => void) | null };
}

export const WalletFlowContext = createContext<WalletFlowContextValue | null>(null);

/** The modal's store, navigation and finish, for the recovery and MFA screens. */
export function useWalletFlow(): WalletFlowContextValue {
  const value = useContext(WalletFlowContext);
  if (!value) throw new Error("Recovery screens render inside the wallet-flow modal.");
  return value;
}
