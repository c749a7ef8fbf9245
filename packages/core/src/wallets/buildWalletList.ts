import { WALLET_FIRST_VISIBLE_WALLETS } from "../constants.ts";
import { normalizeWalletName } from "./normalizeWalletName.ts";
import { safeIconUrl } from "./safeIconUrl.ts";
import type { WalletConnectorDefinition } from "./WalletConnectorDefinition.ts";
import {
  type CatalogueWallet,
  type ConnectorType,
  catalogueWallet,
  WALLET_CATALOGUE,
  type WalletChain,
} from "./walletCatalogue.ts";
import type { WalletChainType, WalletListEntry } from "./walletListEntries.ts";
import { walletMonogram } from "./walletMonogram.ts";

/** A wallet found in the page: an EIP-6963 announcement, `window.ethereum`, or a Wallet Standard wallet. */
export interface DetectedWallet {
  /** Unique among detected wallets (EIP-6963 uuid, "injected", or "standard:<name>"). */
  key: string;
  name: string;
  /** The wallet's own icon (checked again with safeIconUrl). */
  icon?: string | null;
  chain: WalletChain;
  rdns?: string;
  connectorType: ConnectorType;
}

/** A wallet of the wallet-listing service (spec 000 §3 "Wallet listing"). */
export interface ListedWallet {
  id: string;
  slug?: string;
  name: string;
  homepage?: string;
  /** CAIP-2 chains, e.g. "eip155:1", "solana:5eykt...". */
  chains: readonly string[];
  imageUrl?: { sm?: string; md?: string };
  mobile?: { native?: string | null; universal?: string | null };
  rdns?: string | null;
}

/** One way to connect an option: a chain and a connector (with the detected wallet to use, if any). */
export interface WalletTarget {
  chain: WalletChain;
  connectorType: ConnectorType;
  /** `DetectedWallet.key` when the page has this wallet. */
  detectedKey?: string;
  /** Listing-service id (WalletConnect deep links). */
  listingId?: string;
}

/** One row of the wallet list. */
export interface WalletOption {
  /** Unique in the list. */
  key: string;
  /** The `walletClientType` reported to the server: the catalogue id, else the normalised name. */
  walletClientType: string;
  name: string;
  /** Safe image URL (the wallet's own, or a monogram). */
  icon: string;
  /** Empty: not installed and no other way to connect (the install screen). Two chains: "Select network". */
  targets: WalletTarget[];
  installLink?: string;
  mobileBrowseLink?: string;
  mobileLinks?: { native?: string; universal?: string };
  lastUsed: boolean;
}

export interface WalletListInput {
  /** The app's wallet list (resolved config), in display order. */
  entries: readonly WalletListEntry[];
  chainType: WalletChainType;
  detected: readonly DetectedWallet[];
  /** Wallets of the listing service (present when a WalletConnect project id is set). */
  listings?: readonly ListedWallet[];
  lastUsed?: { walletClientType: string; chainType?: WalletChain } | null;
  /** The list screen's chain filter. */
  chainFilter?: WalletChain | "all";
  search?: string;
  /**
   * The connectors this app can open (see availableConnectors). A named wallet that is not in the page and
   * whose fallback connector is not among them is offered for install. Absent: every fallback counts.
   */
  connectors?: ReadonlySet<ConnectorType>;
  /** Registered connectors with a row of their own (a host's wallet), listed after the app's entries. */
  listedConnectors?: readonly Pick<WalletConnectorDefinition, "id" | "label" | "color" | "chains">[];
}

/** Wallet client types that are never external wallets: the provider-managed (embedded) wallet. */
export const EMBEDDED_WALLET_CLIENT_TYPES: ReadonlySet<string> = new Set(["foyer", "privy", "embedded"]);
const EMBEDDED_RDNS = /^(io\.foyer|io\.privy)(\.|$)/;
/** Coinbase's listings are dropped: Coinbase Wallet and Base Account have connectors of their own. */
const COINBASE_LISTING = /coinbase|base account/i;

const clientTypeOf = (name: string) =>
  normalizeWalletName(name)
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");

function matchCatalogue(detected: DetectedWallet): CatalogueWallet | undefined {
  const rdns = detected.rdns;
  const byRdns = rdns ? WALLET_CATALOGUE.find((w) => w.rdns.includes(rdns)) : undefined;
  if (byRdns) return byRdns;
  const name = normalizeWalletName(detected.name);
  return WALLET_CATALOGUE.find((w) => normalizeWalletName(w.name) === name);
}

/** The chains the app's wallet chain type and the screen's filter allow. */
export function allowedChains(chainType: WalletChainType, filter: WalletChain | "all" = "all"): WalletChain[] {
  const byType: WalletChain[] =
    chainType === "ethereum-only" ? ["ethereum"] : chainType === "solana-only" ? ["solana"] : ["ethereum", "solana"];
  return filter === "all" ? byType : byType.filter((chain) => chain === filter);
}

function listingChains(listing: ListedWallet): WalletChain[] {
  const chains: WalletChain[] = [];
  if (listing.chains.some((c) => c.startsWith("eip155:"))) chains.push("ethereum");
  if (listing.chains.some((c) => c.startsWith("solana:"))) chains.push("solana");
  return chains;
}

/**
 * The external wallet list (spec 000 §2 "External wallet list and selection", §4 "Wallet list filtering"):
 * the app's entries in order, `detected_*_wallets` expanded to the wallets found in the page (except those
 * the list names itself), named wallets connected through the page when detected, else through their
 * fallback connector, else offered for install; the chain filter; the embedded wallet type and Coinbase
 * listings excluded; one row per normalised name (chains merged); the last used wallet first with its chip;
 * then the search.
 */
export function buildWalletList(input: WalletListInput): WalletOption[] {
  const chains = allowedChains(input.chainType, input.chainFilter);
  const detected = input.detected.filter(
    (w) =>
      chains.includes(w.chain) &&
      !EMBEDDED_WALLET_CLIENT_TYPES.has(clientTypeOf(w.name)) &&
      !(w.rdns && EMBEDDED_RDNS.test(w.rdns)),
  );
  const named = new Set(input.entries.filter((e) => catalogueWallet(e)).map(String));
  const options: WalletOption[] = [];
  const byName = new Map<string, WalletOption>();

  const add = (option: Omit<WalletOption, "lastUsed" | "key">) => {
    const name = normalizeWalletName(option.name);
    const existing = byName.get(name);
    if (existing) {
      for (const target of option.targets) {
        if (!existing.targets.some((t) => t.chain === target.chain)) existing.targets.push(target);
      }
      return;
    }
    const full: WalletOption = { ...option, key: `${option.walletClientType}:${options.length}`, lastUsed: false };
    byName.set(name, full);
    options.push(full);
  };

  const fromDetected = (
    wallet: DetectedWallet,
    catalogue?: CatalogueWallet,
  ): Omit<WalletOption, "lastUsed" | "key"> => {
    const icon =
      safeIconUrl(wallet.icon) ?? walletMonogram(catalogue?.name ?? wallet.name, catalogue?.color ?? "#6A6FF5");
    return {
      walletClientType: catalogue?.id ?? clientTypeOf(wallet.name),
      name: catalogue?.name ?? wallet.name,
      icon,
      targets: [{ chain: wallet.chain, connectorType: wallet.connectorType, detectedKey: wallet.key }],
      ...(catalogue ? { installLink: catalogue.installLink } : {}),
      ...(catalogue?.mobileBrowseLink ? { mobileBrowseLink: catalogue.mobileBrowseLink } : {}),
    };
  };

  const listingFor = (wallet: CatalogueWallet) =>
    input.listings?.find(
      (l) =>
        (l.rdns && wallet.rdns.includes(l.rdns)) || normalizeWalletName(l.name) === normalizeWalletName(wallet.name),
    );

  for (const entry of input.entries) {
    if (entry === "detected_ethereum_wallets" || entry === "detected_solana_wallets") {
      const chain: WalletChain = entry === "detected_ethereum_wallets" ? "ethereum" : "solana";
      for (const wallet of detected) {
        if (wallet.chain !== chain) continue;
        const catalogue = matchCatalogue(wallet);
        if (catalogue && named.has(catalogue.id)) continue;
        add(fromDetected(wallet, catalogue));
      }
      continue;
    }
    if (entry === "wallet_connect_qr" || entry === "wallet_connect_qr_solana") {
      const chain: WalletChain = entry === "wallet_connect_qr" ? "ethereum" : "solana";
      if (!chains.includes(chain)) continue;
      add({
        walletClientType: "wallet_connect",
        name: "WalletConnect",
        icon: walletMonogram("WalletConnect", "#3B99FC"),
        targets: [{ chain, connectorType: "wallet_connect_v2" }],
      });
      continue;
    }
    const catalogue = catalogueWallet(entry);
    if (!catalogue?.chains.some((c) => chains.includes(c))) continue;
    const found = detected.filter((w) => matchCatalogue(w)?.id === catalogue.id);
    if (found.length > 0) {
      for (const wallet of found) add(fromDetected(wallet, catalogue));
      continue;
    }
    const listing = listingFor(catalogue);
    const fallback = catalogue.fallbackConnector;
    const targets: WalletTarget[] =
      fallback === "install" || (input.connectors && !input.connectors.has(fallback))
        ? []
        : catalogue.chains
            .filter((c) => chains.includes(c) && (c === "ethereum" || fallback === "wallet_connect_v2"))
            .map((chain) => ({ chain, connectorType: fallback, ...(listing ? { listingId: listing.id } : {}) }));
    add({
      walletClientType: catalogue.id,
      name: catalogue.name,
      icon:
        safeIconUrl(listing?.imageUrl?.md ?? listing?.imageUrl?.sm) ?? walletMonogram(catalogue.name, catalogue.color),
      targets,
      installLink: catalogue.installLink,
      ...(catalogue.mobileBrowseLink ? { mobileBrowseLink: catalogue.mobileBrowseLink } : {}),
      ...(listing?.mobile ? { mobileLinks: mobileLinksOf(listing) } : {}),
    });
  }

  for (const connector of input.listedConnectors ?? []) {
    if (input.connectors && !input.connectors.has(connector.id)) continue;
    const reachable = connector.chains.filter((c) => chains.includes(c));
    if (reachable.length === 0) continue;
    add({
      walletClientType: connector.id,
      name: connector.label,
      icon: walletMonogram(connector.label, connector.color),
      targets: reachable.map((chain) => ({ chain, connectorType: connector.id })),
    });
  }

  // With WalletConnect in the list, the listing service's wallets follow as QR-protocol entries.
  if (input.listings && input.entries.some((e) => e.startsWith("wallet_connect"))) {
    for (const listing of input.listings) {
      if (COINBASE_LISTING.test(listing.name) || EMBEDDED_WALLET_CLIENT_TYPES.has(clientTypeOf(listing.name))) continue;
      if (byName.has(normalizeWalletName(listing.name))) continue;
      const listed = listingChains(listing).filter((c) => chains.includes(c));
      if (listed.length === 0) continue;
      add({
        walletClientType: clientTypeOf(listing.name),
        name: listing.name,
        icon: safeIconUrl(listing.imageUrl?.md ?? listing.imageUrl?.sm) ?? walletMonogram(listing.name, "#6A6FF5"),
        targets: listed.map((chain) => ({ chain, connectorType: "wallet_connect_v2", listingId: listing.id })),
        ...(listing.homepage ? { installLink: listing.homepage } : {}),
        mobileLinks: mobileLinksOf(listing),
      });
    }
  }

  const last = input.lastUsed;
  if (last) {
    const index = options.findIndex(
      (o) =>
        o.walletClientType === last.walletClientType &&
        (last.chainType === undefined || o.targets.length === 0 || o.targets.some((t) => t.chain === last.chainType)),
    );
    if (index !== -1) {
      const [used] = options.splice(index, 1);
      if (used) options.unshift({ ...used, lastUsed: true });
    }
  }

  const query = normalizeWalletName(input.search ?? "");
  return query === "" ? options : options.filter((o) => o.name.toLowerCase().includes(query));
}

function mobileLinksOf(listing: ListedWallet): { native?: string; universal?: string } {
  const links: { native?: string; universal?: string } = {};
  if (listing.mobile?.native) links.native = listing.mobile.native;
  if (listing.mobile?.universal) links.universal = listing.mobile.universal;
  return links;
}

/** Wallet-first mode (spec 000 §2): the first four wallets, and whether "Other wallets" follows. */
export function walletFirstSplit(options: readonly WalletOption[]): { visible: WalletOption[]; more: boolean } {
  return {
    visible: options.slice(0, WALLET_FIRST_VISIBLE_WALLETS),
    more: options.length > WALLET_FIRST_VISIBLE_WALLETS,
  };
}
