import type { LoginStep, ResolvedConfig } from "@foyer/core";
import { type ComponentType, Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { t } from "../i18n/t.ts";
import type { FoyerStore } from "../provider/createFoyerStore.ts";
import { useFoyerSnapshot } from "../provider/useFoyerStore.ts";
import { paletteToCss, themePalette } from "../theme/themePalette.ts";
import { Button } from "../ui/Button.tsx";
import { Icon } from "../ui/Icon.tsx";
import { ScreenHeader } from "../ui/ScreenHeader.tsx";
import { embeddedWalletLoginState } from "../wallets/embeddedWalletLoginState.ts";
import { loadEmbeddedWalletRuntime } from "../wallets/loadEmbeddedWalletRuntime.ts";
import { createLoginController, type LoginController } from "./createLoginController.ts";
import { MODAL_TITLE_ID, ModalContext, type ModalContextValue } from "./ModalContext.ts";
import { ModalShell } from "./ModalShell.tsx";
import { preloadScreens, screens } from "./screenRouter.ts";

function Loading() {
  return (
    <div className="foyer-loading" role="status" aria-label={t("modal.loading")}>
      <span className="foyer-spinner" />
    </div>
  );
}

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

function LoginFlow({
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
  const Screen = screens[state.step.name] as ComponentType<{ step: LoginStep }>;
  return (
    <ModalContext.Provider value={context}>
      <Suspense fallback={<Loading />}>
        <Screen step={state.step} />
      </Suspense>
    </ModalContext.Provider>
  );
}

/** The modal was opened by `connectWallet()` (connect without signing in). */
function isConnectOnly(store: FoyerStore): boolean {
  const request = store.getSnapshot().modalRequest;
  return request.mode === "login" && request.connectWalletOnly === true;
}

/** The login modal: the shell, one flow controller per opening, and the screen of the current step. */
export default function LoginModal({ store }: { store: FoyerStore }) {
  const { config, configError } = useFoyerSnapshot(store);
  // The controller is created once the config is known (it decides whether terms are required).
  const [controller, setController] = useState<LoginController | null>(null);
  const created = useRef<LoginController | null>(null);
  useEffect(() => {
    if (!config || created.current) return;
    const request = store.getSnapshot().modalRequest;
    embeddedWalletLoginState.markCreated(store, false);
    created.current = createLoginController(store, {
      requireTermsAcceptance: config.legal.requireTermsAcceptance,
      captchaEnabled: config.captcha.enabled,
      captcha: { provider: config.captcha.provider, siteKey: config.captcha.siteKey },
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
    });
    setController(created.current);
  }, [store, config]);
  const pendingDispose = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    preloadScreens();
    if (pendingDispose.current) clearTimeout(pendingDispose.current);
    // Deferred so StrictMode's unmount/remount rehearsal does not kill the live controller.
    return () => {
      pendingDispose.current = setTimeout(() => created.current?.dispose(), 0);
    };
  }, []);

  const themeCss = useMemo(
    () => paletteToCss(themePalette(config?.appearance.theme ?? "light", config?.appearance.accentColor)),
    [config],
  );
  const close = () => {
    if (created.current) created.current.send({ type: "close" });
    else if (store.getSnapshot().modalRequest.mode === "link") store.finishLink({ error: "exited_link_flow" });
    else if (isConnectOnly(store)) store.finishConnectWallet({ error: "generic_connect_wallet_error" });
    else store.finishLogin({ error: "exited_auth_flow" });
  };

  return (
    <ModalShell themeCss={themeCss} onClose={close}>
      {configError ? (
        <ConfigError reason={configError} onClose={close} />
      ) : config && controller ? (
        <LoginFlow store={store} config={config} controller={controller} />
      ) : (
        <Loading />
      )}
    </ModalShell>
  );
}
