import type { Eip1193Provider } from "@foyer/core";
import type { ResolvedConfig } from "@foyer/core/config";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ConnectedWalletInfo, createFoyerStore } from "../../provider/createFoyerStore.ts";
import { createFundingSources } from "./createFundingSources.ts";

const ADDRESS = "0x1111111111111111111111111111111111111111";

afterEach(() => vi.unstubAllGlobals());

describe("createFundingSources", () => {
  it("a configured wallet connected by 'Transfer from wallet' reaches the host's useConnectWallet onSuccess", async () => {
    const ethereum: Eip1193Provider = {
      request: async ({ method }: { method: string }) => {
        if (method === "eth_requestAccounts" || method === "eth_accounts") return [ADDRESS];
        if (method === "eth_chainId") return "0x1";
        return null;
      },
    };
    vi.stubGlobal("window", Object.assign(new EventTarget(), { ethereum }));
    const store = createFoyerStore({
      appId: "a",
      serverUrl: "http://localhost:1",
      fetch: async () => new Response("{}"),
    });
    const connected: ConnectedWalletInfo[] = [];
    store.addWalletConnectListener({ onSuccess: (wallet) => connected.push(wallet) });
    const config = {
      appearance: { walletList: ["detected_ethereum_wallets"], walletChainType: "ethereum-only" },
    } as unknown as ResolvedConfig;
    const sources = createFundingSources(store, config);
    const [entry] = sources.entries();
    expect(entry).toMatchObject({ chainType: "ethereum", address: null });

    const wallet = await sources.connect(entry?.id as string);
    expect(wallet.address.toLowerCase()).toBe(ADDRESS);
    expect(connected).toEqual([
      expect.objectContaining({
        address: expect.stringMatching(/^0x1111/i),
        chainType: "ethereum",
        connectorType: "injected",
      }),
    ]);
  });
});
