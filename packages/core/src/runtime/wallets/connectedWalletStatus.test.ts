import { afterEach, describe, expect, it, vi } from "vitest";
import type { Eip1193Provider } from "../../eip1193/Eip1193Provider.ts";
import { FoyerError } from "../../errors/FoyerError.ts";
import type { WalletChoice } from "../../flows/walletConnect/walletFlowTypes.ts";
import { INJECTED_KEY } from "../../wallets/external/createWalletDiscovery.ts";
import type { FoyerStore } from "../FoyerStore.ts";
import { createWalletManager } from "./createWalletManager.ts";

const ADDRESS = "0x1111111111111111111111111111111111111111";
const choice: WalletChoice = {
  chain: "ethereum",
  connectorType: "injected",
  detectedKey: INJECTED_KEY,
  walletClientType: "metamask",
  name: "MetaMask",
  icon: "data:image/png;base64,AA",
};

/** A page with `window.ethereum`: rejects the first account request (4001), then answers. */
function pageWallet() {
  let releaseSwitch: () => void = () => {};
  let rejectOnce = true;
  const ethereum: Eip1193Provider = {
    request: async ({ method }: { method: string }) => {
      if (method === "eth_requestAccounts") {
        if (rejectOnce) {
          rejectOnce = false;
          throw Object.assign(new Error("User rejected the request."), { code: 4001 });
        }
        return [ADDRESS];
      }
      if (method === "eth_chainId") return "0x1";
      if (method === "wallet_switchEthereumChain") return new Promise<null>((r) => (releaseSwitch = () => r(null)));
      return null;
    },
  };
  const win = Object.assign(new EventTarget(), { ethereum });
  vi.stubGlobal("window", win);
  return { release: () => releaseSwitch() };
}

const store = {
  appId: "app",
  clientConfig: {},
  getSnapshot: () => ({ config: null }),
} as unknown as FoyerStore;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useWallets(): connected-wallet status and connectError", () => {
  it("reports the last connect failure until a connection succeeds, and switching_to_supported_chain while a switch waits", async () => {
    const wallet = pageWallet();
    const manager = createWalletManager(store, { confirmScan: async () => false });
    expect(manager.connectError?.()).toBeNull();
    await expect(manager.connect(choice, () => {})).rejects.toBeInstanceOf(FoyerError);
    expect(manager.connectError?.()).toBeInstanceOf(FoyerError);
    expect(manager.connectError?.()?.details).toMatchObject({ rpcCode: 4001 });

    await manager.connect(choice, () => {});
    expect(manager.connectError?.()).toBeNull();
    const [connected] = manager.wallets();
    expect(connected?.status).toBe("connected");

    const switching = connected?.switchChain(1);
    await vi.waitFor(() => expect(manager.wallets()[0]?.status).toBe("switching_to_supported_chain"));
    wallet.release();
    await switching;
    expect(manager.wallets()[0]?.status).toBe("connected");
  });
});
