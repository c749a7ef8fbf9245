/**
 * The browser APIs the login runners (OAuth, cross-app, recovery OAuth, Telegram) use, as one object, so
 * a test hands them a fake instead of stubbing globals. Nothing here touches the DOM until called.
 */
export interface BrowserPorts {
  /** This page's address, read when needed (a full-page redirect changes it). */
  currentUrl(): string;
  /** Leaves this page for `url` (full-page redirect mode). */
  navigate(url: string): void;
  /** Replaces this page's address without loading it (cleans the provider's answer off the URL). */
  replaceUrl(url: string): void;
  /** True when another window opened this page (then it is a redirect page, not where a flow resumes). */
  isPopup(): boolean;
  /** sessionStorage; each call may throw when the browser blocks storage (the runners catch it). */
  session: { get(key: string): string | null; set(key: string, value: string): void; remove(key: string): void };
  /** Listens to messages posted to this window; answers the function that stops listening. */
  onMessage(listener: (event: MessageEvent) => void): () => void;
}

/** A popup as the runners use it: opened blank in the click's task by the UI, sent somewhere, watched, closed. */
export interface PopupPort {
  readonly closed: boolean;
  close(): void;
  location: { href: string };
}

/** The real browser's ports, reading the globals at each call (never at import: the runtime is DOM-free then). */
export function browserPorts(): BrowserPorts {
  return {
    currentUrl: () => window.location.href,
    navigate: (url) => window.location.assign(url),
    replaceUrl: (url) => window.history.replaceState(window.history.state, "", url),
    isPopup: () => Boolean(window.opener),
    session: {
      get: (key) => sessionStorage.getItem(key),
      set: (key, value) => sessionStorage.setItem(key, value),
      remove: (key) => sessionStorage.removeItem(key),
    },
    onMessage: (listener) => {
      window.addEventListener("message", listener);
      return () => window.removeEventListener("message", listener);
    },
  };
}
