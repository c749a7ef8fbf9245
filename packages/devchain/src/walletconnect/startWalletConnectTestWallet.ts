import { SignClient } from "@walletconnect/sign-client";
import type { Hex, LocalAccount } from "viem";

/** The project id the local relay is given (it checks none; the SDKs only require one). */
export const DEV_WALLETCONNECT_PROJECT_ID = "foyer-dev-local";

export interface WalletConnectTestWallet {
  /** Pairs with a dapp by its `wc:` URI (the QR link) and approves its session proposal. */
  pair(uri: string): Promise<void>;
  /** Methods the dapp asked the wallet to run, in order (e.g. `personal_sign`). */
  readonly requests: string[];
  close(): Promise<void>;
}

let wallets = 0;

/** In-memory storage: each test wallet starts with no sessions, and writes no file. */
function memoryStorage() {
  const items = new Map<string, unknown>();
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()] as [string, T][],
    getItem: async <T>(key: string) => items.get(key) as T | undefined,
    setItem: async <T>(key: string, value: T) => void items.set(key, value),
    removeItem: async (key: string) => void items.delete(key),
  };
}

/**
 * A wallet on WalletConnect's official wallet SDK (`@walletconnect/sign-client`), for the tests: it pairs
 * through a relay (the local one, offline), approves every proposal with its one account on the proposed
 * eip155 chains, and answers `personal_sign` / `eth_accounts` / `eth_chainId`; anything else is refused
 * with 4200 (unsupported method), as a real wallet refuses what it does not know.
 *
 * @example const wallet = await startWalletConnectTestWallet({ relayUrl: relay.url, account: devAccount(3) });
 */
export async function startWalletConnectTestWallet(options: {
  relayUrl: string;
  account: LocalAccount;
  projectId?: string;
}): Promise<WalletConnectTestWallet> {
  const { account } = options;
  const client = await SignClient.init({
    projectId: options.projectId ?? DEV_WALLETCONNECT_PROJECT_ID,
    relayUrl: options.relayUrl,
    // Offline: no usage reports to WalletConnect's servers, no file storage, no log noise.
    telemetryEnabled: false,
    storage: memoryStorage(),
    // The SDK keeps one core per storage prefix in the process: each wallet (and a dapp in the same
    // process, as in the tests) needs its own, or they would share one relay connection and keys.
    customStoragePrefix: `foyer-test-wallet-${++wallets}`,
    logger: "silent",
    metadata: {
      name: "Foyer Test Wallet",
      description: "WalletConnect test wallet",
      url: "http://127.0.0.1",
      icons: [],
    },
  });
  const requests: string[] = [];
  let chainId = 1;

  client.on("session_proposal", async ({ id, params }) => {
    const proposed = [
      ...Object.values(params.requiredNamespaces ?? {}),
      ...Object.values(params.optionalNamespaces ?? {}),
    ];
    const chains = [...new Set(proposed.flatMap((n) => n.chains ?? []).filter((c) => c.startsWith("eip155:")))];
    const methods = [...new Set(proposed.flatMap((n) => n.methods))];
    const events = [...new Set(proposed.flatMap((n) => n.events))];
    chainId = Number(chains[0]?.split(":")[1] ?? 1);
    try {
      const { acknowledged } = await client.approve({
        id,
        namespaces: {
          eip155: { chains, methods, events, accounts: chains.map((c) => `${c}:${account.address}`) },
        },
      });
      await acknowledged();
    } catch {
      await client.reject({ id, reason: { code: 5000, message: "User rejected." } }).catch(() => {});
    }
  });

  client.on("session_request", async ({ topic, id, params }) => {
    const { method, params: args } = params.request as { method: string; params: unknown };
    requests.push(method);
    const answer = async (): Promise<unknown> => {
      if (method === "eth_accounts" || method === "eth_requestAccounts") return [account.address];
      if (method === "eth_chainId") return `0x${chainId.toString(16)}`;
      if (method === "personal_sign") {
        const [message] = args as [Hex, string];
        return account.signMessage({ message: { raw: message } });
      }
      throw Object.assign(new Error(`${method} is not supported by the test wallet`), { code: 4200 });
    };
    try {
      const result = await answer();
      await client.respond({ topic, response: { id, jsonrpc: "2.0", result } });
    } catch (error) {
      const { code = 4001, message } = error as { code?: number; message: string };
      await client.respond({ topic, response: { id, jsonrpc: "2.0", error: { code, message } } });
    }
  });

  return {
    requests,
    async pair(uri) {
      await client.core.pairing.pair({ uri });
    },
    async close() {
      for (const session of client.session.getAll()) {
        await client
          .disconnect({ topic: session.topic, reason: { code: 6000, message: "Test wallet closed." } })
          .catch(() => {});
      }
      await client.core.relayer.transportClose().catch(() => {});
    },
  };
}
