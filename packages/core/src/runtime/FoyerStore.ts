import type { ApiClient } from "../api/createApiClient.ts";
import type { FoyerClientConfig, ResolvedConfig } from "../config/FoyerClientConfig.ts";
import type { FoyerErrorCode } from "../errors/catalogue.ts";
import type { LinkMethod } from "../flows/login/loginTypes.ts";
import type { ModalFlowHandle } from "../flows/modalFlow/FlowMachine.ts";
import type { WalletListOverride } from "../flows/walletConnect/walletFlowTypes.ts";
import type { SessionManager } from "../session/createSessionManager.ts";
import type { AuthResult, OAuthTokens, User } from "../types.ts";

/** What `useLogin`'s `onComplete` receives. */
export interface LoginResult {
  user: User;
  isNewUser: boolean;
  /** True when `login()` was called while a session already existed (no modal was shown). */
  wasAlreadyAuthenticated: boolean;
  /** The method used, or null when already authenticated. */
  loginMethod:
    | "email"
    | "sms"
    | "passkey"
    | "oauth"
    | "telegram"
    | "farcaster"
    | "wallet"
    | "guest"
    | "custom"
    /** A login method the host registered (its definition's id). */
    | (string & {})
    | null;
  /** An OAuth sign-in only: the provider's tokens, for the host to call the provider's API (never stored). */
  oauthTokens?: OAuthTokens;
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
  /** `message`: the failure's own text when it has one (e.g. 'Failed to create wallet' with embedded_wallet_create_error). */
  onError?(code: FoyerErrorCode, message?: string): void;
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
  /**
   * The app config request never reached the server (network failure, or a gateway's 502/503/504): the
   * modal says so and offers Retry instead of guessing a configuration. False while a retry is running.
   */
  serverUnreachable: boolean;
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
  /**
   * The wallet list's onCompleteNavigateTo (spec 000 §2): a path or URL of the page's own origin the page goes
   * to once the user signed in through the wallet list and the modal closed (after onComplete). A sign-in by
   * another method in the same opening stays on the page; another origin is ignored with a console warning.
   */
  onCompleteNavigateTo?: string;
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

/**
 * The store's options. `Method` and `Solana` are what the UI layer keeps here without the runtime reading
 * them (the React package's `ClientLoginMethod` and `FoyerSolanaSupport`): the runtime stays framework-free.
 */
export interface FoyerStoreOptions<Method = unknown, Solana = unknown> {
  appId: string;
  serverUrl: string;
  config?: FoyerClientConfig;
  fetch?: typeof fetch;
  /** Origin of the wallet frame (embedded wallets); default http://127.0.0.1:8788. */
  walletFrameUrl?: string;
  /** Solana transaction signing (`foyerSolana` from @foyer/react/solana); absent, Solana wallets only sign messages. */
  solana?: Solana;
  /** The host's own login methods, registered beside the built-in ones (see `ClientLoginMethod`). */
  methods?: readonly Method[];
}

/** How a sign-in is reported when `adoptSignIn` is the end of it (no modal that reports on close). */
export interface SignInReport {
  /** The method used (`LoginResult.loginMethod`). */
  loginMethod: NonNullable<LoginResult["loginMethod"]>;
  /** The hook's own callbacks; absent, the store's login listeners (every `useLogin`) are told. */
  listener?: LoginListener;
}

/** The per-provider client runtime: session, user, app config, modal state and their listeners. */
export interface FoyerStore<Method = unknown, Solana = unknown> {
  readonly appId: string;
  readonly serverUrl: string;
  /** Origin of the wallet frame that holds embedded-wallet shares and signs. */
  readonly walletFrameUrl: string;
  /** Solana transaction signing when the host passed it. */
  readonly solana: Solana | undefined;
  /** The host's client options as given (OAuth mode and redirect URL are read from here). */
  readonly clientConfig: FoyerClientConfig;
  /** The host's own login methods (the modal registers them after the built-in ones). */
  readonly extraLoginMethods: readonly Method[];
  readonly api: ApiClient;
  readonly session: SessionManager;
  getSnapshot(): FoyerSnapshot;
  /**
   * The one way a sign-in is adopted (every method, hook and flow calls it): stores the session, updates the
   * snapshot, and with `report` tells the host (`onComplete`); without it the caller reports (the modal does,
   * on close). Answers the result as the host's callback sees it.
   */
  adoptSignIn(result: AuthResult, report?: SignInReport): Promise<LoginResult>;
  /** A linked or unlinked account changed the signed-in user: keeps the server's answer and updates the snapshot. */
  adoptUser(user: User): User;
  subscribe(listener: () => void): () => void;
  /** Starts session restore and the app config request; returns a cleanup (StrictMode-safe). */
  start(): () => void;
  /** Asks the server for the app config again after it could not be reached (the modal's Retry). */
  retryConfig(): void;
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
  /** Called by the modal when an error screen is reached, with the failure's own text when it has one. */
  reportLoginError(code: FoyerErrorCode, message?: string): void;
  /** Opens the wallet list to connect an external wallet without signing in (works signed in or not). */
  connectWallet(options?: WalletListOverride): void;
  /** Link mode for an external wallet (wallet list, then connect and sign). Needs a session. */
  linkWallet(options?: { preSelectedWalletId?: string; onCompleteNavigateTo?: string }): void;
  addWalletConnectListener(listener: WalletConnectListener): () => void;
  /**
   * Tells the wallet-connect listeners without closing anything: a failure shown in a connect-only opening
   * (onError; the modal stays open), or a wallet connected outside one, by the funding flow's 'Transfer from
   * wallet' (onSuccess, as `connectWallet()`'s would hear it).
   */
  reportWalletConnect(outcome: { wallet: ConnectedWalletInfo } | { error: FoyerErrorCode }): void;
  /** Called by the modal when a connect-only opening closes. */
  finishConnectWallet(outcome: { wallet: ConnectedWalletInfo } | { error: FoyerErrorCode }): void;
  /** Called by the modal when a link-mode opening closes (the user is refreshed on success). */
  finishLink(outcome: { user: User } | { error: FoyerErrorCode }): void;
  /**
   * Ends the login, link or connect opening without a result (nothing when none is open): with `code`, or with
   * the opening's own exit when the user closed it: `exited_auth_flow`, `exited_link_flow` or (updateEmail /
   * updatePhone) `exited_update_flow` (spec 000 §8), `generic_connect_wallet_error` for connectWallet(). The one
   * place an ending opening is routed by its mode (the login controller's close, the login flow's dismiss
   * before its controller exists, abandonModal).
   */
  exitOpening(code?: FoyerErrorCode): void;
  /**
   * The modal's code could not load (offline, a deploy replaced the files): every open flow is dismissed and a
   * login, link or connect opening finishes with `code`, as if the user had closed it, so nothing waits for a
   * modal that never came. Called by FoyerProvider.
   */
  abandonModal(code: FoyerErrorCode): void;
  /** Puts a flow on top of the modal's stack (`openModalFlow` does; a flow already open stays where it is). */
  openFlow(flow: ModalFlowHandle): void;
  /** Takes a flow off the stack, wherever it is (it ended); the one below shows again. */
  closeFlow(flow: ModalFlowHandle): void;
  /**
   * Per-store state of a part that loads on demand (the wallet manager): created by `create` on the first call
   * with `key`, then the same value. The store owns it, so no module keeps a table keyed by store.
   */
  slot<T>(key: symbol, create: () => T): T;
}
