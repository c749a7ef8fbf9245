import type { LoginMode } from "@foyer/core/api";
import { prepareSiwsMessage } from "@foyer/core/wallets";
import type { LoginListener } from "../provider/createFoyerStore.ts";
import { useFoyerStore } from "../provider/useFoyerStore.ts";
import { currentPage, useWalletMessageLogin, type WalletMessageLoginState } from "./useWalletMessageLogin.ts";

export interface UseLoginWithSiws {
  /**
   * Asks the server for a nonce and answers the Sign In With Solana message for `address` (base58) to sign
   * with the wallet's `signMessage`. When the app has captcha enabled, pass a fresh `captchaToken` (single
   * use; siws/init refuses the nonce without one). Throws a FoyerError on failure (also in `state`, `onError`).
   */
  generateSiwsMessage(input: {
    address: string;
    /** "mainnet", "devnet", ... (written as the message's Chain ID). */
    chainId?: string;
    captchaToken?: string;
    statement?: string;
  }): Promise<string>;
  /** Signs in with the message and its base64 signature. Never throws: failures land in `state` and `onError`. */
  loginWithSiws(input: {
    message: string;
    /** The 64-byte ed25519 signature, base64. */
    signature: string;
    /** As in `linkedAccounts` ("phantom", ...). Default "unknown". */
    walletClientType?: string;
    /** Default "solana_adapter". */
    connectorType?: string;
    mode?: LoginMode;
  }): Promise<void>;
  state: WalletMessageLoginState;
}

/**
 * Sign In With Solana without the modal, for your own wallet UI.
 *
 * @example
 * const { generateSiwsMessage, loginWithSiws } = useLoginWithSiws({ onComplete: ({ user }) => go(user) });
 * const message = await generateSiwsMessage({ address, captchaToken });
 * const { signature } = await wallet.signMessage(new TextEncoder().encode(message));
 * await loginWithSiws({ message, signature: btoa(String.fromCharCode(...signature)) });
 */
export function useLoginWithSiws(callbacks: LoginListener = {}): UseLoginWithSiws {
  const store = useFoyerStore();
  const { generate, login, state } = useWalletMessageLogin(callbacks, {
    generate: (input: Parameters<UseLoginWithSiws["generateSiwsMessage"]>[0]) =>
      prepareSiwsMessage(store.api.siws, { ...input, ...currentPage() }),
    authenticate: ({ message, signature, walletClientType, connectorType, mode }) =>
      store.api.siws.authenticate({
        message,
        signature,
        walletClientType: walletClientType ?? "unknown",
        connectorType: connectorType ?? "solana_adapter",
        ...(mode ? { mode } : {}),
      }),
  });
  return { generateSiwsMessage: generate, loginWithSiws: login, state };
}
