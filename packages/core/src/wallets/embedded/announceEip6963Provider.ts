import type { Eip6963ProviderInfo } from "../../eip1193/Eip1193Provider.ts";
import type { Eip1193Provider } from "./createEip1193Provider.ts";
import type { EventTargetLike } from "./registerWalletStandard.ts";

/**
 * Announces an EIP-1193 provider by EIP-6963: an `eip6963:announceProvider` event now, and again on every
 * `eip6963:requestProvider` (wagmi, RainbowKit-style lists and other dApps on the page find it). `info.rdns`
 * names the wallet; Foyer's own wallet lists exclude its embedded wallets by that name. Answers a function that
 * stops answering requests.
 *
 * @example
 * const stop = announceEip6963Provider({ uuid: crypto.randomUUID(), name: "Acme wallet", icon, rdns: FOYER_EMBEDDED_RDNS }, provider);
 */
export function announceEip6963Provider(
  info: Eip6963ProviderInfo,
  provider: Eip1193Provider,
  target: EventTargetLike = globalThis as unknown as EventTargetLike,
): () => void {
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider });
  const announce = () => target.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail }));
  announce();
  target.addEventListener("eip6963:requestProvider", announce);
  return () => target.removeEventListener("eip6963:requestProvider", announce);
}
