import { SUCCESS_AUTO_CLOSE_MS } from "../../../constants.ts";
import type { WalletOption } from "../../../wallets/buildWalletList.ts";
import type { LoginKit, LoginMethodDefinition } from "../../login/LoginMethodDefinition.ts";
import { leaveCaptchaThen, withToken } from "../../login/leaveCaptchaThen.ts";
import type { LoginEffect, LoginState, LoginStep, LoginTransition, SignedIn } from "../../login/loginTypes.ts";
import {
  type WalletFlowEffect,
  type WalletFlowEvent,
  type WalletFlowState,
  type WalletListOverride,
  type WalletTimerId,
  walletConnectMachine,
} from "../../walletConnect/walletConnectMachine.ts";

/** External wallets: list, network choice, connection and sign-in status, install, redirect, Ledger choice. */
export interface WalletsStep {
  name: "wallets";
  flow: WalletFlowState;
}

export type WalletLoginEvent =
  /** "Continue with a wallet": the external wallet list. */
  | { type: "openWallets"; option?: WalletOption }
  /** Any event of the external wallet flow (wallets step). */
  | { type: "wallet"; event: WalletFlowEvent };

/** Wallet runtime work (connect, sign in / link, open a link); answers come back as `wallet` events. */
export type WalletLoginEffect = {
  type: "wallet";
  effect: Extract<WalletFlowEffect, { type: "connect" | "signIn" | "openUrl" }>;
  /** For siwe/init or siws/init (a sign-in or link) when the app has captcha on. */
  captchaToken?: string;
};

declare module "../../login/loginTypes.ts" {
  interface LoginMethodSteps {
    wallet: WalletsStep;
  }
  interface LoginMethodEvents {
    wallet: WalletLoginEvent;
  }
  interface LoginMethodEffects {
    wallet: WalletLoginEffect;
  }
  interface LoginMethodTimers {
    wallet: WalletTimerId;
  }
}

const TIMERS: readonly WalletTimerId[] = [
  "walletSignDelay",
  "walletStillHere",
  "walletDone",
  "walletRequestTimeout",
  "walletCopyReset",
];

/** The wallet list step of a fresh wallet flow. */
function walletStep(purpose: "login" | "link" | "connect", mobile = false, list?: WalletListOverride): LoginStep {
  return { name: "wallets", flow: walletConnectMachine.initial({ purpose, mobile, ...(list ? { list } : {}) }).state };
}

/** Runs an event through the wallet flow and carries its effects out in login terms. */
function delegateWallet(state: LoginState, event: WalletFlowEvent, kit: LoginKit): LoginTransition {
  const step = state.step;
  if (step.name !== "wallets") return { state, effects: [] };
  const result = walletConnectMachine.transition(step.flow, event);
  let out: LoginTransition = { state: { ...state, step: { ...step, flow: result.state } }, effects: [] };
  let signIn: Extract<WalletFlowEffect, { type: "signIn" }> | null = null;
  for (const effect of result.effects) {
    switch (effect.type) {
      case "signIn":
        // siwe/init and siws/init are captcha-protected: the captcha first, then this sign-in with its token.
        if (out.state.captchaEnabled) signIn = effect;
        else out.effects.push({ type: "wallet", effect });
        break;
      case "connect":
      case "openUrl":
        out.effects.push({ type: "wallet", effect });
        break;
      case "startTimer":
      case "cancelTimer":
      case "reportError":
        out.effects.push(effect);
        break;
      case "finish":
        if (effect.outcome === "exit") {
          out = out.state.history.length > 0 ? kit.backInHistory(out.state) : kit.close(out.state);
        } else if (effect.outcome === "gated") {
          out = kit.toError(out.state, effect.error, out.effects);
        } else if (effect.outcome === "connected") {
          const signedIn: SignedIn = { hasAcceptedTerms: true, isNewUser: false };
          out = { state: { ...out.state, signedIn }, effects: [...out.effects, ...kit.closeSignedIn(out.state)] };
        }
        // "signedIn" / "linked" are driven by the login flow's own `authenticated` / `linked` events.
        break;
    }
  }
  if (signIn && out.state.step.name === "wallets") {
    // The wallet screen is kept as it is (mid-connection) for the return.
    const captcha = kit.startCaptcha(out.state, { method: "wallet", purpose: "signIn", data: signIn }, { keep: true });
    return { state: captcha.state, effects: [...out.effects, ...captcha.effects] };
  }
  return out;
}

/**
 * The wallet signed in (or was linked: `signedIn` null): the status screen shows its success, and the
 * post-login pipeline runs from there (terms, embedded wallet, or close after the success delay).
 */
function walletSignedIn(
  state: LoginState,
  signedIn: SignedIn | null,
  kit: LoginKit,
  alreadyLinked = false,
): LoginTransition {
  const step = state.step;
  if (step.name !== "wallets") return { state, effects: [] };
  const flow = walletConnectMachine.transition(step.flow, {
    type: "signedIn",
    attempt: step.flow.attempt,
    alreadyLinked,
  });
  if (flow.state.stage !== "done") return { state, effects: [] };
  // The flow's own close timer is replaced by the login flow's post-login timer.
  const base: LoginState = { ...state, history: [], step: { ...step, flow: flow.state } };
  const timers: LoginEffect[] = [
    { type: "cancelTimer", id: "walletDone" },
    { type: "cancelTimer", id: "walletStillHere" },
    { type: "cancelTimer", id: "walletRequestTimeout" },
  ];
  if (!signedIn) {
    return {
      state: { ...base, signedIn: { hasAcceptedTerms: true, isNewUser: false } },
      effects: [...timers, { type: "startTimer", id: "postLogin", ms: SUCCESS_AUTO_CLOSE_MS }],
    };
  }
  return {
    state: { ...base, signedIn },
    effects: [...timers, { type: "startTimer", id: "postLogin", ms: kit.postLoginDecision(state, signedIn).delayMs }],
  };
}

/**
 * External wallets (SIWE and SIWS): the wallet list, connection and signature behind the wallet screens; also
 * the connect-only flow of `connectWallet()`, which signs nobody in.
 */
export const walletMethod: LoginMethodDefinition = {
  id: "wallet",
  steps: ["wallets"],
  timers: TIMERS,
  linkMethod: "wallet",
  initial(options, landing) {
    const list = options.walletListOverride;
    if (options.connectWalletOnly) {
      return {
        ...landing(),
        step: walletStep("connect", options.mobile, list),
        connectWalletOnly: true,
        method: "wallet",
      };
    }
    // login({ preSelectedWalletId }): the wallet flow over the landing screen, which Back returns to.
    if ((options.mode ?? "login") === "login" && !options.resumeOAuth && list?.preSelectedWalletId) {
      const opened = landing();
      return { ...opened, method: "wallet", step: walletStep("login", options.mobile, list), history: [opened.step] };
    }
    return null;
  },
  start(start) {
    if (start.connectWalletOnly) return walletStep("connect", start.mobile);
    if (start.mode !== "link" || start.linkMethod !== "wallet") return null;
    return walletStep("link", start.mobile, start.options?.walletListOverride);
  },
  transition(state, event, kit): LoginTransition | null {
    const step = state.step;
    switch (event.type) {
      case "openWallets": {
        if (step.name !== "landing" && step.name !== "moreOptions") return { state, effects: [] };
        const opened = kit.go(
          { ...state, method: "wallet" },
          walletStep(state.mode === "link" ? "link" : "login", state.mobile),
        );
        // Wallet-first mode: a wallet picked on the main screen is selected at once.
        return event.option ? delegateWallet(opened.state, { type: "select", option: event.option }, kit) : opened;
      }
      case "wallet":
        return delegateWallet(state, event.event, kit);
      case "timer":
        if (!TIMERS.includes(event.id as WalletTimerId)) return null;
        return delegateWallet(state, { type: "timer", id: event.id as WalletTimerId }, kit);
      default:
        return null;
    }
  },
  settle(step) {
    if (step.name !== "wallets") return step;
    // Returning to the list shows the list: the host's preselected wallet applied once.
    const { preSelectedWalletId: _once, ...list } = step.flow.list ?? {};
    return {
      ...step,
      flow: walletConnectMachine.initial({
        purpose: step.flow.purpose,
        mobile: step.flow.mobile,
        ...(step.flow.list ? { list } : {}),
      }).state,
    };
  },
  leaveCaptcha: (state, error, kit) =>
    leaveCaptchaThen(state, error, kit, (back, token, request) => ({
      state: back,
      effects: [
        {
          type: "wallet",
          effect: request.data as Extract<WalletFlowEffect, { type: "signIn" }>,
          ...withToken(token),
        },
      ],
    })),
  authenticated: (state, signedIn, kit) =>
    state.step.name === "wallets" ? walletSignedIn(state, signedIn, kit) : null,
  linked: (state, alreadyLinked, kit) =>
    state.step.name === "wallets" ? walletSignedIn(state, null, kit, alreadyLinked) : null,
  back: (state, kit) =>
    state.step.name === "wallets" && !state.signedIn ? delegateWallet(state, { type: "back" }, kit) : null,
  showsResult: (state) => state.step.name === "wallets",
  closesAfterSignIn: (state, next) =>
    state.step.name === "wallets" && (next === "close" || (state.step.flow.stage === "done" && state.mode === "link")),
  /** Remembers the wallet client and chain of a wallet sign-in for the "Recent" / "Last used" chips. */
  remember(state) {
    const step = state.step;
    const choice = step.name === "wallets" ? step.flow.choice : null;
    if (!choice || state.connectWalletOnly) return [];
    return [
      {
        type: "rememberLogin",
        accountType: "wallet",
        walletClientType: choice.walletClientType,
        chainType: choice.chain,
      },
    ];
  },
};
