import {
  type ApiClient,
  createApiClient,
  createSessionManager,
  type FoyerClientConfig,
  FoyerError,
  type FoyerErrorCode,
  type LinkMethod,
  type ModalFlowHandle,
  type OAuthProvider,
  type ResolvedConfig,
  resolveConfig,
  type SessionManager,
  type User,
} from "@foyer/core";
import type { WalletListOverride } from "@foyer/core/wallets";
import type { FoyerSolanaSupport } from "../wallets/FoyerSolanaSupport.ts";
import { telegramSeamlessLogin } from "./telegramSeamlessLogin.ts";

/** What `useLogin`'s `onComplete` receives. */
export interface LoginResult {
  user: User;
  isNewUser: boolean;
  /** True when `login()` was called while a session already existed (no modal was shown). */
  wasAlreadyAuthenticated: boolean;
  /** The method used, or null when already authenticated. */
  loginMethod: "email" | "sms" | "passkey" | "oauth" | "telegram" | "farcaster" | "wallet" | "guest" | "custom" | null;
}

/** A wallet `connectWallet()` connected (connect-only: no sign-in). */
export interface ConnectedWalletInfo {
  address: string;
  chainType: "ethereum" | "solana";
  walletClientType: string;
  connectorType: string;
}

export interface WalletConnectListener {
  onSuccess?(wallet: ConnectedWalletInfo): void;
  onError?(code: FoyerErrorCode): void;
}

export interface LoginListener {
  onComplete?(result: LoginResult): void;
  onError?(code: FoyerErrorCode): void;
}

/** Everything components read from the store; a new object only when something changed. */
export interface FoyerSnapshot {
  /** The session is known (restored or absent). */
  ready: boolean;
  authenticated: boolean;
  user: User | null;
  /** Resolved configuration; null until the app config request settles. */
  config: ResolvedConfig | null;
  /**
   * Why the configuration could not be resolved (the host passed an invalid one), else null. The modal
   * shows an error instead of spinning; the message is for the developer (also logged to the console).
   */
  configError: string | null;
  /** Increments each time the login modal opens; 0 while closed. */
  modalSession: number;
  /** What the open modal is for: signing in (optionally without sign-up) or linking an email. */
  modalRequest: ModalRequest;
  /**
   * The modal flows open now, oldest first (MFA over a signature, recovery over a send): the modal shows
   * the last one and sends it Escape. Empty while no flow is open.
   */
  flows: readonly ModalFlowHandle[];
}

/** Options of `login()` (spec 000 §3 "Login data"). */
export interface LoginOptions {
  /** Only existing users may sign in: a new email gets the "Account not found" screen. */
  disableSignup?: boolean;
  /**
   * Open the modal directly on this external wallet (spec 000 §2 preSelectedWalletId): a wallet list value or
   * client type such as "metamask" or "phantom". Back shows the login screen; an unknown id shows the list.
   */
  preSelectedWalletId?: string;
}

/** Link mode: which account is added, and for updateEmail / updatePhone the one it replaces. */
export type ModalRequest =
  | {
      mode: "login";
      disableSignup: boolean;
      resumeOAuth?: string;
      connectWalletOnly?: boolean;
      walletListOverride?: WalletListOverride;
    }
  | {
      mode: "link";
      method: LinkMethod;
      replacing?: string;
      provider?: string;
      resumeOAuth?: string;
      walletListOverride?: WalletListOverride;
    };

export interface FoyerStoreOptions {
  appId: string;
  serverUrl: string;
  config?: FoyerClientConfig;
  fetch?: typeof fetch;
  /** Origin of the wallet frame (embedded wallets); default http://127.0.0.1:8788. */
  walletFrameUrl?: string;
  /** Solana transaction signing (`foyerSolana` from @foyer/react/solana); absent, Solana wallets only sign messages. */
  solana?: FoyerSolanaSupport;
}

export interface FoyerStore {
  readonly appId: string;
  readonly serverUrl: string;
  /** Origin of the wallet frame that holds embedded-wallet shares and signs. */
  readonly walletFrameUrl: string;
  /** Solana transaction signing when the host passed it. */
  readonly solana: FoyerSolanaSupport | undefined;
  /** The host's client options as given (OAuth mode and redirect URL are read from here). */
  readonly clientConfig: FoyerClientConfig;
  readonly api: ApiClient;
  readonly session: SessionManager;
  getSnapshot(): FoyerSnapshot;
  subscribe(listener: () => void): () => void;
  /** Starts session restore and the app config request; returns a cleanup (StrictMode-safe). */
  start(): () => void;
  /** Opens the login modal, or reports completion at once when already authenticated. */
  login(options?: LoginOptions): void;
  /** Opens the modal in link mode (email → code → linked to the signed-in user). Needs a session. */
  linkEmail(): void;
  /** Link mode for a phone number (phone → code) or a passkey (passkey status screen). */
  linkPhone(): void;
  linkPasskey(): void;
  /** Link mode for an OAuth provider (its status screen, then the popup) or Telegram (the widget). */
  linkOAuth(provider: string): void;
  linkTelegram(): void;
  /** Link mode for Farcaster (QR code / "Open Farcaster app", then the user approves in Farcaster). */
  linkFarcaster(): void;
  /** Link mode for enterprise SSO: the SSO status screen, then the app's identity provider (popup or redirect). */
  linkSso(): void;
  /** Back from a full-page OAuth redirect: opens the modal on the OAuth status screen and finishes the flow. */
  resumeOAuth(provider: string, action: "login" | "link"): void;
  /** Link mode that replaces the linked email / phone by the one entered (code sent to the new one). */
  updateEmail(): void;
  updatePhone(): void;
  /** Direct calls: remove a linked account and answer the updated user (FoyerError on failure). */
  unlinkEmail(address: string): Promise<User>;
  unlinkPhone(phoneNumber: string): Promise<User>;
  unlinkPasskey(credentialId: string): Promise<User>;
  unlinkOAuth(provider: string, subject: string): Promise<User>;
  unlinkTelegram(telegramUserId: string): Promise<User>;
  unlinkFarcaster(fid: number): Promise<User>;
  /** Removes the SSO account with this issuer and subject (as in the user's `sso` linked account). */
  unlinkSso(issuer: string, subject: string): Promise<User>;
  /** Creates a guest user and signs them in (solves the captcha first when the app has it on). */
  loginAsGuest(): Promise<User>;
  loginWithCustomJwt(token: string, options?: { disableSignup?: boolean }): Promise<User>;
  linkCustomJwt(token: string): Promise<User>;
  logout(): Promise<void>;
  getAccessToken(): Promise<string | null>;
  addLoginListener(listener: LoginListener): () => void;
  /** Called by the modal when it closes: a result on success, else the error code to report. */
  finishLogin(outcome: { result: Omit<LoginResult, "wasAlreadyAuthenticated"> } | { error: FoyerErrorCode }): void;
  /** Called by the modal when an error screen is reached. */
  reportLoginError(code: FoyerErrorCode): void;
  /** Opens the wallet list to connect an external wallet without signing in (works signed in or not). */
  connectWallet(options?: WalletListOverride): void;
  /** Link mode for an external wallet (wallet list, then connect and sign). Needs a session. */
  linkWallet(options?: { preSelectedWalletId?: string }): void;
  addWalletConnectListener(listener: WalletConnectListener): () => void;
  /** A failure shown in a connect-only opening (the modal stays open): the wallet-connect listeners' onError. */
  reportWalletConnectError(code: FoyerErrorCode): void;
  /** Called by the modal when a connect-only opening closes. */
  finishConnectWallet(outcome: { wallet: ConnectedWalletInfo } | { error: FoyerErrorCode }): void;
  /** Called by the modal when a link-mode opening closes (the user is refreshed on success). */
  finishLink(outcome: { user: User } | { error: FoyerErrorCode }): void;
  /** Puts a flow on top of the modal's stack (`openModalFlow` does; a flow already open stays where it is). */
  openFlow(flow: ModalFlowHandle): void;
  /** Takes a flow off the stack, wherever it is (it ended); the one below shows again. */
  closeFlow(flow: ModalFlowHandle): void;
}

/** Creates the per-provider store: API client, session manager, app config, modal state. No window access here. */
export function createFoyerStore(options: FoyerStoreOptions): FoyerStore {
  const listeners = new Set<() => void>();
  const loginListeners = new Set<LoginListener>();
  const walletConnectListeners = new Set<WalletConnectListener>();
  let session: SessionManager;
  const api = createApiClient({
    appId: options.appId,
    serverUrl: options.serverUrl,
    fetch: options.fetch,
    getAccessToken: () => session.getAccessToken(),
  });
  session = createSessionManager({ api });

  let config: ResolvedConfig | null = null;
  let configError: string | null = null;
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
      modalSession,
      modalRequest,
      flows,
    };
  };
  let snapshot = build();

  const changed = () => {
    const next = build();
    if (
      next.ready === snapshot.ready &&
      next.authenticated === snapshot.authenticated &&
      next.user === snapshot.user &&
      next.config === snapshot.config &&
      next.configError === snapshot.configError &&
      next.modalSession === snapshot.modalSession &&
      next.flows === snapshot.flows
    ) {
      return;
    }
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  const emitWalletConnect = (outcome: { wallet: ConnectedWalletInfo } | { error: FoyerErrorCode }) => {
    for (const listener of [...walletConnectListeners]) {
      try {
        if ("wallet" in outcome) listener.onSuccess?.(outcome.wallet);
        else listener.onError?.(outcome.error);
      } catch (error) {
        console.error("[foyer] a wallet callback threw", error);
      }
    }
  };

  const emit = (fn: (l: LoginListener) => void) => {
    for (const listener of [...loginListeners]) {
      try {
        fn(listener);
      } catch (error) {
        console.error("[foyer] a login callback threw", error);
      }
    }
  };

  async function loadConfig(): Promise<void> {
    let server = null;
    try {
      server = await api.apps.get();
    } catch (error) {
      console.warn(`[foyer] could not load the app config of "${options.appId}" from ${options.serverUrl}`, error);
    }
    try {
      const resolved = resolveConfig(options.config ?? {}, server);
      for (const warning of resolved.warnings) console.warn(`[foyer] ${warning}`);
      config = resolved.config;
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
    if (session.getState().status !== "authenticated") throw new FoyerError("must_be_authenticated");
    const user = await call();
    session.setUser(user);
    changed();
    return user;
  }

  const store: FoyerStore = {
    appId: options.appId,
    serverUrl: options.serverUrl,
    walletFrameUrl: options.walletFrameUrl ?? "http://127.0.0.1:8788",
    solana: options.solana,
    clientConfig: options.config ?? {},
    api,
    session,
    getSnapshot: () => snapshot,
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
        void Promise.all([sessionReady, loadConfig()])
          .then(() => telegramSeamlessLogin(api, session, config?.server))
          .then((result) => {
            if (!result) return;
            changed();
            emit((l) =>
              l.onComplete?.({
                user: result.user,
                isNewUser: result.isNewUser,
                wasAlreadyAuthenticated: false,
                loginMethod: "telegram",
              }),
            );
          })
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
    login(loginOptions = {}) {
      const s = session.getState();
      if (s.status === "authenticated" && s.user) {
        const user = s.user;
        emit((l) => l.onComplete?.({ user, isNewUser: false, wasAlreadyAuthenticated: true, loginMethod: null }));
        return;
      }
      if (modalSession !== 0) return;
      // `=== true`: hosts often pass `login` straight to onClick, so the argument may be an event.
      const preSelectedWalletId =
        typeof loginOptions?.preSelectedWalletId === "string" ? loginOptions.preSelectedWalletId : undefined;
      modalRequest = {
        mode: "login",
        disableSignup: loginOptions?.disableSignup === true,
        ...(preSelectedWalletId ? { walletListOverride: { preSelectedWalletId } } : {}),
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
    linkWallet: (options) =>
      openLink({
        mode: "link",
        method: "wallet",
        // The argument may be a click event when hosts pass `linkWallet` straight to onClick.
        ...(typeof options?.preSelectedWalletId === "string"
          ? { walletListOverride: { preSelectedWalletId: options.preSelectedWalletId } }
          : {}),
      }),
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
    reportWalletConnectError(code) {
      emitWalletConnect({ error: code });
    },
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
      await session.setSession(result);
      changed();
      emit((l) =>
        l.onComplete?.({
          user: result.user,
          isNewUser: result.isNewUser,
          wasAlreadyAuthenticated: false,
          loginMethod: "custom",
        }),
      );
      return result.user;
    },
    linkCustomJwt: (token) => unlinked(() => api.customJwt.link({ token })),
    async loginAsGuest() {
      let captchaToken: string | undefined;
      if (config?.captcha.enabled) {
        const { createCaptchaProvider } = await import("../screens/captcha/createCaptchaProvider.ts");
        const provider = createCaptchaProvider(config.captcha.provider, config.captcha.siteKey, api);
        try {
          captchaToken = await provider.execute(false);
        } finally {
          provider.dispose();
        }
      }
      const result = await api.guest.authenticate({ captchaToken });
      await session.setSession(result);
      changed();
      emit((l) =>
        l.onComplete?.({ user: result.user, isNewUser: true, wasAlreadyAuthenticated: false, loginMethod: "guest" }),
      );
      return result.user;
    },
    finishLink(outcome) {
      modalSession = 0;
      changed();
      if ("user" in outcome) void session.refreshUser().catch(() => {});
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
    reportLoginError(code) {
      emit((l) => l.onError?.(code));
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
  };
  return store;
}
