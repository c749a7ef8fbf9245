import { base64 } from "@scure/base";
import { getAddress, toHex } from "viem";
import { createSiweMessage } from "viem/siwe";
import type { LoginMode } from "../../api/wire.ts";
import type { Chain } from "../../chains/Chain.ts";
import { unsignedSolanaTransaction } from "../../chains/compileSolanaTransaction.ts";
import { FoyerError } from "../../errors/FoyerError.ts";
import type { AuthResult, User } from "../../types.ts";
import { buildSiwsMessage } from "../../wallets/buildSiwsMessage.ts";
import { switchEthereumChain } from "../../wallets/external/switchEthereumChain.ts";
import type { WalletSession } from "../../wallets/external/WalletSession.ts";
import { walletRequestError } from "../../wallets/external/walletRequestError.ts";
import type { FoyerStore } from "../FoyerStore.ts";
import { memoTransactionMessage } from "./memoTransaction.ts";

export type WalletSignInOutcome = { kind: "signedIn"; result: AuthResult } | { kind: "linked"; user: User };

export interface WalletSignInOptions {
  purpose: "login" | "link";
  mode?: LoginMode;
  /** Ledger through Phantom: sign a memo transaction instead of the plain message. */
  ledger: boolean;
  /** The statement shown in the wallet. */
  statement: string;
  /** The app's chains (null: any); a wallet on another chain is switched to `defaultChain` first. */
  supportedChains?: readonly Chain[] | null;
  defaultChain?: Chain | null;
  progress(stage: "switching" | "signing" | "verifying"): void;
  /** For the nonce call (siwe/init, siws/init) when the app has captcha on. */
  captchaToken?: string;
}

/** The page the message is for: the server accepts it only if this is an allowed origin of the app. */
const page = () => ({ domain: window.location.host, uri: window.location.origin });

/** Sign-In with Ethereum: nonce, EIP-4361 message (viem), personal_sign, then siwe/authenticate or link. */
async function signInWithEthereum(store: FoyerStore, session: WalletSession, options: WalletSignInOptions) {
  const provider = session.ethereum;
  if (!provider) throw new FoyerError("generic_connect_wallet_error");
  const address = getAddress(session.address);
  const { nonce } = await store.api.siwe.init({ address, captchaToken: options.captchaToken });
  let signature: string;
  let chainId: number;
  let message: string;
  try {
    chainId = Number.parseInt(String(await provider.request({ method: "eth_chainId" })), 16);
    const supported = options.supportedChains;
    if (supported && supported.length > 0 && !supported.some((chain) => chain.id === chainId)) {
      // "Switching networks": the wallet signs in on one of the app's chains.
      const target = options.defaultChain ?? (supported[0] as Chain);
      options.progress("switching");
      await switchEthereumChain(provider, target.id, supported);
      chainId = target.id;
    }
    message = createSiweMessage({
      domain: page().domain,
      address,
      statement: options.statement,
      uri: page().uri,
      version: "1",
      chainId,
      nonce,
      issuedAt: new Date(),
    });
    options.progress("signing");
    signature = String(await provider.request({ method: "personal_sign", params: [toHex(message), address] }));
  } catch (error) {
    throw walletRequestError(error);
  }
  options.progress("verifying");
  const proof = {
    message,
    signature,
    chainId,
    walletClientType: session.choice.walletClientType,
    connectorType: session.choice.connectorType,
  };
  if (options.purpose === "link") return { kind: "linked", user: await store.api.siwe.link(proof) } as const;
  const result = await store.api.siwe.authenticate(options.mode ? { ...proof, mode: options.mode } : proof);
  return { kind: "signedIn", result } as const;
}

/** The SIWS chain id of the account ("mainnet", "devnet", ...), preferring mainnet. */
function solanaChainOf(chains: readonly string[]): string | undefined {
  const names = chains.filter((c) => c.startsWith("solana:")).map((c) => c.slice("solana:".length));
  return names.includes("mainnet") ? "mainnet" : names[0];
}

/** Sign In With Solana: nonce, SIWS text, signMessage (or a Ledger memo transaction), then siws/authenticate or link. */
async function signInWithSolana(store: FoyerStore, session: WalletSession, options: WalletSignInOptions) {
  const solana = session.solana;
  if (!solana) throw new FoyerError("generic_connect_wallet_error");
  const { wallet, account } = solana;
  const { nonce } = await store.api.siws.init({ address: account.address, captchaToken: options.captchaToken });
  const chainId = solanaChainOf(account.chains.length ? account.chains : wallet.chains);
  const text = buildSiwsMessage({
    ...page(),
    address: account.address,
    statement: options.statement,
    nonce,
    issuedAt: new Date(),
    ...(chainId ? { chainId } : {}),
  });
  let message: string;
  let signature: Uint8Array;
  let messageType: "plain" | "transaction" = "plain";
  options.progress("signing");
  try {
    if (options.ledger) {
      const signTransaction = wallet.features["solana:signTransaction"];
      if (!signTransaction) throw new FoyerError("unable_to_sign");
      const transactionMessage = memoTransactionMessage(account.address, text);
      const [signed] = await signTransaction.signTransaction({
        account,
        transaction: unsignedSolanaTransaction(transactionMessage),
      });
      if (!signed) throw new FoyerError("unable_to_sign");
      signature = signed.signedTransaction.subarray(1, 65);
      message = base64.encode(transactionMessage);
      messageType = "transaction";
    } else {
      const signMessage = wallet.features["solana:signMessage"];
      if (!signMessage) throw new FoyerError("unable_to_sign");
      const [signed] = await signMessage.signMessage({ account, message: new TextEncoder().encode(text) });
      if (!signed) throw new FoyerError("unable_to_sign");
      signature = signed.signature;
      message = text;
    }
  } catch (error) {
    throw walletRequestError(error);
  }
  options.progress("verifying");
  const proof = {
    message,
    signature: base64.encode(signature),
    walletClientType: session.choice.walletClientType,
    connectorType: session.choice.connectorType,
    messageType,
  };
  if (options.purpose === "link") return { kind: "linked", user: await store.api.siws.link(proof) } as const;
  const result = await store.api.siws.authenticate(options.mode ? { ...proof, mode: options.mode } : proof);
  return { kind: "signedIn", result } as const;
}

/** Proves the connected wallet to the server: signs in, or links it to the signed-in user. */
export function signInWithWallet(
  store: FoyerStore,
  session: WalletSession,
  options: WalletSignInOptions,
): Promise<WalletSignInOutcome> {
  return session.choice.chain === "solana"
    ? signInWithSolana(store, session, options)
    : signInWithEthereum(store, session, options);
}
