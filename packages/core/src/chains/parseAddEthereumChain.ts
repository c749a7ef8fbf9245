import { truncateCharacters } from "../format/truncateCharacters.ts";
import type { Chain } from "./Chain.ts";

/** A parameter of `wallet_addEthereumChain` that cannot be accepted; the message says which. */
export class InvalidChainParameterError extends Error {
  override name = "InvalidChainParameterError";
}

const isRpcUrl = (url: unknown): url is string => {
  if (typeof url !== "string") return false;
  try {
    const parsed = new URL(url);
    // Plain HTTP only to this machine (a local node); anything else must be HTTPS.
    return (
      parsed.protocol === "https:" ||
      (parsed.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(parsed.hostname))
    );
  } catch {
    return false;
  }
};

/**
 * Reads the EIP-3085 parameter of `wallet_addEthereumChain` into a chain definition: a hex chain id, a name,
 * at least one HTTPS RPC URL (HTTP only to localhost), a native currency with 18 decimals, optional explorers.
 *
 * @example
 * parseAddEthereumChain({ chainId: "0x2105", chainName: "Base", rpcUrls: ["https://mainnet.base.org"],
 *   nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 } });
 */
export function parseAddEthereumChain(param: unknown): Chain {
  if (typeof param !== "object" || param === null) throw new InvalidChainParameterError("Expected a chain object");
  const p = param as Record<string, unknown>;
  if (typeof p.chainId !== "string" || !/^0x[0-9a-fA-F]{1,16}$/.test(p.chainId) || /^0x0+$/.test(p.chainId))
    throw new InvalidChainParameterError("chainId must be a non-zero 0x-prefixed hex number");
  const id = Number(BigInt(p.chainId));
  if (!Number.isSafeInteger(id)) throw new InvalidChainParameterError("chainId is too large");
  const name = typeof p.chainName === "string" && p.chainName.trim() ? p.chainName.trim().slice(0, 100) : null;
  if (!name) throw new InvalidChainParameterError("chainName is required");
  const rpcUrls = Array.isArray(p.rpcUrls) ? p.rpcUrls.filter(isRpcUrl) : [];
  if (rpcUrls.length === 0) throw new InvalidChainParameterError("rpcUrls needs an HTTPS URL");
  const currency = p.nativeCurrency as Record<string, unknown> | undefined;
  if (
    !currency ||
    typeof currency.symbol !== "string" ||
    !/^[A-Za-z0-9.$-]{2,10}$/.test(currency.symbol) ||
    currency.decimals !== 18
  )
    throw new InvalidChainParameterError("nativeCurrency needs a symbol of 2-10 characters and 18 decimals");
  const explorers = Array.isArray(p.blockExplorerUrls)
    ? p.blockExplorerUrls.filter((u): u is string => typeof u === "string" && /^https:\/\//.test(u))
    : [];
  return {
    id,
    name,
    nativeCurrency: {
      name: typeof currency.name === "string" ? truncateCharacters(currency.name, 50) : currency.symbol,
      symbol: currency.symbol,
      decimals: 18,
    },
    rpcUrls: { default: { http: rpcUrls } },
    ...(explorers[0] ? { blockExplorers: { default: { name: name, url: explorers[0] } } } : {}),
  };
}
