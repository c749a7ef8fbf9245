import type { ListedWallet } from "../buildWalletList.ts";

/** The wallet-listing service (WalletConnect's Explorer API): listings of wallets, keyed by id. */
export const WALLET_LISTING_URL = "https://explorer-api.walletconnect.com/v3/wallets";

interface WireListing {
  id?: unknown;
  name?: unknown;
  slug?: unknown;
  homepage?: unknown;
  chains?: unknown;
  image_url?: { sm?: unknown; md?: unknown } | null;
  mobile?: { native?: unknown; universal?: unknown } | null;
  rdns?: unknown;
}

const text = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined);

/** Reads one listing; null when the required fields are missing. */
export function toListedWallet(wire: WireListing): ListedWallet | null {
  const id = text(wire.id);
  const name = text(wire.name);
  if (!id || !name) return null;
  const listed: ListedWallet = {
    id,
    name,
    chains: Array.isArray(wire.chains) ? wire.chains.filter((c): c is string => typeof c === "string") : [],
  };
  const slug = text(wire.slug);
  const homepage = text(wire.homepage);
  const rdns = text(wire.rdns);
  if (slug) listed.slug = slug;
  if (homepage) listed.homepage = homepage;
  if (rdns) listed.rdns = rdns;
  const sm = text(wire.image_url?.sm);
  const md = text(wire.image_url?.md);
  if (sm || md) listed.imageUrl = { ...(sm ? { sm } : {}), ...(md ? { md } : {}) };
  const native = text(wire.mobile?.native);
  const universal = text(wire.mobile?.universal);
  if (native || universal) listed.mobile = { ...(native ? { native } : {}), ...(universal ? { universal } : {}) };
  return listed;
}

/**
 * The first page of wallets the listing service knows for this project id (GET with `projectId`, `entries`,
 * `page`) at `listingUrl` (WalletConnect's by default; `npm start`'s relay answers the same shape offline).
 * Any failure answers [] so the built-in catalogue stands alone (the service is optional).
 */
export async function fetchWalletListings(
  projectId: string,
  fetchFn: typeof fetch = fetch,
  entries = 100,
  listingUrl = WALLET_LISTING_URL,
): Promise<ListedWallet[]> {
  try {
    const url = `${listingUrl}?projectId=${encodeURIComponent(projectId)}&entries=${entries}&page=1`;
    const response = await fetchFn(url, { headers: { accept: "application/json" } });
    if (!response.ok) return [];
    const body = (await response.json()) as { listings?: Record<string, WireListing> | WireListing[] };
    const raw = Array.isArray(body.listings) ? body.listings : Object.values(body.listings ?? {});
    return raw.map(toListedWallet).filter((w): w is ListedWallet => w !== null);
  } catch {
    return [];
  }
}
