import type { ListedEmbeddedWallet } from "../../api/wallets.ts";

/** A frame-held entropy as the recovery flows act on it. */
export interface WalletRoot {
  entropyId: string;
  entropyIdVerifier: NonNullable<ListedEmbeddedWallet["entropyIdVerifier"]>;
  recoveryMethod: NonNullable<ListedEmbeddedWallet["recoveryMethod"]>;
}

const rootOf = (w: ListedEmbeddedWallet): WalletRoot[] =>
  w.entropyId && w.entropyIdVerifier
    ? [{ entropyId: w.entropyId, entropyIdVerifier: w.entropyIdVerifier, recoveryMethod: w.recoveryMethod ?? "foyer" }]
    : [];

/** The wallet recovery acts on: the index-0 Ethereum wallet, else the first frame-held one. */
export function primaryRoot(list: ListedEmbeddedWallet[]): WalletRoot | null {
  const wallets = list.filter((w) => w.entropyId && w.entropyIdVerifier);
  const w = wallets.find((x) => x.chainType === "ethereum" && x.hdWalletIndex === 0) ?? wallets[0];
  return w ? (rootOf(w)[0] ?? null) : null;
}

/** One index-0 wallet per entropy (the recovery flows secure each), Ethereum first. */
export function rootsOf(list: ListedEmbeddedWallet[]): WalletRoot[] {
  const roots = list.filter((w) => w.hdWalletIndex === 0 && w.entropyId && w.entropyIdVerifier);
  roots.sort((a, b) => (a.chainType === b.chainType ? 0 : a.chainType === "ethereum" ? -1 : 1));
  const seen = new Set<string>();
  return roots.flatMap((w) => (w.entropyId && !seen.has(w.entropyId) && seen.add(w.entropyId) ? rootOf(w) : []));
}
