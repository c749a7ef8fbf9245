import { describe, expect, it } from "vitest";
import type { Eip1193Provider } from "../Eip1193Provider.ts";
import { createWalletDiscovery, INJECTED_KEY, MOBILE_WALLET_ADAPTER_NAME } from "./createWalletDiscovery.ts";

function fakeWindow(ethereum?: Eip1193Provider) {
  const target = new EventTarget() as EventTarget & { ethereum?: Eip1193Provider };
  if (ethereum) target.ethereum = ethereum;
  return target;
}

/** A wallet registering itself the Wallet Standard way (after the app): returns its unregister function. */
function registerWallets(target: EventTarget, ...wallets: unknown[]): () => void {
  let unregister = () => {};
  const callback = (api: { register(...w: unknown[]): () => void }) => {
    unregister = api.register(...wallets);
  };
  target.dispatchEvent(new CustomEvent("wallet-standard:register-wallet", { detail: callback }));
  return unregister;
}

const provider = (): Eip1193Provider => ({ request: async () => null });

function announce(
  target: EventTarget,
  uuid: string,
  name: string,
  p: Eip1193Provider,
  icon = "data:image/png;base64,AA",
) {
  const detail = Object.freeze({ info: Object.freeze({ uuid, name, icon, rdns: `test.${name}` }), provider: p });
  target.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail }));
}

describe("createWalletDiscovery", () => {
  it("asks wallets to announce themselves and keeps the first announcement per uuid", () => {
    const win = fakeWindow();
    const first = provider();
    win.addEventListener("eip6963:requestProvider", () => announce(win, "u1", "Alpha", first));
    const discovery = createWalletDiscovery(win as unknown as Window);
    announce(win, "u1", "Impostor", provider());
    announce(win, "u2", "Beta", provider());
    expect(discovery.detected().map((w) => [w.key, w.name, w.chain])).toEqual([
      ["u1", "Alpha", "ethereum"],
      ["u2", "Beta", "ethereum"],
    ]);
    expect(discovery.ethereumProvider("u1")).toBe(first);
    discovery.stop();
  });

  it("adds window.ethereum only when no announced wallet is that same provider", () => {
    const injected = Object.assign(provider(), { isMetaMask: true });
    const win = fakeWindow(injected);
    const discovery = createWalletDiscovery(win as unknown as Window);
    expect(discovery.detected()).toEqual([
      { key: INJECTED_KEY, name: "MetaMask", chain: "ethereum", connectorType: "injected" },
    ]);
    announce(win, "u1", "MetaMask", injected);
    expect(discovery.detected().map((w) => w.key)).toEqual(["u1"]);
    discovery.stop();
  });

  it("lists Solana Wallet Standard wallets that can connect and sign messages", () => {
    const win = fakeWindow();
    const discovery = createWalletDiscovery(win as unknown as Window);
    let changes = 0;
    discovery.subscribe(() => changes++);
    const base = { version: "1.0.0", icon: "data:image/svg+xml,x", accounts: [] };
    const signer = {
      ...base,
      name: "Sol Test",
      chains: ["solana:devnet"],
      features: {
        "standard:connect": { connect: async () => ({ accounts: [] }) },
        "solana:signMessage": { signMessage: async () => [] },
      },
    };
    const ethOnly = { ...base, name: "Other", chains: ["eip155:1"], features: signer.features };
    const off = registerWallets(win, signer, ethOnly);
    expect(discovery.detected().map((w) => [w.key, w.chain, w.connectorType])).toEqual([
      ["standard:Sol Test", "solana", "solana_adapter"],
    ]);
    expect(changes).toBe(1);
    expect(discovery.solanaWallet("standard:Sol Test")?.name).toBe("Sol Test");
    off();
    expect(discovery.detected()).toEqual([]);
    discovery.stop();
  });

  it("marks Solana Mobile's registered wallet as the mobile wallet adapter (connect, then sign)", () => {
    const win = fakeWindow();
    const discovery = createWalletDiscovery(win as unknown as Window);
    const mwa = {
      version: "1.0.0",
      icon: "data:image/svg+xml,x",
      accounts: [],
      name: MOBILE_WALLET_ADAPTER_NAME,
      chains: ["solana:mainnet"],
      features: {
        "standard:connect": { connect: async () => ({ accounts: [] }) },
        "solana:signMessage": { signMessage: async () => [] },
      },
    };
    const off = registerWallets(win, mwa);
    expect(discovery.detected().map((w) => w.connectorType)).toEqual(["mobile_wallet_adapter"]);
    off();
    discovery.stop();
  });
  it("registers a Wallet Standard wallet that loaded before the app (app-ready event)", () => {
    const win = fakeWindow();
    const wallet = {
      version: "1.0.0",
      icon: "data:image/svg+xml,x",
      accounts: [],
      name: "Early Sol",
      chains: ["solana:mainnet"],
      features: {
        "standard:connect": { connect: async () => ({ accounts: [] }) },
        "solana:signMessage": { signMessage: async () => [] },
      },
    };
    win.addEventListener("wallet-standard:app-ready", (event) =>
      (event as CustomEvent<{ register(...w: unknown[]): () => void }>).detail.register(wallet),
    );
    const discovery = createWalletDiscovery(win as unknown as Window);
    expect(discovery.detected().map((w) => w.key)).toEqual(["standard:Early Sol"]);
    discovery.stop();
    // Stopped: a wallet registering afterwards is no longer heard.
    registerWallets(win, { ...wallet, name: "Late Sol" });
    expect(discovery.detected().map((w) => w.key)).toEqual(["standard:Early Sol"]);
  });
});
