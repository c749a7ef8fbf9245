import { getAddress } from "viem";

/** One blocked address: where it applies (any chain of its family, or one chain) and the reason shown. */
interface BlocklistEntry {
  /** "eip155:*", "eip155:1", "solana:*", "solana:mainnet". */
  scope: string;
  label: string | null;
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * An app's blocklist (README, "Blocklist file"): one address per line, optionally scoped to a chain, then an
 * optional label; `#` starts a comment.
 *
 *     0x00000000000000000000000000000000deadbeef   Inferno drainer
 *     eip155:1:0x000000000000000000000000000000000000beef
 *     solana:mainnet:9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin   Phishing wallet
 *     9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin
 */
export class Blocklist {
  readonly #entries = new Map<string, BlocklistEntry[]>();
  /** Line numbers (1-based) that are not a blocklist entry; the loader logs them. */
  readonly invalidLines: number[] = [];

  static readonly empty = new Blocklist("");

  constructor(text: string) {
    text.split(/\r?\n/).forEach((raw, index) => {
      const line = raw.replace(/#.*$/, "").trim();
      if (!line) return;
      const [target = "", ...label] = line.split(/\s+/);
      const parsed = parseTarget(target);
      if (!parsed) {
        this.invalidLines.push(index + 1);
        return;
      }
      const list = this.#entries.get(parsed.address) ?? [];
      list.push({ scope: parsed.scope, label: label.join(" ") || null });
      this.#entries.set(parsed.address, list);
    });
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The entry blocking `address` on the chain ("eip155:1", "solana:mainnet"), or null. */
  lookup(chain: string, address: string): { label: string | null } | null {
    const key = EVM_ADDRESS.test(address) ? address.toLowerCase() : address;
    const family = chain.split(":")[0];
    const entry = this.#entries.get(key)?.find((e) => e.scope === chain || e.scope === `${family}:*`);
    return entry ? { label: entry.label } : null;
  }
}

function parseTarget(target: string): { address: string; scope: string } | null {
  const parts = target.split(":");
  if (parts.length === 1) {
    if (EVM_ADDRESS.test(target)) return { address: target.toLowerCase(), scope: "eip155:*" };
    if (SOLANA_ADDRESS.test(target)) return { address: target, scope: "solana:*" };
    return null;
  }
  if (parts.length !== 3) return null;
  const [family, chain, address = ""] = parts;
  if (family === "eip155" && /^\d{1,20}$/.test(chain ?? "") && EVM_ADDRESS.test(address)) {
    // Checksum typos in a scoped entry are caught here rather than silently never matching.
    try {
      getAddress(address.toLowerCase());
    } catch {
      return null;
    }
    return { address: address.toLowerCase(), scope: `eip155:${chain}` };
  }
  if (family === "solana" && /^[a-z]+$/.test(chain ?? "") && SOLANA_ADDRESS.test(address)) {
    return { address, scope: `solana:${chain}` };
  }
  return null;
}
