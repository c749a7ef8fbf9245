import type { Eip1193Provider } from "../eip1193/Eip1193Provider.ts";
import { providerRpcError } from "../eip1193/ProviderRpcError.ts";
import { type ScanStep, scanBeforeSigning } from "./scanBeforeSigning.ts";
import { SCANNED_EVM_METHODS, scanRequestOf } from "./scanRequestOf.ts";

export interface ScanGuardOptions extends ScanStep {
  /** The connected account (the `from` when a transaction names none). */
  account: string;
}

/**
 * Wraps an external wallet's EIP-1193 provider so that a transaction or typed data is scanned before the
 * wallet is asked to sign it (spec 001 §4 scan states, for MetaMask or Phantom users as for embedded ones).
 * Malicious: the user must confirm, else 4001 "User rejected the request." and the wallet never sees it.
 * Benign and Warning go on to the wallet, which shows its own prompt. A scan that fails (server down,
 * chain unreachable) goes on too: the wallet's own decoded call is the fallback (spec 001 §8).
 * Every other method passes through untouched.
 *
 * @example
 * const guarded = guardEip1193Provider(injected, { account, scan: client.scan, confirm: askUser });
 * await guarded.request({ method: "eth_sendTransaction", params: [tx] });
 */
export function guardEip1193Provider(provider: Eip1193Provider, options: ScanGuardOptions): Eip1193Provider {
  const guarded: Eip1193Provider = {
    async request(args) {
      if ((SCANNED_EVM_METHODS as readonly string[]).includes(args.method)) {
        const chainId = Number(await provider.request({ method: "eth_chainId" }));
        const body = Number.isSafeInteger(chainId) ? scanRequestOf(args, { chainId, account: options.account }) : null;
        if (body && !(await scanBeforeSigning(body, options))) throw providerRpcError("userRejected");
      }
      return provider.request(args);
    },
  };
  if (provider.on) guarded.on = provider.on.bind(provider);
  if (provider.removeListener) guarded.removeListener = provider.removeListener.bind(provider);
  return guarded;
}
