import { createApiClient } from "../api/createApiClient.ts";
import type { OAuthProvider } from "../api/oauth.ts";
import type { ResolvedConfig } from "../config/FoyerClientConfig.ts";
import type { FoyerErrorCode } from "../errors/catalogue.ts";
import type { ModalFlowHandle } from "../flows/modalFlow/FlowMachine.ts";
import { createSessionManager, type SessionManager } from "../session/createSessionManager.ts";
import type { User } from "../types.ts";
import { createSignInAdopter, emitTo } from "./adoptSignIn.ts";
import type {
  ConnectedWalletInfo,
  FoyerSnapshot,
  FoyerStore,
  FoyerStoreOptions,
  LoginListener,
  ModalRequest,
  WalletConnectListener,
} from "./FoyerStore.ts";
import { isServerUnreachable } from "./isServerUnreachable.ts";
import { telegramSeamlessLogin } from "./telegramSeamlessLogin.ts";
import { walletListOptions } from "./walletListOptions.ts";

/** Creates the per-provider store: API client, session manager, app config, modal state. No window access here. */
export function createFoyerStore<Method = unknown, Solana = unknown>(
  options: FoyerStoreOptions<Method, Solana>,
): FoyerStore<Method, Solana> {
  const listeners = new Set<() => void>();
  const loginListeners = new Set<LoginListener>();
  const walletConnectListeners = new Set<WalletConnectListener>();
  let session: SessionManager;
  // The app config's custom_api_url (when usable) takes the calls after the app config itself.
  let apiUrl = options.serverUrl;
  const api = createApiClient({
    appId: options.appId,
    serverUrl: () => apiUrl,
    fetch: options.fetch,
    getAccessToken: () => session.getAccessToken(),
  });
  session = createSessionManager({ api });

  let config: ResolvedConfig | null = null;
  let configError: string | null = null;
  let serverUnreachable = false;
  let configLoading: Promise<void> | null = null;
  let modalSession = 0;
  let modalRequest: ModalRequest = { mode: "login", disableSignup: false };
  let modalCounter = 0;
  let started = false;
  let pendingDestroy: ReturnType<typeof setTimeout> | null = null;
  let flows: readonly ModalFlowHandle[] = [];
  let unsubscribeSession: (() => void) | null = null;

  const build = (): FoyerSnapshot => {
    const s = session.getState();
    return {
      ready: s.status !== "loading",
      authenticated: s.status === "authenticated",
      user: s.user,
      config,
      configError,
      serverUnreachable,
      modalSession,
      modalRequest,
      flows,
    };
  };
  let snapshot = build();

  const changed = () => {
    const next = build();
    // A new snapshot only when a field changed (modalRequest only ever changes with modalSession).
    if ((Object.keys(next) as (keyof FoyerSnapshot)[]).every((key) => next[key] === snapshot[key])) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  const emitWalletConnect = (outcome: { wallet: ConnectedWalletInfo } | { error: FoyerErrorCode }) =>
    emitTo(walletConnectListeners, "wallet", (listener) => {
      if ("wallet" in outcome) listener.onSuccess?.(outcome.wallet);
      else listener.onError?.(outcome.error);
    });
  const emit = (fn: (l: LoginListener) => void) => emitTo(loginListeners, "login", fn);
  const { adoptSignIn, adoptUser } = createSignInAdopter(session, changed, loginListeners);

  async function loadConfig(): Promise<void> {
    // The rules that resolve the configuration load beside the app config request (it is a round trip
    // anyway), so they are not part of the page's initial bundle.
    const rules = import("../configEntry.ts");
    let server = null;
    let unreachable = false;
    try {
      server = await api.apps.get();
    } catch (error) {
      console.warn(`[foyer] could not load the app config of "${options.appId}" from ${options.serverUrl}`, error);
      unreachable = isServerUnreachable(error);
    }
    try {
      const { resolveConfig } = await rules;
      // The host's own options are checked either way (an invalid one is reported, server or not).
      const resolved = resolveConfig(options.config ?? {}, server);
      if (unreachable) {
        // No fallback set of buttons that would only fail on Submit: the modal says the server cannot be
        // reached and offers Retry (retryConfig) until it answers.
        config = null;
        configError = null;
        serverUnreachable = true;
        changed();
        return;
      }
      for (const warning of resolved.warnings) console.warn(`[foyer] ${warning}`);
      serverUnreachable = false;
      config = resolved.config;
      apiUrl = resolved.config.customApiUrl ?? options.serverUrl;
      configError = null;
    } catch (error) {
      console.error("[foyer] invalid configuration", error);
      config = null;
      configError = error instanceof Error ? error.message : String(error);
    }
    changed();
  }

  function openLink(request: Extract<ModalRequest, { mode: "link" }>): void {
    if (session.getState().status !== "authenticated") {
      emit((l) => l.onError?.("must_be_authenticated"));
      return;
    }
    if (modalSession !== 0) return;
    modalRequest = request;
    modalSession = ++modalCounter;
    changed();
  }

  /** Runs an account change of the signed-in user (link or unlink without UI) and adopts the answer. */
  async function unlinked(call: () => Promise<User>): Promise<User> {
    if (session.getState().status !== "authenticated") {
      const { FoyerError } = await import("../errorsEntry.ts");
      throw new FoyerError("must_be_authenticated");
    }
    return adoptUser(await call());
  }

  /** Loads (or reloads) the app config; one request at a time. */
  function reloadConfig(): Promise<void> {
    configLoading ??= loadConfig().finally(() => {
      configLoading = null;
    });
    return configLoading;
  }

  const slots = new Map<symbol, unknown>();
  const store: FoyerStore<Method, Solana> = {
    appId: options.appId,
    serverUrl: options.serverUrl,
    walletFrameUrl: options.walletFrameUrl ?? "http://127.0.0.1:8788",
    solana: options.solana,
    clientConfig: options.config ?? {},
    extraLoginMethods: options.methods ?? [],
    api,
    session,
    getSnapshot: () => snapshot,
    adoptSignIn,
    adoptUser,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (pendingDestroy) {
        clearTimeout(pendingDestroy);
        pendingDestroy = null;
      }
      if (!started) {
        started = true;
        unsubscribeSession = session.subscribe(changed);
        const sessionReady = session.initialize().finally(changed);
        void Promise.all([sessionReady, reloadConfig()])
          .then(() => telegramSeamlessLogin(store, config?.server))
          .catch(() => {});
      }
      return () => {
        // StrictMode runs cleanup + start back to back: only tear down if start does not follow.
        pendingDestroy = setTimeout(() => {
          unsubscribeSession?.();
          session.destroy();
          started = false;
        }, 0);
      };
    },
    retryConfig() {
      if (!serverUnreachable) return;
      serverUnreachable = false;
      changed();
      void reloadConfig();
    },
    login(loginOptions = {}) {
      // The server may have come up since: opening the modal asks again (it shows "cannot be reached" meanwhile).
      if (serverUnreachable) store.retryConfig();
      const s = session.getState();
      if (s.status === "authenticated" && s.user) {
        const user = s.user;
        emit((l) => l.onComplete?.({ user, isNewUser: false, wasAlreadyAuthenticated: true, loginMethod: null }));
        return;
      }
      if (modalSession !== 0) return;
      // `=== true`: hosts often pass `login` straight to onClick, so the argument may be an event.
      const list = walletListOptions(loginOptions);
      modalRequest = {
        mode: "login",
        disableSignup: loginOptions?.disableSignup === true,
        ...(list ? { walletListOverride: list } : {}),
      };
      modalSession = ++modalCounter;
      changed();
    },
    linkEmail: () => openLink({ mode: "link", method: "email" }),
    linkPhone: () => openLink({ mode: "link", method: "phone" }),
    linkPasskey: () => openLink({ mode: "link", method: "passkey" }),
    linkOAuth: (provider) => openLink({ mode: "link", method: "oauth", provider }),
    linkTelegram: () => openLink({ mode: "link", method: "telegram" }),
    linkFarcaster: () => openLink({ mode: "link", method: "farcaster" }),
    // SSO runs the OAuth browser flow against sso/init and sso/link (runOAuth.ts, provider "sso").
    linkSso: () => openLink({ mode: "link", method: "oauth", provider: "sso" }),
    linkWallet: (options) => {
      const list = walletListOptions(options);
      openLink({ mode: "link", method: "wallet", ...(list ? { walletListOverride: list } : {}) });
    },
    connectWallet(options) {
      if (modalSession !== 0) return;
      // Hosts often pass `connectWallet` straight to onClick, so the argument may be an event.
      const list = options && typeof options === "object" && !("nativeEvent" in options) ? options : undefined;
      modalRequest = {
        mode: "login",
        disableSignup: false,
        connectWalletOnly: true,
        ...(list ? { walletListOverride: list } : {}),
      };
      modalSession = ++modalCounter;
      changed();
    },
    addWalletConnectListener(listener) {
      walletConnectListeners.add(listener);
      return () => walletConnectListeners.delete(listener);
    },
    reportWalletConnect: emitWalletConnect,
    finishConnectWallet(outcome) {
      modalSession = 0;
      changed();
      emitWalletConnect(outcome);
    },
    resumeOAuth(provider, action) {
      if (action === "link") {
        openLink({ mode: "link", method: "oauth", provider, resumeOAuth: provider });
        return;
      }
      if (modalSession !== 0) return;
      modalRequest = { mode: "login", disableSignup: false, resumeOAuth: provider };
      modalSession = ++modalCounter;
      changed();
    },
    updateEmail() {
      const address = session.getState().user?.email?.address;
      if (address) openLink({ mode: "link", method: "email", replacing: address });
      else emit((l) => l.onError?.(session.getState().user ? "failed_to_update_account" : "must_be_authenticated"));
    },
    updatePhone() {
      const phone = session.getState().user?.phone?.number;
      if (phone) openLink({ mode: "link", method: "phone", replacing: phone });
      else emit((l) => l.onError?.(session.getState().user ? "failed_to_update_account" : "must_be_authenticated"));
    },
    unlinkEmail: (address) => unlinked(() => api.passwordless.unlink({ address })),
    unlinkPhone: (phoneNumber) => unlinked(() => api.passwordlessSms.unlink({ phoneNumber })),
    unlinkPasskey: (credentialId) => unlinked(() => api.passkeys.unlink({ credentialId })),
    unlinkOAuth: (provider, subject) =>
      unlinked(() => api.oauth.unlink({ provider: provider as OAuthProvider, subject })),
    unlinkTelegram: (telegramUserId) => unlinked(() => api.telegram.unlink({ telegramUserId })),
    unlinkFarcaster: (fid) => unlinked(() => api.farcaster.unlink({ fid })),
    unlinkSso: (issuer, subject) => unlinked(() => api.sso.unlink({ issuer, subject })),
    async loginWithCustomJwt(token, options = {}) {
      const mode = options.disableSignup ? "no-signup" : "login-or-sign-up";
      const result = await api.customJwt.authenticate({ token, mode });
      return (await adoptSignIn(result, { loginMethod: "custom" })).user;
    },
    linkCustomJwt: (token) => unlinked(() => api.customJwt.link({ token })),
    async loginAsGuest() {
      let captchaToken: string | undefined;
      if (config?.captcha.enabled) {
        const { createCaptchaProvider } = await import("../runtimeCaptchaEntry.ts");
        const provider = createCaptchaProvider(config.captcha.provider, config.captcha.siteKey, api);
        try {
          captchaToken = await provider.execute(false);
        } finally {
          provider.dispose();
        }
      }
      const result = await api.guest.authenticate({ captchaToken });
      // A guest is always new (the server's answer may say otherwise for a returning guest token).
      return (await adoptSignIn({ ...result, isNewUser: true }, { loginMethod: "guest" })).user;
    },
    finishLink(outcome) {
      modalSession = 0;
      changed();
      if ("user" in outcome) void session.refreshUser().catch(() => {});
      // The exit of a link or update opening reaches the host as a login exit does (exited_link_flow,
      // exited_update_flow).
      else emit((l) => l.onError?.(outcome.error));
    },
    async logout() {
      await session.logout();
      changed();
    },
    getAccessToken: () => session.getAccessToken(),
    addLoginListener(listener) {
      loginListeners.add(listener);
      return () => loginListeners.delete(listener);
    },
    finishLogin(outcome) {
      modalSession = 0;
      changed();
      if ("result" in outcome) {
        const result = outcome.result;
        emit((l) => l.onComplete?.({ ...result, wasAlreadyAuthenticated: false }));
      } else {
        emit((l) => l.onError?.(outcome.error));
      }
    },
    reportLoginError(code, message) {
      emit((l) => (message === undefined ? l.onError?.(code) : l.onError?.(code, message)));
    },
    exitOpening(code) {
      if (modalSession === 0) return;
      const request = modalRequest;
      if (request.mode === "link")
        store.finishLink({ error: code ?? (request.replacing ? "exited_update_flow" : "exited_link_flow") });
      else if (request.connectWalletOnly === true)
        store.finishConnectWallet({ error: code ?? "generic_connect_wallet_error" });
      else store.finishLogin({ error: code ?? "exited_auth_flow" });
    },
    abandonModal(code) {
      for (const flow of [...flows].reverse()) flow.dismiss();
      store.exitOpening(code);
    },
    openFlow(flow) {
      if (flows.includes(flow)) return;
      flows = [...flows, flow];
      changed();
    },
    closeFlow(flow) {
      if (!flows.includes(flow)) return;
      flows = flows.filter((f) => f !== flow);
      changed();
    },
    slot(key, create) {
      if (!slots.has(key)) slots.set(key, create());
      return slots.get(key) as ReturnType<typeof create>;
    },
  };
  return store;
}
