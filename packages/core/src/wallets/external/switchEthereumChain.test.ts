import { describe, expect, it, vi } from "vitest";
import type { Chain } from "../../chains/Chain.ts";
import { ACCOUNT_CHAIN_POLL_ATTEMPTS, ACCOUNT_CHAIN_POLL_INTERVAL_MS } from "../../constants.ts";
import { FoyerError } from "../../errors/FoyerError.ts";
import type { Eip1193Provider } from "../Eip1193Provider.ts";
import { switchEthereumChain } from "./switchEthereumChain.ts";

const anvil: Chain = {
  id: 31337,
  name: "Anvil",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: ["http://127.0.0.1:8545"] } },
};

/** A wallet on chain 1 that knows `known`; `lag` reads of eth_chainId still show the old chain after a switch. */
function wallet(known: number[], lag = 0) {
  const calls: string[] = [];
  let current = 1;
  let stale = 0;
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      if (method === "eth_chainId") {
        if (stale > 0) {
          stale -= 1;
          return "0x1";
        }
        return `0x${current.toString(16)}`;
      }
      calls.push(method);
      const [{ chainId }] = params as [{ chainId: string }];
      const id = Number.parseInt(chainId, 16);
      if (method === "wallet_addEthereumChain") {
        known.push(id);
        return null;
      }
      if (!known.includes(id)) throw Object.assign(new Error("Unrecognized chain"), { code: 4902 });
      current = id;
      stale = lag;
      return null;
    },
  };
  return { provider, calls };
}

const codeOf = (error: unknown) => (error as FoyerError).code;

describe("switchEthereumChain", () => {
  it("switches to a chain the wallet knows", async () => {
    const { provider, calls } = wallet([1]);
    await switchEthereumChain(provider, 1, null);
    expect(calls).toEqual(["wallet_switchEthereumChain"]);
  });

  it("waits until the wallet shows the new chain (read every 500 ms, at most 10 times)", async () => {
    vi.useFakeTimers();
    try {
      const { provider } = wallet([1, 31337], 3);
      let done = false;
      const switching = switchEthereumChain(provider, 31337, null).then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(ACCOUNT_CHAIN_POLL_INTERVAL_MS * 2);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(ACCOUNT_CHAIN_POLL_INTERVAL_MS);
      await switching;
      expect(done).toBe(true);
      // A wallet that never shows it is trusted after the last read.
      const stuck = wallet([1, 31337], 1_000);
      const trusting = switchEthereumChain(stuck.provider, 31337, null);
      await vi.advanceTimersByTimeAsync(ACCOUNT_CHAIN_POLL_INTERVAL_MS * ACCOUNT_CHAIN_POLL_ATTEMPTS);
      await expect(trusting).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("adds a supported chain the wallet does not know, then switches", async () => {
    const { provider, calls } = wallet([1]);
    await switchEthereumChain(provider, 31337, [anvil]);
    expect(calls).toEqual(["wallet_switchEthereumChain", "wallet_addEthereumChain", "wallet_switchEthereumChain"]);
  });

  it('answers "Unsupported chainId {id}" for chains outside the app\'s list and for 4901 / 4902', async () => {
    const refused = await switchEthereumChain(wallet([1]).provider, 1, [anvil]).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(FoyerError);
    expect((refused as FoyerError).shortMessage).toBe("Unsupported chainId 1");
    const none = async () => undefined;
    const unknown = await switchEthereumChain(wallet([]).provider, 10, null, none).catch((e: unknown) => e);
    expect(codeOf(unknown)).toBe("unsupported_chain_id");
    expect((unknown as FoyerError).details).toEqual({ rpcCode: 4902 });
    const disconnected: Eip1193Provider = {
      request: async () => {
        throw Object.assign(new Error("Chain disconnected"), { code: 4901 });
      },
    };
    const error = (await switchEthereumChain(disconnected, 5, null, none).catch((e: unknown) => e)) as FoyerError;
    expect([error.code, error.shortMessage]).toEqual(["unsupported_chain_id", "Unsupported chainId 5"]);
  });

  it("adds a built-in chain (e.g. Base) when the app names no chains", async () => {
    const { provider, calls } = wallet([1]);
    await switchEthereumChain(provider, 8453, null);
    expect(calls).toEqual(["wallet_switchEthereumChain", "wallet_addEthereumChain", "wallet_switchEthereumChain"]);
  });

  it("keeps a 4001 rejection as a wallet error with its code", async () => {
    const rejecting: Eip1193Provider = {
      request: async () => {
        throw Object.assign(new Error("no"), { code: 4001 });
      },
    };
    const error = (await switchEthereumChain(rejecting, 1, null).catch((e: unknown) => e)) as FoyerError;
    expect(error.details).toEqual({ rpcCode: 4001 });
  });
});
