// DEMO ONLY. Two test wallets the demo can put into its own page so wallet login works offline: an EIP-6963
// Ethereum wallet signing with anvil's well-known dev account #1 (forwarding chain calls to the local anvil),
// and a Solana Wallet Standard wallet with a fixed test key. These keys are public: never hold value with them.
import { ed25519 } from "@noble/curves/ed25519.js";
import { base58 } from "@scure/base";
import { mnemonicToAccount } from "viem/accounts";
import { devChainEnv } from "./devChain.ts";

/** The chains the Ethereum dev wallet reaches, by hex chain id: npm start's (or the e2e stack's) anvil, the
 * funding sandbox's second anvil when it runs (a bridge source), and mainnet's id answered by the first anvil. */
const RPC_BY_CHAIN: Record<string, string> = {
  "0x7a69": devChainEnv.evmRpcUrl,
  "0x1": devChainEnv.evmRpcUrl,
  ...(devChainEnv.secondEvmRpcUrl ? { "0x7a6a": devChainEnv.secondEvmRpcUrl } : {}),
};
const TEST_MNEMONIC = "test test test test test test test test test test test junk";
const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%23e85d04'/%3E%3Ctext x='16' y='21' font-size='13' font-family='sans-serif' font-weight='700' text-anchor='middle' fill='white'%3EDEV%3C/text%3E%3C/svg%3E";

type Listener = (...args: unknown[]) => void;

function rpcError(code: number, message: string) {
  return Object.assign(new Error(message), { code });
}

/** Announces the Ethereum dev wallet (EIP-6963) in this page. */
function installEthereum(): void {
  const account = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 1 });
  const listeners = new Map<string, Set<Listener>>();
  let chainId = "0x7a69"; // 31337, anvil
  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }): Promise<unknown> {
      switch (method) {
        case "eth_requestAccounts":
        case "eth_accounts":
          return [account.address];
        case "eth_chainId":
          return chainId;
        case "personal_sign": {
          const [data] = (params ?? []) as [`0x${string}`];
          if (!window.confirm("Foyer demo test wallet: sign this message?\n\nOK signs, Cancel rejects (4001).")) {
            throw rpcError(4001, "User rejected the request.");
          }
          return account.signMessage({ message: { raw: data } });
        }
        case "wallet_switchEthereumChain": {
          const [{ chainId: next }] = (params ?? [{}]) as [{ chainId: string }];
          if (!RPC_BY_CHAIN[next]) throw rpcError(4902, "Unrecognized chain ID.");
          chainId = next;
          for (const l of listeners.get("chainChanged") ?? []) l(next);
          return null;
        }
        default: {
          const response = await fetch(RPC_BY_CHAIN[chainId] ?? devChainEnv.evmRpcUrl, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: params ?? [] }),
          });
          const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
          if (body.error) throw rpcError(body.error.code, body.error.message);
          return body.result;
        }
      }
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
  };
  const detail = Object.freeze({
    info: Object.freeze({
      uuid: crypto.randomUUID(),
      name: "Foyer Dev Wallet (test key)",
      icon: ICON,
      rdns: "dev.foyer.testwallet",
    }),
    provider,
  });
  const announce = () => window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail }));
  window.addEventListener("eip6963:requestProvider", announce);
  announce();
}

/** Registers the Solana dev wallet (Wallet Standard register-wallet event). */
function installSolana(): void {
  const secret = new Uint8Array(32).fill(7);
  const publicKey = ed25519.getPublicKey(secret);
  const account = {
    address: base58.encode(publicKey),
    publicKey,
    chains: ["solana:devnet"] as const,
    features: ["solana:signMessage", "solana:signTransaction"] as const,
  };
  const wallet = {
    version: "1.0.0" as const,
    name: "Foyer Dev Solana Wallet (test key)",
    icon: ICON as `data:image/svg+xml,${string}`,
    chains: ["solana:devnet"] as const,
    accounts: [] as (typeof account)[],
    features: {
      "standard:connect": {
        version: "1.0.0",
        connect: async () => {
          wallet.accounts = [account];
          return { accounts: wallet.accounts };
        },
      },
      "standard:events": { version: "1.0.0", on: () => () => {} },
      // Signs a legacy transaction's message as its first signer (the fee payer): what funding transfers need.
      "solana:signTransaction": {
        version: "1.0.0",
        signTransaction: async (...inputs: { transaction: Uint8Array }[]) => {
          if (!window.confirm("Foyer demo Solana test wallet: sign this transaction?")) {
            throw rpcError(4001, "User rejected the request.");
          }
          return inputs.map(({ transaction }) => {
            // [count][64-byte signatures...][message]; count < 128 is a one-byte compact-u16.
            const count = transaction[0] ?? 0;
            const message = transaction.slice(1 + 64 * count);
            const signed = transaction.slice();
            signed.set(ed25519.sign(message, secret), 1);
            return { signedTransaction: signed };
          });
        },
      },
      "solana:signMessage": {
        version: "1.0.0",
        signMessage: async (...inputs: { message: Uint8Array }[]) => {
          if (!window.confirm("Foyer demo Solana test wallet: sign this message?")) {
            throw rpcError(4001, "User rejected the request.");
          }
          return inputs.map(({ message }) => ({ signedMessage: message, signature: ed25519.sign(message, secret) }));
        },
      },
    },
  };
  const callback = ({ register }: { register: (w: unknown) => void }) => register(wallet);
  window.addEventListener("wallet-standard:app-ready", (event) =>
    callback((event as CustomEvent<{ register: (w: unknown) => void }>).detail),
  );
  window.dispatchEvent(new CustomEvent("wallet-standard:register-wallet", { detail: callback }));
}

let installed = false;

/** Puts both dev test wallets into the page (once). */
export function installDevTestWallets(): void {
  if (installed) return;
  installed = true;
  installEthereum();
  installSolana();
}
