import type { FoyerClientConfig } from "@foyer/core/config";
import type { FoyerSolanaSupport } from "@foyer/core/runtime";
import { pendingOAuthRedirect } from "@foyer/core/runtime";
import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from "#react";
import { setModalLoader } from "./kit/kit.ts";
import type { ClientLoginMethod } from "./provider/ClientLoginMethod.ts";
import { createFoyerStore, type FoyerStore } from "./provider/createFoyerStore.ts";
import { FoyerContext } from "./provider/FoyerContext.ts";
import { useFoyerSnapshot } from "./provider/useFoyerStore.ts";

// The top of the package, above the modal and the wallet runtime it loads; provider/ below it holds what
// everything else imports (the store, its context, the login-method contract).

/** Where the Foyer server listens in development. */
export const DEFAULT_SERVER_URL = "http://localhost:8787";

const loadModal = () => import("./modal/ModalHost.tsx");
let ModalHost = lazy(loadModal);
// Loading the modal installs the parts its lazily loaded screens and flows read (kit/kit.ts), before a flow
// opens outside a login click too.
setModalLoader(loadModal);

/**
 * The modal's code did not arrive (offline for a moment, or a deploy replaced the files): the openings and
 * flows waiting on it finish with an error instead of React unmounting the host app's whole tree, and the
 * next opening fetches the modal again. Errors inside the modal are its own boundary's (ScreenLoadBoundary).
 */
class ModalLoadBoundary extends Component<{ store: FoyerStore; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error("[foyer] the login modal failed to load", error);
    ModalHost = lazy(loadModal); // React.lazy keeps a failed load for good
    // Nothing is open any more, so the provider stops drawing this boundary; the next opening draws a new one.
    this.props.store.abandonModal("unknown_auth_error");
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface FoyerProviderProps {
  /** Your app's id on the Foyer server. */
  appId: string;
  /** Origin of the Foyer server; default http://localhost:8787. */
  serverUrl?: string;
  /** Client options (login methods, appearance, legal, ...). Read once, when the provider mounts. */
  config?: FoyerClientConfig;
  /** Custom fetch (tests, proxies). */
  fetch?: typeof fetch;
  /** Origin of the wallet frame (served by the Foyer server on its own origin); default http://127.0.0.1:8788. */
  walletFrameUrl?: string;
  /** Solana transaction signing: `foyerSolana` from "@foyer/react/solana" (opt-in; needs the @solana/* peers). */
  solana?: FoyerSolanaSupport;
  /**
   * Login methods of your own, registered beside the built-in ones (read once, when the provider mounts): each
   * a `ClientLoginMethod` (its machine definition, entry, screens and effect runners) backed by a server plugin.
   */
  methods?: readonly ClientLoginMethod[];
  children?: ReactNode;
}

/**
 * Makes Foyer available to its children: session, hooks and the login modal (loaded on demand).
 *
 * @example
 * <FoyerProvider appId="foyer-dev" config={{ loginMethods: ["email"] }}><App /></FoyerProvider>
 */
export function FoyerProvider({
  appId,
  serverUrl = DEFAULT_SERVER_URL,
  config,
  fetch,
  walletFrameUrl,
  solana,
  methods,
  children,
}: FoyerProviderProps) {
  const [store] = useState(() =>
    createFoyerStore({ appId, serverUrl, config, fetch, walletFrameUrl, solana, ...(methods ? { methods } : {}) }),
  );
  const { modalSession, ready, flows, user } = useFoyerSnapshot(store);

  useEffect(() => store.start(), [store]);

  // Back from a full-page OAuth redirect: once the session is restored, finish the flow in the modal.
  useEffect(() => {
    if (!ready) return;
    const pending = pendingOAuthRedirect(store.appId);
    if (pending) store.resumeOAuth(pending.provider, pending.action);
  }, [store, ready]);

  // Signed in with embedded wallets: announce them (EIP-6963, Wallet Standard) so wagmi and Solana dApps find
  // them. The runtime is its own chunk, loaded only then.
  const embedded = user?.linkedAccounts.filter((a) => a.type === "wallet" && a.walletClientType === "foyer");
  const embeddedKey = embedded?.map((a) => (a as { address: string }).address).join(",");
  useEffect(() => {
    if (!embeddedKey) return;
    void import("./wallets/loadEmbeddedWalletRuntime.ts")
      .then(({ loadEmbeddedWalletRuntime }) => loadEmbeddedWalletRuntime(store))
      .then((runtime) => runtime.announceWallets())
      .catch(() => {});
  }, [store, embeddedKey]);

  // Once the page is idle, fetch what the login click needs (the modal and its first screen), so opening it
  // does not wait on the network; the other screens load as the journey reaches them (scripts/measureSize.mjs
  // measures this prefetch).
  useEffect(() => {
    const idle = globalThis.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1500));
    const cancel = globalThis.cancelIdleCallback ?? clearTimeout;
    const handle = idle(
      () =>
        void loadModal().then(
          (modal) => modal.preloadFirstScreen(store),
          () => {},
        ),
    );
    return () => cancel(handle as number);
  }, [store]);

  return (
    <FoyerContext.Provider value={store}>
      {children}
      {(modalSession !== 0 || flows.length > 0) && (
        <ModalLoadBoundary store={store}>
          <Suspense fallback={null}>
            <ModalHost store={store} />
          </Suspense>
        </ModalLoadBoundary>
      )}
    </FoyerContext.Provider>
  );
}
