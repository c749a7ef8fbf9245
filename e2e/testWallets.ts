// Test wallets put into the page before it loads (page.addInitScript). Keys stay in the test process: the page's
// wallet asks it through page.exposeFunction, the way a real extension's page script asks its background.
import { ed25519 } from "@noble/curves/ed25519.js";
import { base58 } from "@scure/base";
import type { Page } from "playwright-core";
import type { Hex, LocalAccount } from "viem";

export interface EthereumTestWallet {
  /** Make the next signature request fail with EIP-1193 4001 (user rejected). */
  rejectNextSignature(): void;
  /** Leave connection requests unanswered (a prompt the user ignores; repeats answer -32002). */
  holdConnections(): void;
  signatures: number;
  /** wallet_revokePermissions calls (the site's account permission forgotten). */
  revokes: number;
}

/**
 * An EIP-6963 wallet whose EIP-1193 provider signs with `account` (e.g. an anvil dev account) and forwards
 * chain calls (eth_chainId, eth_blockNumber, ...) to `rpcUrl`.
 */
export async function installEthereumTestWallet(
  page: Page,
  options: {
    account: LocalAccount;
    rpcUrl: string;
    name?: string;
    uuid?: string;
    chainId?: number;
    icon?: string;
    rdns?: string;
  },
): Promise<EthereumTestWallet> {
  const state = {
    reject: false,
    signatures: 0,
    revokes: 0,
    holdConnect: false,
    pendingConnects: 0,
    knownChains: new Set([31337, ...(options.chainId ? [options.chainId] : [])]),
    chainId: options.chainId ? `0x${options.chainId.toString(16)}` : (null as string | null),
  };
  const name = options.name ?? "Test Wallet";
  const uuid = options.uuid ?? "6f1e0e55-0000-4000-8000-000000000001";
  await page.exposeFunction(`__foyerEth_${uuid.replace(/-/g, "")}`, async (method: string, params: unknown[]) => {
    try {
      switch (method) {
        case "eth_requestAccounts":
          // The first request stays open (the wallet's prompt is ignored); a second one while it is open
          // answers -32002 as real wallets do.
          if (state.holdConnect) {
            state.pendingConnects++;
            if (state.pendingConnects > 1) return { error: { code: -32002, message: "Request already pending." } };
            return new Promise(() => {});
          }
          return { result: [options.account.address] };
        case "eth_accounts":
          return { result: [options.account.address] };
        case "wallet_revokePermissions":
          state.revokes++;
          return { result: null };
        case "wallet_switchEthereumChain": {
          // The wallet knows the local anvil chain and the chains added since: others answer 4902.
          const [{ chainId }] = params as [{ chainId: string }];
          if (!state.knownChains.has(Number.parseInt(chainId, 16))) {
            return { error: { code: 4902, message: "Unrecognized chain ID." } };
          }
          state.chainId = chainId;
          return { result: null };
        }
        case "wallet_addEthereumChain": {
          const [{ chainId, rpcUrls }] = params as [{ chainId: string; rpcUrls: string[] }];
          if (!rpcUrls?.length) return { error: { code: -32602, message: "rpcUrls missing" } };
          state.knownChains.add(Number.parseInt(chainId, 16));
          return { result: null };
        }
        case "eth_chainId":
          if (state.chainId) return { result: state.chainId };
          break;
        case "personal_sign": {
          if (state.reject) {
            state.reject = false;
            return { error: { code: 4001, message: "User rejected the request." } };
          }
          state.signatures++;
          return { result: await options.account.signMessage?.({ message: { raw: params[0] as Hex } }) };
        }
      }
      const res = await fetch(options.rpcUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
      });
      const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string } };
      return body.error ? { error: body.error } : { result: body.result };
    } catch (error) {
      return { error: { code: -32603, message: String(error) } };
    }
  });
  await page.addInitScript(
    ({ uuid, name, icon, rdns }) => {
      type Bridge = (
        m: string,
        p: unknown[],
      ) => Promise<{ result?: unknown; error?: { code: number; message: string } }>;
      const provider = {
        async request({ method, params }: { method: string; params?: unknown[] }) {
          const bridge = (window as unknown as Record<string, Bridge>)[`__foyerEth_${uuid.replace(/-/g, "")}`];
          const answer = await bridge?.(method, params ?? []);
          if (answer?.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
          return answer?.result;
        },
        on() {},
        removeListener() {},
      };
      const detail = Object.freeze({
        info: Object.freeze({ uuid, name, icon, rdns }),
        provider,
      });
      const announce = () => window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail }));
      window.addEventListener("eip6963:requestProvider", announce);
      announce();
    },
    {
      uuid,
      name,
      icon: options.icon ?? "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E",
      rdns: options.rdns ?? "test.foyer.wallet",
    },
  );
  return {
    rejectNextSignature() {
      state.reject = true;
    },
    holdConnections() {
      state.holdConnect = true;
    },
    get signatures() {
      return state.signatures;
    },
    get revokes() {
      return state.revokes;
    },
  };
}

/** A Solana Wallet Standard wallet (registered by the standard's register-wallet event) signing with ed25519. */
export async function installSolanaTestWallet(
  page: Page,
  options: { seed?: Uint8Array; name?: string; ledger?: boolean } = {},
) {
  const secret = options.seed ?? ed25519.utils.randomSecretKey();
  const publicKey = ed25519.getPublicKey(secret);
  const address = base58.encode(publicKey);
  await page.exposeFunction("__foyerSolanaSign", async (message: number[]) =>
    Array.from(ed25519.sign(Uint8Array.from(message), secret)),
  );
  // A Ledger account signs transactions only: the signature covers the message part (after the signature slots).
  await page.exposeFunction("__foyerSolanaSignTransaction", async (transaction: number[]) => {
    const bytes = Uint8Array.from(transaction);
    const signed = new Uint8Array(bytes);
    signed.set(ed25519.sign(bytes.subarray(65), secret), 1);
    return Array.from(signed);
  });
  await page.addInitScript(
    ({ address, publicKey, name, ledger }) => {
      const account = {
        address,
        publicKey: Uint8Array.from(publicKey),
        chains: ["solana:devnet"],
        features: ledger ? ["solana:signTransaction"] : ["solana:signMessage"],
      };
      const signTransaction = (
        window as unknown as { __foyerSolanaSignTransaction: (t: number[]) => Promise<number[]> }
      ).__foyerSolanaSignTransaction;
      const sign = (window as unknown as { __foyerSolanaSign: (m: number[]) => Promise<number[]> }).__foyerSolanaSign;
      const wallet = {
        version: "1.0.0",
        name,
        icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E",
        chains: ["solana:devnet"],
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
          "solana:signMessage": {
            version: "1.0.0",
            signMessage: async (...inputs: { message: Uint8Array }[]) =>
              Promise.all(
                inputs.map(async ({ message }) => ({
                  signedMessage: message,
                  signature: Uint8Array.from(await sign(Array.from(message))),
                })),
              ),
          },
          "solana:signTransaction": {
            version: "1.0.0",
            signTransaction: async (...inputs: { transaction: Uint8Array }[]) =>
              Promise.all(
                inputs.map(async ({ transaction }) => ({
                  signedTransaction: Uint8Array.from(await signTransaction(Array.from(transaction))),
                })),
              ),
          },
        },
      };
      const callback = ({ register }: { register: (w: unknown) => void }) => register(wallet);
      window.addEventListener("wallet-standard:app-ready", (event) =>
        callback((event as CustomEvent<{ register: (w: unknown) => void }>).detail),
      );
      window.dispatchEvent(new CustomEvent("wallet-standard:register-wallet", { detail: callback }));
    },
    {
      address,
      publicKey: Array.from(publicKey),
      name: options.name ?? "Test Solana Wallet",
      ledger: options.ledger === true,
    },
  );
  return { address };
}

/**
 * Wallets that only announce themselves (for list tests): `ethereum` EIP-6963 ones and `solana` standard ones,
 * with `icon` (by default an SVG with nothing in it).
 */
export async function installListOnlyWallets(
  page: Page,
  wallets: { name: string; chain: "ethereum" | "solana"; icon?: string }[],
) {
  await page.addInitScript((list) => {
    list.forEach(({ name, chain, icon = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E" }, i) => {
      if (chain === "ethereum") {
        const detail = Object.freeze({
          info: Object.freeze({ uuid: `list-${i}`, name, icon, rdns: `test.list.${i}` }),
          provider: { request: async () => [] },
        });
        const announce = () => window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail }));
        window.addEventListener("eip6963:requestProvider", announce);
        announce();
      } else {
        const wallet = {
          version: "1.0.0",
          name,
          icon,
          chains: ["solana:devnet"],
          accounts: [],
          features: {
            "standard:connect": { version: "1.0.0", connect: async () => ({ accounts: [] }) },
            "solana:signMessage": { version: "1.0.0", signMessage: async () => [] },
          },
        };
        const callback = ({ register }: { register: (w: unknown) => void }) => register(wallet);
        window.addEventListener("wallet-standard:app-ready", (event) =>
          callback((event as CustomEvent<{ register: (w: unknown) => void }>).detail),
        );
        window.dispatchEvent(new CustomEvent("wallet-standard:register-wallet", { detail: callback }));
      }
    });
  }, wallets);
}
