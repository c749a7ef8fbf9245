import { describe, expect, it } from "vitest";
import { baseAccount } from "../connectors/baseAccount.ts";
import { coinbaseWallet } from "../connectors/coinbaseWallet.ts";
import { walletConnect } from "../connectors/walletConnect.ts";
import { availableConnectors } from "./availableConnectors.ts";
import { buildWalletList, type DetectedWallet, type ListedWallet, walletFirstSplit } from "./buildWalletList.ts";
import { normalizeWalletName } from "./normalizeWalletName.ts";
import { safeIconUrl } from "./safeIconUrl.ts";
import { defineWalletConnector } from "./WalletConnectorDefinition.ts";
import { WALLET_CATALOGUE } from "./walletCatalogue.ts";
import { createWalletConnectorRegistry } from "./walletConnectorRegistry.ts";
import { WALLET_LIST_ENTRIES } from "./walletListEntries.ts";

const metamask: DetectedWallet = {
  key: "uuid-mm",
  name: "MetaMask",
  icon: "data:image/svg+xml,<svg/>",
  chain: "ethereum",
  rdns: "io.metamask",
  connectorType: "injected",
};
const testWallet: DetectedWallet = { key: "uuid-t", name: "Test Wallet", chain: "ethereum", connectorType: "injected" };
const phantomSol: DetectedWallet = {
  key: "standard:Phantom",
  name: "Phantom",
  chain: "solana",
  connectorType: "solana_adapter",
};
const phantomEth: DetectedWallet = {
  key: "uuid-ph",
  name: "Phantom",
  chain: "ethereum",
  rdns: "app.phantom",
  connectorType: "injected",
};

describe("the wallet catalogue", () => {
  it("names every wallet id of the wallet list values", () => {
    const special = new Set([
      "detected_ethereum_wallets",
      "detected_solana_wallets",
      "wallet_connect_qr",
      "wallet_connect_qr_solana",
    ]);
    const ids = WALLET_LIST_ENTRIES.filter((e) => !special.has(e));
    expect(WALLET_CATALOGUE.map((w) => w.id).sort()).toEqual([...ids].sort());
    for (const wallet of WALLET_CATALOGUE) {
      expect(wallet.installLink).toMatch(/^https:\/\//);
      expect(wallet.chains.length).toBeGreaterThan(0);
    }
  });
});

describe("buildWalletList", () => {
  it("expands detected wallets in place and skips those the list names itself", () => {
    const list = buildWalletList({
      entries: ["detected_ethereum_wallets", "metamask", "coinbase_wallet"],
      chainType: "ethereum-only",
      detected: [metamask, testWallet],
    });
    expect(list.map((o) => o.name)).toEqual(["Test Wallet", "MetaMask", "Coinbase Wallet"]);
    expect(list[1]?.targets).toEqual([{ chain: "ethereum", connectorType: "injected", detectedKey: "uuid-mm" }]);
    expect(list[2]?.targets).toEqual([{ chain: "ethereum", connectorType: "coinbase_wallet" }]);
    expect(list[0]?.walletClientType).toBe("test");
  });

  it("applies the wallet chain type and the screen's chain filter", () => {
    const input = {
      entries: ["detected_ethereum_wallets", "detected_solana_wallets", "solflare"] as const,
      detected: [metamask, phantomSol],
    };
    expect(
      buildWalletList({ ...input, entries: [...input.entries], chainType: "ethereum-only" }).map((o) => o.name),
    ).toEqual(["MetaMask"]);
    expect(
      buildWalletList({ ...input, entries: [...input.entries], chainType: "solana-only" }).map((o) => o.name),
    ).toEqual(["Phantom", "Solflare"]);
    const both = buildWalletList({
      ...input,
      entries: [...input.entries],
      chainType: "ethereum-and-solana",
      chainFilter: "solana",
    });
    expect(both.map((o) => o.name)).toEqual(["Phantom", "Solflare"]);
    // Solflare is not in the page and has no other connector: the install screen.
    expect(both[1]?.targets).toEqual([]);
  });

  it("merges one wallet detected on both chains into one row (Select network)", () => {
    const list = buildWalletList({
      entries: ["detected_ethereum_wallets", "detected_solana_wallets"],
      chainType: "ethereum-and-solana",
      detected: [phantomEth, phantomSol],
    });
    expect(list).toHaveLength(1);
    expect(list[0]?.targets.map((t) => t.chain)).toEqual(["ethereum", "solana"]);
  });

  it("normalises names: 'MetaMask Wallet' is MetaMask", () => {
    expect(normalizeWalletName("MetaMask Wallet")).toBe("metamask");
    expect(normalizeWalletName(" Rabby  Wallet Extension ")).toBe("rabby");
    expect(normalizeWalletName("Wallet")).toBe("wallet");
    const list = buildWalletList({
      entries: ["metamask"],
      chainType: "ethereum-only",
      detected: [{ ...testWallet, name: "Metamask Wallet", key: "k" }],
    });
    expect(list[0]?.targets[0]?.detectedKey).toBe("k");
  });

  it("excludes the embedded wallet type", () => {
    const list = buildWalletList({
      entries: ["detected_ethereum_wallets"],
      chainType: "ethereum-only",
      detected: [metamask, { ...testWallet, key: "f", name: "Foyer", rdns: "io.foyer" }],
    });
    expect(list.map((o) => o.name)).toEqual(["MetaMask"]);
  });

  it("adds listing-service wallets after WalletConnect, without Coinbase's", () => {
    const listings: ListedWallet[] = [
      { id: "a", name: "Coinbase Wallet", chains: ["eip155:1"] },
      { id: "b", name: "Trust Wallet", chains: ["eip155:1", "solana:x"], imageUrl: { md: "https://img/trust.png" } },
      { id: "c", name: "Rainbow", chains: ["eip155:1"], imageUrl: { md: "javascript:alert(1)" } },
    ];
    const list = buildWalletList({
      entries: ["rainbow", "wallet_connect"],
      chainType: "ethereum-only",
      detected: [],
      listings,
    });
    expect(list.map((o) => o.name)).toEqual(["Rainbow", "WalletConnect", "Trust Wallet"]);
    expect(list[2]?.icon).toBe("https://img/trust.png");
    expect(list[0]?.icon.startsWith("data:image/svg+xml,")).toBe(true);
    expect(list[0]?.targets[0]).toEqual({ chain: "ethereum", connectorType: "wallet_connect_v2", listingId: "c" });
  });

  it("offers a wallet that is not in the page for install when its fallback connector is not set up", () => {
    const entries = ["metamask", "coinbase_wallet", "rainbow", "base_account"] as const;
    const targetsOf = (connectors: ReadonlySet<import("./walletCatalogue.ts").ConnectorType>) =>
      buildWalletList({ entries: [...entries], chainType: "ethereum-only", detected: [], connectors }).map((o) => [
        o.walletClientType,
        o.targets.map((t) => t.connectorType),
      ]);
    const none = createWalletConnectorRegistry();
    const all = createWalletConnectorRegistry([walletConnect(), coinbaseWallet(), baseAccount()]);
    // No WalletConnect project, no SDK connectors: every one of them goes to "Open or install {wallet}".
    expect(targetsOf(availableConnectors(none, { walletConnectProjectId: null }))).toEqual([
      ["metamask", []],
      ["coinbase_wallet", []],
      ["rainbow", []],
      ["base_account", []],
    ]);
    expect(targetsOf(availableConnectors(all, { walletConnectProjectId: "p1" }))).toEqual([
      ["metamask", ["wallet_connect_v2"]],
      ["coinbase_wallet", ["coinbase_wallet"]],
      ["rainbow", ["wallet_connect_v2"]],
      ["base_account", ["base_account"]],
    ]);
    // The WalletConnect connector without a project id (or a project id without the connector) is not enough.
    expect(targetsOf(availableConnectors(all, { walletConnectProjectId: null }))[0]).toEqual(["metamask", []]);
    expect(targetsOf(availableConnectors(none, { walletConnectProjectId: "p1" }))[0]).toEqual(["metamask", []]);
    // Detected in the page, it connects there whatever else is set up.
    const found = buildWalletList({
      entries: ["metamask"],
      chainType: "ethereum-only",
      detected: [metamask],
      connectors: availableConnectors(createWalletConnectorRegistry(), { walletConnectProjectId: null }),
    });
    expect(found[0]?.targets).toEqual([{ chain: "ethereum", connectorType: "injected", detectedKey: "uuid-mm" }]);
  });

  it("lists a registered connector that has a row of its own, once it is available", () => {
    const fixture = defineWalletConnector({
      id: "fixture_wallet",
      label: "Fixture Wallet",
      color: "#123456",
      chains: ["ethereum"],
      needs: [],
      listed: true,
      load: async () => ({ connect: async () => ({ request: async () => null }) }),
    });
    const registry = createWalletConnectorRegistry([fixture]);
    const list = buildWalletList({
      entries: ["metamask"],
      chainType: "ethereum-only",
      detected: [],
      connectors: availableConnectors(registry, { walletConnectProjectId: null }),
      listedConnectors: registry.all.filter((c) => c.listed),
    });
    expect(list.map((o) => [o.name, o.walletClientType, o.targets])).toEqual([
      ["MetaMask", "metamask", []],
      ["Fixture Wallet", "fixture_wallet", [{ chain: "ethereum", connectorType: "fixture_wallet" }]],
    ]);
    // Solana-only apps do not list an Ethereum connector.
    const solana = buildWalletList({
      entries: [],
      chainType: "solana-only",
      detected: [],
      listedConnectors: [fixture],
    });
    expect(solana).toEqual([]);
  });

  it("puts the last used wallet first with its chip", () => {
    const list = buildWalletList({
      entries: ["detected_ethereum_wallets", "metamask", "rainbow"],
      chainType: "ethereum-only",
      detected: [testWallet],
      lastUsed: { walletClientType: "rainbow", chainType: "ethereum" },
    });
    expect(list.map((o) => [o.name, o.lastUsed])).toEqual([
      ["Rainbow", true],
      ["Test Wallet", false],
      ["MetaMask", false],
    ]);
  });

  it("searches by name and splits wallet-first mode into 4 plus Other wallets", () => {
    const entries = ["metamask", "rainbow", "zerion", "rabby_wallet", "okx_wallet"] as const;
    const list = buildWalletList({ entries: [...entries], chainType: "ethereum-only", detected: [] });
    expect(walletFirstSplit(list)).toEqual({ visible: list.slice(0, 4), more: true });
    expect(
      buildWalletList({ entries: [...entries], chainType: "ethereum-only", detected: [], search: "RAB" }).map(
        (o) => o.name,
      ),
    ).toEqual(["Rabby Wallet"]);
  });
});

describe("safeIconUrl", () => {
  it("keeps data:image and https URLs only", () => {
    expect(safeIconUrl("data:image/png;base64,AAAA")).toBe("data:image/png;base64,AAAA");
    expect(safeIconUrl("https://x.test/i.svg")).toBe("https://x.test/i.svg");
    expect(safeIconUrl("http://x.test/i.svg")).toBeNull();
    expect(safeIconUrl("javascript:alert(1)")).toBeNull();
    expect(safeIconUrl("data:text/html,<script>")).toBeNull();
    expect(safeIconUrl(42)).toBeNull();
  });

  it("drops a data URL that would show a blank square: no payload, or an SVG with nothing in it", () => {
    expect(safeIconUrl("data:image/png;base64,")).toBeNull();
    expect(safeIconUrl("data:image/svg+xml,")).toBeNull();
    expect(safeIconUrl("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E")).toBeNull();
    expect(
      safeIconUrl(`data:image/svg+xml;base64,${btoa('<?xml version="1.0"?><svg viewBox="0 0 8 8"></svg>')}`),
    ).toBeNull();
    expect(safeIconUrl("data:image/svg+xml,%E0%A4%A")).toBeNull();
    const drawn = `data:image/svg+xml,${encodeURIComponent("<svg viewBox='0 0 8 8'><rect width='8' height='8'/></svg>")}`;
    expect(safeIconUrl(drawn)).toBe(drawn);
    const drawn64 = `data:image/svg+xml;base64,${btoa("<svg viewBox='0 0 8 8'><circle r='4'/></svg>")}`;
    expect(safeIconUrl(drawn64)).toBe(drawn64);
  });
});
