import type { LoginMode, SmsChannel } from "../../api/wire.ts";
import type {
  AccountTransferEvent,
  AccountTransferState,
  AccountTransferTimerId,
} from "../accountTransfer/accountTransferMachine.ts";
import type { CaptchaEvent, CaptchaState, CaptchaTimerId } from "../captcha/captchaMachine.ts";
import type { FlowError } from "../codeEntry/codeEntryMachine.ts";
import type { WalletListOverride } from "../walletConnect/walletConnectMachine.ts";

/**
 * The vocabulary of the login modal (spec 000 §2 screens, §4 "After successful sign-in" and "Sign-in error
 * routing", §8 error screens). The shared steps (landing, captcha, terms, gates, account transfer, success) are
 * written here; every login method adds its own steps, events, effects and timers to the four registries below
 * by declaration merging, from its own folder (`flows/loginMethods/<method>/`), so the unions stay exhaustive
 * for the screen router and the tests while no shared file names a method.
 */

/** Steps of each login method, by method id: `interface LoginMethodSteps { email: EmailStep }`. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each method's declaration merging
export interface LoginMethodSteps {}
/** Events of each login method, by method id. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each method's declaration merging
export interface LoginMethodEvents {}
/** Effects of each login method, by method id (the client's runner for that method carries them out). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each method's declaration merging
export interface LoginMethodEffects {}
/** Timer ids of each login method, by method id. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each method's declaration merging
export interface LoginMethodTimers {}

/** Inline error under an email (or phone) field. The UI maps kinds to catalogue texts. */
export interface EmailFormError {
  kind: "invalid_email" | "invalid_phone" | "plus_email" | "too_many_requests" | "server_message";
  /** The server's message, for kind "server_message". */
  message?: string;
  /** Seconds the server asked to wait, for kind "too_many_requests" when known (the screen counts down). */
  retryAfter?: number;
}

/** The email form: inline on the landing screen (email is its first entry) and on the email screen. */
export interface EmailFormState {
  email: string;
  status: "idle" | "sending";
  error: EmailFormError | null;
}

/** Which kind of account link mode adds. */
export type LinkMethod = "email" | "phone" | "passkey" | "oauth" | "telegram" | "wallet" | "farcaster";

/**
 * The method a modal session signs in (or links) with: a registered method's id. Remembered for the "Recent"
 * chip as the method decides.
 */
export type LoginFlowMethod =
  | "email"
  | "sms"
  | "passkey"
  | "oauth"
  | "telegram"
  | "wallet"
  | "farcaster"
  | (string & {});

/** Status of a sign-in that happens outside the modal (OAuth popup or redirect, Telegram widget, passkey prompt). */
export type ExternalStatus = "idle" | "pending" | "done" | "failed";

/** What a captcha protects: the method that asked, the call it is for, and that call's own inputs. */
export interface CaptchaRequest {
  /** The method whose call needs the token. */
  method: string;
  /** Which call: "sendCode" / "resend" for codes, "init" for a method's first server call. */
  purpose: string;
  /** The destination of a code (email, or E.164 phone number with `channel`). */
  email?: string;
  channel?: SmsChannel;
  /** Anything else the method needs to resume its call. */
  data?: unknown;
  /**
   * The call must come from the user's own click (a popup, the browser's passkey prompt): the captcha waits
   * for "Continue" instead of continuing by itself, whatever the app's setting.
   */
  userIntentRequired?: boolean;
}

export type SharedLoginStep =
  /** Main login screen; email is an inline form on it. */
  | { name: "landing"; form: EmailFormState }
  /** Overflow list when there are more than MAX_LOGIN_ENTRIES entries. */
  | { name: "moreOptions" }
  /** Captcha before a protected call (app has captcha enabled): a fresh token per call, resends included. */
  | ({ name: "captcha"; captcha: CaptchaState } & CaptchaRequest)
  /** Embedded wallet creation after sign-in; `failed`: 'Something went wrong' with 'Close' (spec 001 §2). */
  | { name: "createWallet"; failed?: boolean }
  /**
   * Terms screen (affirmative consent) after sign-in when the app requires it; `failed`: the last Accept did not
   * reach the server (the screen says so and Accept tries again).
   */
  | { name: "terms"; status: "idle" | "accepting"; failed?: boolean }
  /** "You're logged in" (or, after linking, the account was added), then the modal closes. */
  | { name: "success"; linked?: boolean }
  /** Generic error screen (spec 000 §8 "Error screens"). */
  | { name: "error"; error: FlowError }
  | { name: "allowlist"; error: FlowError }
  | { name: "userLimit"; error: FlowError }
  | { name: "accountNotFound"; error: FlowError }
  | { name: "accountTransfer"; error: FlowError; transfer: AccountTransferState };

type Registered<R> = R[keyof R];

export type LoginStep = SharedLoginStep | Registered<LoginMethodSteps>;
export type LoginStepName = LoginStep["name"];

export interface SignedIn {
  hasAcceptedTerms: boolean;
  isNewUser: boolean;
}

export interface LoginOptions {
  requireTermsAcceptance: boolean;
  /** The app requires a captcha token on every protected call. */
  captchaEnabled?: boolean;
  /** Captcha waits for the user's "Continue" after it is solved (spec 000 §4 "user intent"). */
  captchaUserIntentRequired?: boolean;
  /** "link": add an account to the signed-in user (starts at that method's screen, links instead of signing in). */
  mode?: "login" | "link";
  /** Sign in only: the server answers user_does_not_exist instead of creating a user (spec §3 "Login data"). */
  disableSignup?: boolean;
  /**
   * An embedded wallet is created after sign-in (a creator is plugged in and the app asks for it): true, or the
   * creator itself (the login controller's options, `LoginControllerOptions`, are the machine's too).
   */
  createEmbeddedWallet?: boolean | ((onStart: () => void) => Promise<void>);
  /** Link mode: which account is added (default email). */
  linkMethod?: LinkMethod;
  /** Link mode with linkMethod "oauth": the provider to link. */
  linkProvider?: string;
  /** Back from a full-page OAuth redirect with this provider: start on its status screen, pending. */
  resumeOAuth?: string;
  /** Open on the wallet list to connect a wallet without signing in (`connectWallet()`). */
  connectWalletOnly?: boolean;
  /**
   * The wallet list of that opening, when the host gave one. With `preSelectedWalletId`, the wallet flow opens
   * directly on that wallet: for `connectWallet()` and `linkWallet()`, and for `login()` over the landing
   * screen (Back returns there).
   */
  walletListOverride?: WalletListOverride;
  /** The page runs on a phone (wallets not in the page open through their mobile links). */
  mobile?: boolean;
}

export interface LoginState {
  mode: "login" | "link";
  linkMethod: LinkMethod;
  /** The method in use (set when a method starts its sign-in). */
  method: LoginFlowMethod;
  captchaEnabled: boolean;
  captchaUserIntentRequired?: boolean;
  disableSignup: boolean;
  createEmbeddedWallet: boolean;
  /**
   * The wallet step runs but has not started creating (the runtime first checks the user needs a wallet):
   * the current screen stays, so "Creating your wallet" shows only once `walletCreationStarted` arrives.
   */
  walletCreationPending?: boolean;
  step: LoginStep;
  /** Steps to return to with Back / Retry, most recent last. */
  history: LoginStep[];
  requireTermsAcceptance: boolean;
  /** Set once a sign-in succeeded in this modal session. */
  signedIn: SignedIn | null;
  /** The OAuth provider of the current flow (remembered as "<provider>_oauth" for the "Recent" chip). */
  oauthProvider?: string;
  /** Connect-only wallet flow (no sign-in). */
  connectWalletOnly?: boolean;
  mobile?: boolean;
  /** A solved captcha token waiting for the method call it was solved for (single use). */
  captchaToken?: string;
}

export type LoginTimerId = CaptchaTimerId | AccountTransferTimerId | "postLogin" | Registered<LoginMethodTimers>;

export type SharedLoginEvent =
  | { type: "openMoreOptions" }
  /** A method's call signed the user in (its session is stored). */
  | { type: "authenticated"; hasAcceptedTerms: boolean; isNewUser: boolean }
  /** Link mode: the account was linked to the signed-in user. */
  /** `alreadyLinked`: a wallet link found the wallet already on this user ("Wallet was already linked."). */
  | { type: "linked"; alreadyLinked?: boolean }
  | { type: "captcha"; event: CaptchaEvent }
  | { type: "transfer"; event: AccountTransferEvent }
  | { type: "walletCreationStarted" }
  | { type: "walletCreated" }
  | { type: "walletCreationFailed"; error: FlowError }
  | { type: "acceptTerms" }
  | { type: "termsAccepted" }
  | { type: "termsFailed"; error: FlowError }
  | { type: "declineTerms" }
  | { type: "timer"; id: LoginTimerId }
  | { type: "back" }
  /** Error screen "Retry": the previous screen, or the login screen. */
  | { type: "retry" }
  /** Start over on the main login screen (gating screens' buttons). */
  | { type: "restart" }
  | { type: "close" };

export type LoginEvent = SharedLoginEvent | Registered<LoginMethodEvents>;

export type SharedLoginEffect =
  /** Captcha: is the provider ready (answer `providerChecked`)? / solve (answer `solved` / `solveFailed`). */
  | { type: "checkCaptchaProvider" }
  | { type: "executeCaptcha"; reset: boolean }
  | { type: "transferAccount"; nonce: string; account: { type: string; address: string } }
  | { type: "copy"; text: string }
  /** Post-login hook: create the embedded wallet (answer `walletCreated` / `walletCreationFailed`). */
  | { type: "createEmbeddedWallet" }
  | { type: "analytics"; eventName: string }
  | { type: "startTimer"; id: LoginTimerId; ms: number }
  | { type: "cancelTimer"; id: LoginTimerId }
  | { type: "acceptTerms" }
  /** Sign the user out (terms declined). */
  | { type: "logout" }
  /**
   * Remember the login for the "Recent" chip (only when the modal closes signed in): the entry stored (its
   * `accountType` is the method's own, `RecentLogin` of runtime/login/recentLogin.ts).
   */
  | {
      type: "rememberLogin";
      accountType: string;
      walletClientType?: string;
      chainType?: "ethereum" | "solana";
    }
  /** An error screen was reached: report to the host's onError. */
  | { type: "reportError"; error: FlowError }
  | { type: "close"; outcome: "success" | "exited" };

export type LoginEffect = SharedLoginEffect | Registered<LoginMethodEffects>;

export interface LoginTransition {
  state: LoginState;
  effects: LoginEffect[];
}

/** `mode: "no-signup"` on a login call when the app asked for sign-in only. */
export function loginModeOf(state: LoginState): { mode?: LoginMode } {
  return state.mode === "login" && state.disableSignup ? { mode: "no-signup" } : {};
}
