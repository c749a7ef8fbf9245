import type { EmbeddedChainType, EntropyIdVerifier } from "@foyer/core";

/** Which wallet the export page shows: by entropy (entropy_id + index) or, unified variant, by wallet_id. */
export type ExportTarget =
  | {
      kind: "entropy";
      entropyId: string;
      entropyIdVerifier: EntropyIdVerifier;
      chainType: EmbeddedChainType;
      hdWalletIndex: number;
    }
  | { kind: "wallet"; walletId: string };

/** The export page's query (spec 001 §7 "Export iframe query"), validated. */
export interface ExportQuery {
  target: ExportTarget;
  /** Offer the seed phrase as well as the key (only where it may be shown: index 0). */
  phraseExport: boolean;
  /** The SDK that opened the page (e.g. "foyer-react"); informational. */
  clientId: string | null;
  /** Client analytics id of the host page; informational, never logged here. */
  caid: string | null;
  /** Width of the host's iframe in CSS pixels: the page lays itself out for it. */
  width: number | null;
  /** Theme colours (`accent`, `background`, `foreground`), hex only; defaults otherwise. */
  colours: { accent: string; background: string; foreground: string };
}

/** The export page speaks version 1 of this query. */
export const EXPORT_QUERY_VERSION = "1";

const ADDRESS = /^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/;
const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const TOKEN = /^[A-Za-z0-9_.:-]{1,128}$/;
const DEFAULT_COLOURS = { accent: "#4f46e5", background: "#ffffff", foreground: "#111827" };

/**
 * Reads and validates the export page's query. The page is loaded by a host page (another origin), so
 * nothing in it is trusted: a bad value is refused with a message rather than guessed at.
 *
 * @example readExportQuery("?v=1&wallet_id=w_1") // { ok: true, query: { target: { kind: "wallet", walletId: "w_1" }, ... } }
 */
export function readExportQuery(search: string): { ok: true; query: ExportQuery } | { ok: false; error: string } {
  const q = new URLSearchParams(search);
  const fail = (error: string) => ({ ok: false as const, error });
  if (q.get("v") !== EXPORT_QUERY_VERSION) return fail("Unsupported export page version.");

  let target: ExportTarget;
  const walletId = q.get("wallet_id");
  if (walletId !== null) {
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(walletId)) return fail("Invalid wallet_id.");
    if (q.has("entropy_id")) return fail("Use either wallet_id or entropy_id, not both.");
    target = { kind: "wallet", walletId };
  } else {
    const entropyId = q.get("entropy_id") ?? "";
    if (!ADDRESS.test(entropyId)) return fail("Invalid entropy_id.");
    const verifier = q.get("entropy_id_verifier");
    if (verifier !== "ethereum-address-verifier" && verifier !== "solana-address-verifier")
      return fail("Invalid entropy_id_verifier.");
    const chainType = q.get("chain_type") ?? (verifier === "solana-address-verifier" ? "solana" : "ethereum");
    if (chainType !== "ethereum" && chainType !== "solana") return fail("Invalid chain_type.");
    const index = q.get("hd_wallet_index") ?? "0";
    if (!/^\d{1,10}$/.test(index) || Number(index) > 0x7fffffff) return fail("Invalid hd_wallet_index.");
    target = {
      kind: "entropy",
      entropyId,
      entropyIdVerifier: verifier,
      chainType,
      hdWalletIndex: Number(index),
    };
  }

  const width = q.get("width");
  if (width !== null && (!/^\d{2,4}$/.test(width) || Number(width) < 200)) return fail("Invalid width.");
  const clientId = q.get("client_id");
  if (clientId !== null && !TOKEN.test(clientId)) return fail("Invalid client_id.");
  const caid = q.get("caid");
  if (caid !== null && !TOKEN.test(caid)) return fail("Invalid caid.");
  const colour = (name: keyof typeof DEFAULT_COLOURS) => {
    const value = q.get(name);
    return value !== null && HEX_COLOUR.test(value) ? value : DEFAULT_COLOURS[name];
  };
  // The seed phrase covers every index of the entropy: offered only for the index-0 wallet (by wallet_id,
  // checked once the page knows the index).
  const phraseExport = q.get("phrase_export") === "true" && (target.kind === "wallet" || target.hdWalletIndex === 0);
  return {
    ok: true,
    query: {
      target,
      phraseExport,
      clientId,
      caid,
      width: width === null ? null : Number(width),
      colours: { accent: colour("accent"), background: colour("background"), foreground: colour("foreground") },
    },
  };
}
