import type { ResolvedConfig } from "@foyer/core/config";
import type { ModalFlowHandle } from "@foyer/core/login";
import { createLoginController, type LoginControllerOptions, loadNeededMethods } from "@foyer/core/runtime/login";
import { Suspense, useEffect, useMemo, useRef, useSyncExternalStore } from "#react";
import { builtinMethodsFor, emailMethods, loadBuiltinMethods } from "../methods/openingMethods.ts";
import type { ClientLoginMethod } from "../provider/ClientLoginMethod.ts";
import type { FoyerStore } from "../provider/createFoyerStore.ts";
import { embeddedWalletLoginState } from "../provider/embeddedWalletLoginState.ts";
import { useFoyerSnapshot } from "../provider/useFoyerStore.ts";
import { landingButtons, loadLandingPart } from "../screens/login/landingParts.ts";
import { loadSuccessTexts } from "../screens/success/SuccessScreen.tsx";
import type { ModalFlowView } from "../shell/ModalFlowView.ts";
import { LoadingScreen, type LoginController, ModalContext, type ModalContextValue } from "../shell/screenKit.ts";
import { retryableLazy } from "../ui/loadOnce.ts";
// The store and controller types of the context this file provides (declaration merging).
import type {} from "./ModalContextTypes.ts";
import { screenOf } from "./screenRouter.ts";

// The configuration-error and server-unreachable screens, with their texts: loaded only when one shows.
const LoginFlowError = retryableLazy(() => import("./LoginFlowErrors.tsx").then((m) => m.LoginFlowError));

function LoginSteps({
  store,
  config,
  controller,
}: {
  store: FoyerStore;
  config: ResolvedConfig;
  controller: LoginController;
}) {
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  const context = useMemo<ModalContextValue>(
    () => ({ store, controller, config, send: controller.send }),
    [store, controller, config],
  );
  const Screen = screenOf(controller.methods, state.step.name);
  return (
    <ModalContext.Provider value={context}>
      <Suspense fallback={<LoadingScreen />}>
        <Screen step={state.step} send={controller.send} />
      </Suspense>
    </ModalContext.Provider>
  );
}

/** The login flow's body: its controller's current step, or the loading / configuration-error screen. */
function LoginFlowBody({ flow, store }: { flow: ModalFlowHandle; store: FoyerStore }) {
  const controller = useSyncExternalStore(flow.subscribe, flow.getState, flow.getState) as LoginController | null;
  const { config, configError, serverUnreachable } = useFoyerSnapshot(store);
  if (configError || serverUnreachable) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <LoginFlowError reason={configError} onRetry={store.retryConfig} onClose={flow.dismiss} />
      </Suspense>
    );
  }
  if (!config || !controller) return <LoadingScreen />;
  return <LoginSteps store={store} config={config} controller={controller} />;
}

const loginView: ModalFlowView = { Body: LoginFlowBody };

/** The login controller's options for the store's current opening (login, link or connect-only). */
function controllerOptions(store: FoyerStore, config: ResolvedConfig): LoginControllerOptions {
  const request = store.getSnapshot().modalRequest;
  const options: LoginControllerOptions = {
    requireTermsAcceptance: config.legal.requireTermsAcceptance,
    captchaEnabled: config.captcha.enabled,
    captcha: config.captcha,
    mode: request.mode,
    offered: [...config.loginMethods, ...landingButtons(config, store)],
    resumeOAuth: request.resumeOAuth,
    connectWalletOnly: request.mode === "login" && request.connectWalletOnly,
    // login({ preSelectedWalletId }) opens the wallet flow only when the app signs in with wallets at all.
    walletListOverride:
      request.mode === "link" || request.connectWalletOnly || config.loginMethods.includes("wallet")
        ? request.walletListOverride
        : undefined,
    mobile: /Android|iPhone|iPad|iPod/i.test(globalThis.navigator?.userAgent ?? ""),
    disableSignup: request.mode === "login" && request.disableSignup,
    // Embedded wallets on login (spec 001 §4): only when the app creates some; the runtime loads then.
    // Its code, with the runtime's loader, is fetched then: an email journey without wallets never loads it.
    createEmbeddedWallet:
      request.mode === "login" &&
      (config.embeddedWallets.ethereum.createOnLogin !== "off" || config.embeddedWallets.solana.createOnLogin !== "off")
        ? (onStart) =>
            import("../wallets/createWalletsOnLogin.ts").then((m) =>
              m.createWalletsOnLogin(store, onStart, loadSuccessTexts),
            )
        : undefined,
    ...(request.mode === "link" && {
      linkMethod: request.method,
      replacing: request.replacing,
      linkProvider: request.provider,
    }),
  };
  return options;
}

/**
 * The login methods of an opening: the built-in ones it may use, then the host's own (`<FoyerProvider methods>`);
 * null until the built-in list it needs is loaded (`loadOpening`).
 */
function loginMethodsOf(store: FoyerStore, options: LoginControllerOptions): ClientLoginMethod[] | null {
  const builtin = builtinMethodsFor(options);
  return builtin && [...builtin, ...store.extraLoginMethods];
}

/**
 * The idle prefetch (FoyerProvider), once the app's config is known: the lazily loaded methods a login opening
 * would offer (and the captcha step), so the click does not wait for them. The email journey's screens come with
 * the modal's chunk (screenRouter.ts), which the prefetch has just loaded.
 */
export function preloadLogin(store: FoyerStore): void {
  const config = store.getSnapshot().config;
  if (config) void loadOpening(store, controllerOptions(store, config))?.catch(() => {});
}

/**
 * What an opening loads before it starts, or null when nothing is missing: the lazily loaded methods it starts
 * on or offers, the captcha step, the landing's part it draws, a link's success texts.
 */
function loadOpening(store: FoyerStore, options: LoginControllerOptions): Promise<unknown> | null {
  const all = loginMethodsOf(store, options);
  // An opening that may use more than email loads the built-in methods' descriptors first (openingMethods.ts).
  if (!all) return loadBuiltinMethods().then(() => loadOpening(store, options));
  const parts = [
    loadNeededMethods(all, options),
    loadLandingPart(store, all),
    // A link ends on the success screen's texts for links (screens/success/SuccessTexts.tsx).
    options.mode === "link" ? loadSuccessTexts() : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? Promise.all(parts) : null;
}

/**
 * The login modal as a modal flow: one per opening of the store (`modalSession`), with the login
 * controller created once the app's configuration is known (it decides whether terms are required).
 * Its state, for the view, is the controller (null until then).
 */
export function createLoginFlow(store: FoyerStore): ModalFlowHandle & { dispose(): void } {
  let controller: LoginController | null = null;
  const listeners = new Set<() => void>();
  let disposed = false;
  let loading = false;
  const ensureController = () => {
    const config = store.getSnapshot().config;
    if (controller || loading || !config) return;
    const options = controllerOptions(store, config);
    const start = () => {
      if (disposed || controller) return;
      // Should the built-in list fail to load, the opening still starts with the email journey's methods.
      const methods = loginMethodsOf(store, options) ?? [...emailMethods, ...store.extraLoginMethods];
      embeddedWalletLoginState.markCreated(store, false);
      controller = createLoginController(store, options, methods);
      for (const listener of [...listeners]) listener();
    };
    // An opening that starts on or offers a lazily loaded method (connect a wallet, an app with Google) waits
    // for it.
    const needed = loadOpening(store, options);
    if (!needed) return start();
    loading = true;
    needed.then(start, (error: unknown) => {
      console.error("[foyer] could not load the login method", error);
      start();
    });
  };
  const unsubscribeStore = store.subscribe(ensureController);
  ensureController();
  return {
    key: `login-${store.getSnapshot().modalSession}`,
    id: "login",
    getState: () => controller,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send: (event) => controller?.send(event as never),
    dismiss() {
      if (controller) controller.send({ type: "close" });
      else store.exitOpening();
    },
    view: loginView,
    dispose() {
      disposed = true;
      unsubscribeStore();
      controller?.dispose();
    },
  };
}

/**
 * Keeps the login flow on the modal's stack while the store has a login opening (`modalSession` ≠ 0):
 * `login()`, `linkEmail()`, `connectWallet()`… open it; it leaves as they finish. Closing is deferred one
 * task so StrictMode's unmount/remount rehearsal does not kill the live controller.
 */
export function useLoginFlow(store: FoyerStore, modalSession: number): void {
  const current = useRef<{
    session: number;
    flow: ReturnType<typeof createLoginFlow>;
    closing: ReturnType<typeof setTimeout> | null;
  } | null>(null);
  useEffect(() => {
    if (modalSession === 0) return;
    let opening = current.current;
    if (opening?.session === modalSession) {
      // The rehearsal's cleanup of this same opening: keep it.
      if (opening.closing) clearTimeout(opening.closing);
      opening.closing = null;
    } else {
      opening = { session: modalSession, flow: createLoginFlow(store), closing: null };
      current.current = opening;
    }
    const live = opening;
    store.openFlow(live.flow);
    return () => {
      live.closing = setTimeout(() => {
        store.closeFlow(live.flow);
        live.flow.dispose();
      }, 0);
    };
  }, [store, modalSession]);
}
