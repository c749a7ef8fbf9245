import { type ResolvedConfig, resolveConfig } from "@foyer/core/config";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { installKit } from "../kit/kit.ts";
import { builtinClientMethods } from "../methods/builtinClientMethods.ts";
import { modalKit } from "../modal/modalKit.ts";
import type { FoyerStore } from "../provider/createFoyerStore.ts";
import { FoyerContext } from "../provider/FoyerContext.ts";
import { type LoginController, ModalContext, type ModalContextValue } from "../shell/screenKit.ts";

// The screens read the modal's parts from the kit the modal installs as it loads; rendered alone, they need it too.
installKit(modalKit);

export interface ScreenTextOptions {
  appName?: string;
  /** The app has a WalletConnect project id (the "Use WalletConnect instead" link). */
  walletConnect?: boolean;
  /** What `controller.getState()` answers (mode, history, linkMethod ...). */
  controllerState?: Record<string, unknown>;
  /** Replaces parts of the resolved config (login methods, legal, appearance ...). */
  config?: Partial<ResolvedConfig>;
  /** The server's app config fields the screen reads (merged over none). */
  server?: Record<string, unknown>;
  /** Prepares the stand-in store before rendering (per-store state a screen reads). */
  withStore?(store: FoyerStore): void;
}

/**
 * Test helper: a screen's static markup inside a modal context (default config, app "Acme").
 *
 * @example expect(renderScreenMarkup(<LandingScreen step={step} />, { server })).toContain("<svg");
 */
export function renderScreenMarkup(element: ReactElement, options: ScreenTextOptions = {}): string {
  const { config } = resolveConfig({}, null);
  const state = { mode: "login", history: [], ...options.controllerState };
  const slots = new Map<symbol, unknown>();
  const store = {
    appId: "app",
    clientConfig: {},
    extraLoginMethods: [],
    getSnapshot: () => ({}),
    subscribe: () => () => {},
    // Per-store state a screen reads (embeddedWalletLoginState) lives in slots, as in the real store.
    slot: (key: symbol, create: () => unknown) => {
      if (!slots.has(key)) slots.set(key, create());
      return slots.get(key);
    },
  } as unknown as FoyerStore;
  options.withStore?.(store);
  const value: ModalContextValue = {
    store,
    controller: {
      getState: () => state,
      methods: builtinClientMethods,
    } as unknown as LoginController,
    config: {
      ...config,
      appName: options.appName ?? "Acme",
      ...options.config,
      server:
        options.walletConnect || options.server
          ? ({
              custom_oauth_providers: [],
              ...(options.walletConnect ? { wallet_connect_cloud_project_id: "p" } : {}),
              ...options.server,
            } as never)
          : null,
    },
    send: () => {},
  };
  return renderToStaticMarkup(
    <FoyerContext.Provider value={store}>
      <ModalContext.Provider value={value}>{element}</ModalContext.Provider>
    </FoyerContext.Provider>,
  );
}

/**
 * Test helper: a screen's static markup (renderScreenMarkup) reduced to its visible text (and aria-labels) with
 * single spaces, so tests assert the user-visible texts a screen renders in a given state.
 *
 * @example expect(renderScreenText(<LedgerChoiceScreen />)).toContain("Continue without Ledger");
 */
export function renderScreenText(element: ReactElement, options: ScreenTextOptions = {}): string {
  const html = renderScreenMarkup(element, options);
  // Labels read by assistive technology (a spinner's "Verifying …") count as visible text too.
  const labels = [...html.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]).join(" ");
  return `${html} ${labels}`
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}
