import type { ResolvedConfig } from "@foyer/core/config";
import type { ModalFlowHandle } from "@foyer/core/login";
import { createLoginController, type LoginControllerOptions, loadNeededMethods } from "@foyer/core/runtime/login";
import { Suspense, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { t } from "../i18n/t.ts";
import { builtinClientMethods } from "../methods/builtinClientMethods.ts";
import type { FoyerStore } from "../provider/createFoyerStore.ts";
import { embeddedWalletLoginState } from "../provider/embeddedWalletLoginState.ts";
import { useFoyerSnapshot } from "../provider/useFoyerStore.ts";
import { type LoginController, MODAL_TITLE_ID, ModalContext, type ModalContextValue } from "../shell/ModalContext.ts";
import type { ModalFlowView } from "../shell/ModalFlowView.ts";
import { Button } from "../ui/Button.tsx";
import { Icon } from "../ui/Icon.tsx";
import { LoadingScreen } from "../ui/LoadingScreen.tsx";
import { ScreenHeader } from "../ui/ScreenHeader.tsx";
import { loadEmbeddedWalletRuntime } from "../wallets/loadEmbeddedWalletRuntime.ts";
// The store and controller types of the context this file provides (declaration merging).
import type {} from "./ModalContextTypes.ts";
import { preloadScreens, screenOf } from "./screenRouter.ts";

/**
 * The host passed a configuration that cannot be resolved (e.g. defaultChain outside supportedChains):
 * the generic error (spec 000 §8 "Other SDK errors") instead of an endless spinner; the reason is in
 * the console and in `data-foyer-config-error` for the developer.
 */
function ConfigError({ reason, onClose }: { reason: string; onClose: () => void }) {
  return (
    <div className="foyer-screen" data-foyer-screen="config-error" data-foyer-config-error={reason}>
      <ScreenHeader onClose={onClose} />
      <div className="foyer-badge" data-tone="error">
        <Icon name="alert" size={26} />
      </div>
      <h2 id={MODAL_TITLE_ID} className="foyer-title">
        {t("error.genericTitle")}
      </h2>
      <p className="foyer-text">{t("error.genericDetail")}</p>
      <Button onClick={onClose}>{t("modal.close")}</Button>
    </div>
  );
}

/**
 * The app config could not be fetched because the server did not answer: say so plainly, with Retry,
 * rather than a guessed set of buttons whose Submit can only fail.
 */
function ServerUnreachable({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  return (
    <div className="foyer-screen" data-foyer-screen="server-unreachable">
      <ScreenHeader onClose={onClose} />
      <div className="foyer-badge" data-tone="error">
        <Icon name="alert" size={26} />
      </div>
      <h2 id={MODAL_TITLE_ID} className="foyer-title">
        {t("error.unreachableTitle")}
      </h2>
      <p className="foyer-text" role="alert">
        {t("error.unreachableDetail")}
      </p>
      <Button onClick={onRetry}>{t("error.unreachableRetry")}</Button>
    </div>
  );
}

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
  if (configError) return <ConfigError reason={configError} onClose={flow.dismiss} />;
  if (serverUnreachable) return <ServerUnreachable onRetry={store.retryConfig} onClose={flow.dismiss} />;
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
    captcha: { provider: config.captcha.provider, siteKey: config.captcha.siteKey },
    // The wallet list's onCompleteNavigateTo, after the host's callbacks; loaded only when asked for.
    navigateOnComplete: (target) =>
      void import("../wallets/navigateOnComplete.ts").then((m) => m.navigateOnComplete(target)),
    mode: request.mode,
    ...(request.resumeOAuth ? { resumeOAuth: request.resumeOAuth } : {}),
    ...(request.mode === "login" && request.connectWalletOnly ? { connectWalletOnly: true } : {}),
    // login({ preSelectedWalletId }) opens the wallet flow only when the app signs in with wallets at all.
    ...(request.walletListOverride &&
    (request.mode === "link" || request.connectWalletOnly || config.loginMethods.includes("wallet"))
      ? { walletListOverride: request.walletListOverride }
      : {}),
    mobile: /Android|iPhone|iPad|iPod/i.test(globalThis.navigator?.userAgent ?? ""),
    disableSignup: request.mode === "login" && request.disableSignup,
    // Embedded wallets on login (spec 001 §4): only when the app creates some; the runtime loads then.
    ...(request.mode === "login" &&
    (config.embeddedWallets.ethereum.createOnLogin !== "off" || config.embeddedWallets.solana.createOnLogin !== "off")
      ? {
          createEmbeddedWallet: (onStart: () => void) =>
            loadEmbeddedWalletRuntime(store).then((runtime) => runtime.createOnLogin({ onStart })),
        }
      : {}),
    ...(request.mode === "link"
      ? { linkMethod: request.method, replacing: request.replacing, linkProvider: request.provider }
      : {}),
  };
  return options;
}

/** The login methods of an opening: the built-in ones, then the host's own (`<FoyerProvider methods>`). */
const loginMethodsOf = (store: FoyerStore) => [...builtinClientMethods, ...store.extraLoginMethods];

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
    const methods = loginMethodsOf(store);
    const start = () => {
      if (disposed || controller) return;
      embeddedWalletLoginState.markCreated(store, false);
      controller = createLoginController(store, options, methods);
      for (const listener of [...listeners]) listener();
    };
    // An opening that starts on a lazily loaded method (connect a wallet, link Farcaster) waits for it.
    const needed = loadNeededMethods(methods, options);
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
      const request = store.getSnapshot().modalRequest;
      if (controller) controller.send({ type: "close" });
      else if (request.mode === "link")
        store.finishLink({ error: request.replacing ? "exited_update_flow" : "exited_link_flow" });
      else if (request.connectWalletOnly === true) store.finishConnectWallet({ error: "generic_connect_wallet_error" });
      else store.finishLogin({ error: "exited_auth_flow" });
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
      preloadScreens(loginMethodsOf(store));
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
