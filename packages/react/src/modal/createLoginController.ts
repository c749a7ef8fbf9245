import type { AuthResult, CaptchaProvider as CaptchaProviderName, User } from "@foyer/core/api";
import { createMachineRunner } from "@foyer/core/client";
import { FoyerError } from "@foyer/core/errors";
import { type LoginEffect, type LoginEvent, type LoginOptions, type LoginState, loginMachine } from "@foyer/core/login";
import type { ConnectedWalletInfo, FoyerStore } from "../provider/createFoyerStore.ts";
import { toFlowError } from "../provider/toFlowError.ts";
import type { CaptchaProvider } from "../screens/captcha/createCaptchaProvider.ts";
import { writeRecentLogin } from "../screens/login/recentLogin.ts";
import { isInAppBrowser } from "../screens/oauth/isInAppBrowser.ts";
import { openPopup } from "./openPopup.ts";

/** Mirrors runTelegram's constant (kept here so the popup opens without waiting for that chunk). */
const DEV_TELEGRAM_BOT_NAME = "foyer_dev_bot";
const devTelegramUrl = (serverUrl: string, origin: string) =>
  `${new URL("/dev/telegram", serverUrl).toString()}?origin=${encodeURIComponent(origin)}`;

export interface LoginController {
  getState(): LoginState;
  subscribe(listener: () => void): () => void;
  send(event: LoginEvent): void;
  /** The code input registers how to focus box `index`; a focus requested before that is replayed. */
  registerFocus(focus: ((index: number) => void) | null): void;
  dispose(): void;
}

/**
 * Hosts the login machine for one opening of the modal: keeps its state, runs its effects
 * (API calls, timers, focus, storage) and feeds the results back as events.
 */
export interface LoginControllerOptions extends Omit<LoginOptions, "createEmbeddedWallet"> {
  /** Which captcha provider solves (when `captchaEnabled`); default ALTCHA. */
  captcha?: { provider: CaptchaProviderName; siteKey: string | null };
  /**
   * Post-login hook of the embedded-wallet issue: creates the wallets this user needs, calling
   * `onStart` just before the first one is really created (the "Creating your wallet" screen shows then).
   */
  createEmbeddedWallet?: (onStart: () => void) => Promise<void>;
  /** Link mode as an update: the email address / phone number being replaced by the one entered. */
  replacing?: string;
}

export function createLoginController(store: FoyerStore, options: LoginControllerOptions): LoginController {
  const runner = createMachineRunner<LoginState, LoginEvent, LoginEffect>({
    initial: loginMachine.initial({ ...options, createEmbeddedWallet: options.createEmbeddedWallet !== undefined }),
    transition: loginMachine.transition,
    run,
  });
  const { send } = runner;
  const state = () => runner.getState();
  const mode = options.mode ?? "login";
  let captcha: Promise<CaptchaProvider> | null = null;
  // Loaded with the captcha screen only: the provider module, and through it ALTCHA's solver or a widget script.
  const captchaProvider = (): Promise<CaptchaProvider> => {
    captcha ??= import("../screens/captcha/createCaptchaProvider.ts").then((m) =>
      m.createCaptchaProvider(options.captcha?.provider ?? "altcha", options.captcha?.siteKey ?? null, store.api),
    );
    return captcha;
  };
  let focus: ((index: number) => void) | null = null;
  let pendingFocus: number | null = null;
  let signedIn: { user: User; isNewUser: boolean } | null = null;
  /** Connect-only mode: the wallet that connected (reported to the host on close). */
  let connectedWallet: ConnectedWalletInfo | null = null;

  function run(effect: Exclude<LoginEffect, { type: "startTimer" | "cancelTimer" }>): void {
    switch (effect.type) {
      case "sendCode":
        (effect.channel
          ? store.api.passwordlessSms.init({
              phoneNumber: effect.email,
              channel: effect.channel,
              captchaToken: effect.captchaToken,
            })
          : store.api.passwordless.init({ email: effect.email, captchaToken: effect.captchaToken })
        ).then(
          () => send(effect.resend ? { type: "resendSucceeded" } : { type: "codeSent" }),
          (error: unknown) => {
            const flowError = toFlowError(error);
            send(
              effect.resend ? { type: "resendFailed", error: flowError } : { type: "sendCodeFailed", error: flowError },
            );
          },
        );
        return;
      case "authenticate":
        (effect.channel
          ? store.api.passwordlessSms.authenticate({ phoneNumber: effect.email, code: effect.code, mode: effect.mode })
          : store.api.passwordless.authenticate({ email: effect.email, code: effect.code, mode: effect.mode })
        ).then(
          async (result) => {
            if (runner.disposed) return;
            await store.session.setSession(result);
            signedIn = { user: result.user, isNewUser: result.isNewUser };
            send({
              type: "authenticated",
              hasAcceptedTerms: result.user.hasAcceptedTerms,
              isNewUser: result.isNewUser,
            });
          },
          (error: unknown) => send({ type: "authenticateFailed", error: toFlowError(error) }),
        );
        return;
      case "link":
        linkCall(effect.email, effect.code, effect.channel).then(
          (user) => {
            signedIn = { user, isNewUser: false };
            send({ type: "linked" });
          },
          (error: unknown) => send({ type: "authenticateFailed", error: toFlowError(error) }),
        );
        return;
      case "checkCaptchaProvider":
        captchaProvider().then(
          (provider) => send({ type: "captcha", event: { type: "providerChecked", ready: provider.isReady() } }),
          () => send({ type: "captcha", event: { type: "providerChecked", ready: false } }),
        );
        return;
      case "executeCaptcha":
        captchaProvider()
          .then((provider) => provider.execute(effect.reset))
          .then(
            (token) => send({ type: "captcha", event: { type: "solved", token } }),
            () => send({ type: "captcha", event: { type: "solveFailed" } }),
          );
        return;
      case "passkey":
        import("../screens/passkey/runPasskey.ts")
          .then((m) => m.runPasskey(store, effect.action, effect.mode))
          .then(
            async (outcome) => {
              if (runner.disposed) return;
              if (outcome.kind === "linked") {
                signedIn = { user: outcome.user, isNewUser: false };
                send({ type: "linked" });
                return;
              }
              await store.session.setSession(outcome.result);
              signedIn = { user: outcome.result.user, isNewUser: outcome.result.isNewUser };
              send({
                type: "authenticated",
                hasAcceptedTerms: outcome.result.user.hasAcceptedTerms,
                isNewUser: outcome.result.isNewUser,
              });
            },
            (error: unknown) => send({ type: "passkeyFailed", error: toFlowError(error) }),
          );
        return;
      case "oauth": {
        const run = { provider: effect.provider, action: effect.action, ...(effect.mode ? { mode: effect.mode } : {}) };
        // Redirect mode (the host's choice, or in-app browsers where popups fail) for OAuth, SSO and cross-app.
        const redirect =
          store.clientConfig.oauth?.mode === "redirect" || isInAppBrowser(globalThis.navigator?.userAgent);
        // Opened blank in the click's own task so popup blockers let it through; sent to the provider later.
        const popup = redirect ? null : openPopup("foyer-oauth");
        if (!redirect && !popup) {
          send({
            type: "externalFailed",
            error: toFlowError(new FoyerError("unknown_auth_error", "Unable to authorize user")),
          });
          return;
        }
        settleExternal(
          import("../screens/oauth/runOAuth.ts").then((m) =>
            popup ? m.runOAuthPopup(store, popup, run) : m.runOAuthRedirect(store, run),
          ),
        );
        return;
      }
      case "telegram": {
        const bot = store.getSnapshot().config?.server?.telegram_auth_config?.bot_name;
        // The development app's bot is served by the Foyer server's /dev/telegram stand-in, in a popup.
        const popup =
          bot === undefined || bot === DEV_TELEGRAM_BOT_NAME
            ? openPopup("foyer-telegram", devTelegramUrl(store.serverUrl, window.location.origin))
            : null;
        settleExternal(
          import("../screens/telegram/runTelegram.ts").then((m) =>
            m.runTelegram(store, { action: effect.action, popup, ...(effect.mode ? { mode: effect.mode } : {}) }),
          ),
        );
        return;
      }
      case "wallet": {
        const mode = state().disableSignup && state().mode === "login" ? ("no-signup" as const) : undefined;
        void import("../wallets/runWalletEffect.ts").then((m) =>
          m.runWalletEffect(store, effect.effect, {
            send,
            ...(mode ? { mode } : {}),
            settle: settleExternal,
            connected: (wallet) => {
              connectedWallet = wallet;
            },
          }),
        );
        return;
      }
      case "farcaster":
        import("../screens/farcaster/runFarcasterEffect.ts")
          .then((m) =>
            m.runFarcasterEffect(store, effect.effect, {
              action: effect.action,
              ...(effect.mode ? { mode: effect.mode } : {}),
            }),
          )
          .then(
            async (outcome) => {
              if (runner.disposed) return;
              if (outcome.kind === "event") return send({ type: "farcaster", event: outcome.event });
              if (outcome.kind === "linked") {
                signedIn = { user: outcome.user, isNewUser: false };
                return send({ type: "linked" });
              }
              await store.session.setSession(outcome.result);
              signedIn = { user: outcome.result.user, isNewUser: outcome.result.isNewUser };
              send({
                type: "authenticated",
                hasAcceptedTerms: outcome.result.user.hasAcceptedTerms,
                isNewUser: outcome.result.isNewUser,
              });
            },
            // Only the chunk can fail to load here (the calls never reject): the screen's Retry applies.
            (error: unknown) => send({ type: "farcaster", event: { type: "openFailed", error: toFlowError(error) } }),
          );
        return;
      case "transferAccount":
        transferApi(effect.account.type, effect.account.address)
          .transfer({ nonce: effect.nonce })
          .then(
            (user) => {
              signedIn = { user, isNewUser: false };
              send({ type: "transfer", event: { type: "transferSucceeded" } });
            },
            (error: unknown) =>
              send({ type: "transfer", event: { type: "transferFailed", error: toFlowError(error) } }),
          );
        return;
      case "copy":
        void globalThis.navigator?.clipboard?.writeText(effect.text).catch(() => {});
        return;
      case "createEmbeddedWallet":
        (options.createEmbeddedWallet ?? (() => Promise.reject(new Error("no embedded wallet creator"))))(() =>
          send({ type: "walletCreationStarted" }),
        ).then(
          () => send({ type: "walletCreated" }),
          (error: unknown) => send({ type: "walletCreationFailed", error: toFlowError(error) }),
        );
        return;
      case "analytics":
        void store.api.analytics.send({ eventName: effect.eventName }).catch(() => {});
        return;
      case "focusBox":
        if (focus) focus(effect.index);
        else pendingFocus = effect.index;
        return;
      case "acceptTerms":
        store.api.users.acceptTerms().then(
          async (user) => {
            if (signedIn) signedIn = { ...signedIn, user };
            await store.session.refreshUser().catch(() => {});
            send({ type: "termsAccepted" });
          },
          (error: unknown) => send({ type: "termsFailed", error: toFlowError(error) }),
        );
        return;
      case "logout":
        void store.logout().catch(() => {});
        return;
      case "rememberLogin":
        // Spec 000 §2: cross-app logins are not remembered.
        if (effect.method === "oauth" && effect.provider?.startsWith("foyer:")) return;
        writeRecentLogin(store.appId, {
          accountType:
            effect.method === "sms" ? "phone" : effect.method === "oauth" ? `${effect.provider}_oauth` : effect.method,
          ...(effect.walletClientType ? { walletClientType: effect.walletClientType } : {}),
          ...(effect.chainType ? { chainType: effect.chainType } : {}),
        });
        return;
      case "reportError":
        // Connect-only openings report to useConnectWallet's callbacks, not to the login listeners.
        if (options.connectWalletOnly) store.reportWalletConnectError(effect.error.code);
        else store.reportLoginError(effect.error.code, effect.error.message);
        return;
      case "close":
        dispose();
        if (options.connectWalletOnly) {
          store.finishConnectWallet(
            effect.outcome === "success" && connectedWallet
              ? { wallet: connectedWallet }
              : { error: "generic_connect_wallet_error" },
          );
        } else if (mode === "link") {
          store.finishLink(
            effect.outcome === "success" && signedIn
              ? { user: signedIn.user }
              : // updateEmail / updatePhone are update flows: their exit has its own code (spec 000 §8).
                { error: options.replacing ? "exited_update_flow" : "exited_link_flow" },
          );
        } else if (effect.outcome === "success" && signedIn) {
          store.finishLogin({ result: { ...signedIn, loginMethod: state().method } });
        } else {
          store.finishLogin({ error: "exited_auth_flow" });
        }
        return;
    }
  }

  /** The transfer endpoint of the account kind that belongs to another user. */
  function transferApi(type: string, address = ""): { transfer(input: { nonce: string }): Promise<User> } {
    if (type === "wallet") return address.startsWith("0x") ? store.api.siwe : store.api.siws;
    if (type === "phone") return store.api.passwordlessSms;
    if (type === "telegram") return store.api.telegram;
    if (type === "farcaster") return store.api.farcaster;
    if (type.endsWith("_oauth") || type.startsWith("custom_oauth")) return store.api.oauth;
    return store.api.passwordless;
  }

  /** Feeds an OAuth / Telegram outcome back: signed in (session stored) or linked, else the failure. */
  function settleExternal(
    outcome: Promise<
      { kind: "signedIn"; result: AuthResult } | { kind: "linked"; user: User; alreadyLinked?: boolean }
    >,
    onError: (error: unknown) => void = (error) => send({ type: "externalFailed", error: toFlowError(error) }),
  ): void {
    outcome.then(async (done) => {
      if (runner.disposed) return;
      if (done.kind === "linked") {
        signedIn = { user: done.user, isNewUser: false };
        send(done.alreadyLinked ? { type: "linked", alreadyLinked: true } : { type: "linked" });
        return;
      }
      await store.session.setSession(done.result);
      signedIn = { user: done.result.user, isNewUser: done.result.isNewUser };
      send({
        type: "authenticated",
        hasAcceptedTerms: done.result.user.hasAcceptedTerms,
        isNewUser: done.result.isNewUser,
      });
    }, onError);
  }

  /** Link mode's final call: a link, or (updateEmail / updatePhone) the replacement of the old account. */
  function linkCall(destination: string, code: string, channel?: string): Promise<User> {
    const replacing = options.replacing;
    if (channel) {
      return replacing
        ? store.api.passwordlessSms.update({ oldPhoneNumber: replacing, newPhoneNumber: destination, code })
        : store.api.passwordlessSms.link({ phoneNumber: destination, code });
    }
    return replacing
      ? store.api.passwordless.update({ oldAddress: replacing, newAddress: destination, code })
      : store.api.passwordless.link({ email: destination, code });
  }

  function dispose(): void {
    runner.dispose();
  }
  runner.onDispose(() => void captcha?.then((provider) => provider.dispose()).catch(() => {}));

  // Back from a full-page redirect: the machine starts pending on the OAuth screen; finish the flow.
  if (options.resumeOAuth) {
    settleExternal(
      import("../screens/oauth/runOAuth.ts")
        .then((m) => m.resumeOAuthRedirect(store))
        .then((outcome) => outcome ?? Promise.reject(new FoyerError("oauth_unexpected"))),
    );
  }

  return {
    getState: runner.getState,
    subscribe: runner.subscribe,
    send,
    registerFocus(next) {
      focus = next;
      if (next && pendingFocus !== null) {
        const index = pendingFocus;
        pendingFocus = null;
        next(index);
      }
    },
    dispose,
  };
}
