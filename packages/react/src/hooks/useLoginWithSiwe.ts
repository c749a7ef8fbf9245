import type { LoginMode } from "@foyer/core/api";
import { prepareSiweMessage } from "@foyer/core/wallets";
import type { LoginListener } from "../provider/createFoyerStore.ts";
import { useFoyerStore } from "../provider/useFoyerStore.ts";
import { currentPage, useWalletMessageLogin, type WalletMessageLoginState } from "./useWalletMessageLogin.ts";

export interface UseLoginWithSiwe {
  /**
   * Asks the server for a nonce and answers the EIP-4361 message for `address` to sign with `personal_sign`.
   * When the app has captcha enabled, pass a fresh `captchaToken` (single use; siwe/init refuses the nonce
   * without one). Throws a FoyerError on failure (also reported in `state` and `onError`).
   */
  generateSiweMessage(input: {
    address: string;
    chainId: number;
    captchaToken?: string;
    statement?: string;
  }): Promise<string>;
  /** Signs in with the message and its signature. Never throws: failures land in `state` and `onError`. */
  loginWithSiwe(input: {
    message: string;
    signature: string;
    chainId?: number;
    /** The wallet that signed, as in `linkedAccounts` ("metamask", ...). Default "unknown". */
    walletClientType?: string;
    /** Default "injected". */
    connectorType?: string;
    mode?: LoginMode;
  }): Promise<void>;
  state: WalletMessageLoginState;
}

/** The chain id the message names ("Chain ID: 1"), for `loginWithSiwe` calls that do not give one. */
const chainIdOf = (message: string) => Number(/^Chain ID: (\d+)$/m.exec(message)?.[1] ?? Number.NaN);

/**
 * Sign-In with Ethereum without the modal, for your own wallet UI: you hold the wallet, Foyer writes the
 * message and verifies the signature.
 *
 * @example
 * const { generateSiweMessage, loginWithSiwe, state } = useLoginWithSiwe({ onComplete: ({ user }) => go(user) });
 * const message = await generateSiweMessage({ address, chainId: 1, captchaToken });
 * await loginWithSiwe({ message, signature: await walletClient.signMessage({ account: address, message }) });
 */
export function useLoginWithSiwe(callbacks: LoginListener = {}): UseLoginWithSiwe {
  const store = useFoyerStore();
  const { generate, login, state } = useWalletMessageLogin(callbacks, {
    generate: (input: Parameters<UseLoginWithSiwe["generateSiweMessage"]>[0]) =>
      prepareSiweMessage(store.api.siwe, { ...input, ...currentPage() }),
    authenticate: ({ message, signature, chainId, walletClientType, connectorType, mode }) =>
      store.api.siwe.authenticate({
        message,
        signature,
        chainId: chainId ?? chainIdOf(message),
        walletClientType: walletClientType ?? "unknown",
        connectorType: connectorType ?? "injected",
        ...(mode ? { mode } : {}),
      }),
  });
  return { generateSiweMessage: generate, loginWithSiwe: login, state };
}
