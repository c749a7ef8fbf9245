import type { Eip1193Provider, Eip6963ProviderDetail } from "../../eip1193/Eip1193Provider.ts";
import { truncateCharacters } from "../../format/truncateCharacters.ts";

export interface Eip6963Discovery {
  /** Announced wallets in announcement order (first announcement per uuid). */
  list(): readonly Eip6963ProviderDetail[];
  subscribe(listener: () => void): () => void;
  stop(): void;
}

const isProvider = (value: unknown): value is Eip1193Provider =>
  typeof value === "object" && value !== null && typeof (value as Eip1193Provider).request === "function";

/**
 * EIP-6963 discovery: listens for `eip6963:announceProvider` and asks every wallet to announce itself.
 * The first announcement of a uuid wins (a later script cannot swap the provider behind a listed wallet);
 * what is kept is a frozen copy of the announced info beside the announced provider object.
 */
export function discoverEip6963(
  target: Pick<Window, "addEventListener" | "removeEventListener" | "dispatchEvent">,
): Eip6963Discovery {
  let details: readonly Eip6963ProviderDetail[] = [];
  const listeners = new Set<() => void>();
  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail as Partial<Eip6963ProviderDetail> | null;
    const info = detail?.info;
    if (!info || typeof info.uuid !== "string" || typeof info.name !== "string" || !isProvider(detail?.provider))
      return;
    if (details.some((d) => d.info.uuid === info.uuid)) return;
    const copy: Eip6963ProviderDetail = Object.freeze({
      info: Object.freeze({
        uuid: info.uuid,
        name: truncateCharacters(info.name, 64),
        icon: typeof info.icon === "string" ? info.icon : "",
        rdns: typeof info.rdns === "string" ? info.rdns : "",
      }),
      provider: detail.provider,
    });
    details = [...details, copy];
    for (const listener of [...listeners]) listener();
  };
  target.addEventListener("eip6963:announceProvider", onAnnounce);
  target.dispatchEvent(new Event("eip6963:requestProvider"));
  return {
    list: () => details,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      target.removeEventListener("eip6963:announceProvider", onAnnounce);
      listeners.clear();
    },
  };
}
