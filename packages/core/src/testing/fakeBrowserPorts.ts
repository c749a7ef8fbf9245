import type { BrowserPorts } from "../runtime/browserPorts.ts";

/** A message as a fake page delivers it to the runners' listeners. */
export interface FakeMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

/**
 * Browser ports for the runners' tests: an address that `navigate` and `replaceUrl` record, a Map as
 * sessionStorage, and the message listeners, which `post` calls as the window would.
 */
export function fakeBrowserPorts(href: string) {
  const page = { href, opener: false, assigned: [] as string[], replaced: [] as string[] };
  const storage = new Map<string, string>();
  let listeners: ((event: MessageEvent) => void)[] = [];
  const ports: BrowserPorts = {
    currentUrl: () => page.href,
    navigate: (url) => void page.assigned.push(url),
    replaceUrl: (url) => void page.replaced.push(url),
    isPopup: () => page.opener,
    session: {
      get: (key) => storage.get(key) ?? null,
      set: (key, value) => void storage.set(key, value),
      remove: (key) => void storage.delete(key),
    },
    onMessage: (listener) => {
      listeners.push(listener);
      return () => {
        listeners = listeners.filter((l) => l !== listener);
      };
    },
  };
  return {
    ports,
    page,
    storage,
    /** How many listeners are waiting (a flow listens once it has sent its popup away). */
    listening: () => listeners.length,
    post: (event: FakeMessage) => {
      for (const listener of [...listeners]) listener(event as unknown as MessageEvent);
    },
  };
}
