import { SignClient } from "@walletconnect/sign-client";
import { type Hex, recoverMessageAddress, toHex } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devAccount } from "../devAccounts.ts";
import { startWalletConnectRelay, type WalletConnectRelay } from "./startWalletConnectRelay.ts";
import {
  DEV_WALLETCONNECT_PROJECT_ID,
  startWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from "./startWalletConnectTestWallet.ts";

let relay: WalletConnectRelay;
let wallet: WalletConnectTestWallet;
beforeAll(async () => {
  relay = await startWalletConnectRelay({ port: 0 });
  wallet = await startWalletConnectTestWallet({ relayUrl: relay.url, account: devAccount(4) });
});
afterAll(async () => {
  await wallet?.close();
  await relay?.close();
});

const items = new Map<string, unknown>();
const storage = {
  getKeys: async () => [...items.keys()],
  getEntries: async <T>() => [...items.entries()] as [string, T][],
  getItem: async <T>(key: string) => items.get(key) as T | undefined,
  setItem: async <T>(key: string, value: T) => void items.set(key, value),
  removeItem: async (key: string) => void items.delete(key),
};

describe("the WalletConnect test wallet, through the local relay, offline", () => {
  it("pairs with a dapp on the official SDK by its wc: URI, approves the session and signs", async () => {
    const dapp = await SignClient.init({
      projectId: DEV_WALLETCONNECT_PROJECT_ID,
      relayUrl: relay.url,
      telemetryEnabled: false,
      storage,
      customStoragePrefix: "dapp",
      logger: "silent",
      metadata: { name: "Dapp", description: "test dapp", url: "http://127.0.0.1", icons: [] },
    });
    try {
      const { uri, approval } = await dapp.connect({
        optionalNamespaces: {
          eip155: {
            chains: ["eip155:31337"],
            methods: ["personal_sign", "eth_signTypedData_v4"],
            events: ["accountsChanged"],
          },
        },
      });
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
      await wallet.pair(uri as string);
      const session = await approval();
      const address = devAccount(4).address;
      expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${address}`]);

      const message = toHex("Sign in to the dapp");
      const signature = (await dapp.request({
        topic: session.topic,
        chainId: "eip155:31337",
        request: { method: "personal_sign", params: [message, address] },
      })) as Hex;
      expect(await recoverMessageAddress({ message: { raw: message }, signature })).toBe(address);

      // A method of the session the wallet does not implement is refused with the wallet-standard code, not answered.
      await expect(
        dapp.request({
          topic: session.topic,
          chainId: "eip155:31337",
          request: { method: "eth_signTypedData_v4", params: [address, "{}"] },
        }),
      ).rejects.toMatchObject({ code: 4200 });
      expect(wallet.requests).toEqual(["personal_sign", "eth_signTypedData_v4"]);
    } finally {
      await dapp.core.relayer.transportClose().catch(() => {});
    }
  }, 30_000);
});
