import {
  COPY_TEXT_CONFIRMATION_MS,
  METAMASK_WALLETCONNECT_SIGN_DELAY_MS,
  SUCCESS_AUTO_CLOSE_MS,
  TIMING_LONG_MS,
  WALLET_CONNECT_MAX_RETRIES,
  WALLET_REQUEST_TIMEOUT_MS,
} from "../../constants.ts";
import type { WalletOption, WalletTarget } from "../../wallets/buildWalletList.ts";
import type { FlowError } from "../codeEntry/codeEntryMachine.ts";
import { classifyWalletError } from "./classifyWalletError.ts";
import {
  offersConnectionReset,
  type WalletChoice,
  type WalletFlowEffect,
  type WalletFlowEvent,
  type WalletFlowOptions,
  type WalletFlowState,
  type WalletFlowTransition,
  type WalletTimerId,
} from "./walletFlowTypes.ts";

/**
 * External wallet selection, connection and sign-in as a pure machine; its states, events and effects are in
 * walletFlowTypes.ts.
 */
export type {
  WalletChoice,
  WalletFlowEffect,
  WalletFlowEvent,
  WalletFlowOptions,
  WalletFlowState,
  WalletFlowTransition,
  WalletListOverride,
  WalletPurpose,
  WalletScreenName,
  WalletStage,
  WalletTimerId,
} from "./walletFlowTypes.ts";
export { offersConnectionReset } from "./walletFlowTypes.ts";

const timers: WalletTimerId[] = [
  "walletSignDelay",
  "walletStillHere",
  "walletDone",
  "walletRequestTimeout",
  "walletCopyReset",
];
const cancelAll: WalletFlowEffect[] = timers.map((id) => ({ type: "cancelTimer", id }));
/** Started with every request that waits on the wallet (connect, sign), so a silent wallet ends in an error. */
const startRequestTimeout: WalletFlowEffect = {
  type: "startTimer",
  id: "walletRequestTimeout",
  ms: WALLET_REQUEST_TIMEOUT_MS,
};
const stopRequestTimeout: WalletFlowEffect = { type: "cancelTimer", id: "walletRequestTimeout" };

/** The error a request timeout reports (client_request_timeout: "Wallet request timed out" on the screen). */
const REQUEST_TIMED_OUT: FlowError = {
  code: "client_request_timeout",
  message: "Wallet request timed out",
  status: null,
};

function initial(options: WalletFlowOptions): WalletFlowTransition {
  const state: WalletFlowState = {
    purpose: options.purpose,
    mobile: options.mobile ?? false,
    screen: "list",
    search: "",
    chainFilter: "all",
    option: null,
    choice: null,
    stage: "idle",
    pairingUri: null,
    address: null,
    retries: 0,
    error: null,
    attempt: 0,
    ledger: null,
    stillHere: false,
    alreadyLinked: false,
    ...(options.list ? { list: options.list } : {}),
    ...(options.list?.preSelectedWalletId ? { preselect: options.list.preSelectedWalletId } : {}),
  };
  return options.preselected ? select(state, options.preselected) : { state, effects: [] };
}

const choiceOf = (option: WalletOption, target: WalletTarget): WalletChoice => ({
  ...target,
  walletClientType: option.walletClientType,
  name: option.name,
  icon: option.icon,
});

function select(withPending: WalletFlowState, option: WalletOption): WalletFlowTransition {
  const { preselect: _dropped, ...state } = withPending;
  const [first, second] = option.targets;
  if (!first) {
    // Not in the page and nothing else connects it: on a phone, open it in the wallet's own browser.
    if (state.mobile && option.mobileBrowseLink) {
      return {
        state: { ...state, screen: "redirect", option, stillHere: false },
        effects: [
          { type: "openUrl", url: option.mobileBrowseLink },
          { type: "startTimer", id: "walletStillHere", ms: TIMING_LONG_MS },
        ],
      };
    }
    return { state: { ...state, screen: "install", option }, effects: [] };
  }
  if (second) return { state: { ...state, screen: "network", option }, effects: [] };
  return connect({ ...state, option }, choiceOf(option, first));
}

function connect(state: WalletFlowState, choice: WalletChoice, reset = false): WalletFlowTransition {
  const attempt = state.attempt + 1;
  return {
    state: {
      ...state,
      screen: "status",
      choice,
      stage: "connecting",
      pairingUri: null,
      address: null,
      error: null,
      attempt,
      ledger: null,
      stillHere: false,
      alreadyLinked: false,
    },
    effects: [
      ...cancelAll,
      reset ? { type: "connect", choice, attempt, reset } : { type: "connect", choice, attempt },
      { type: "startTimer", id: "walletStillHere", ms: TIMING_LONG_MS },
      startRequestTimeout,
    ],
  };
}

/** Starts the sign-in (or, in connect-only mode, finishes). */
function signIn(state: WalletFlowState): WalletFlowTransition {
  const { choice, address } = state;
  if (!choice || !address) return { state, effects: [] };
  if (state.purpose === "connect") return done(state, false);
  return {
    state: { ...state, stage: "signing", error: null },
    effects: [
      {
        type: "signIn",
        choice,
        address,
        purpose: state.purpose,
        ledger: state.ledger === true,
        attempt: state.attempt,
      },
      startRequestTimeout,
    ],
  };
}

function done(state: WalletFlowState, alreadyLinked: boolean): WalletFlowTransition {
  return {
    state: { ...state, stage: "done", error: null, stillHere: false, alreadyLinked },
    effects: [...cancelAll, { type: "startTimer", id: "walletDone", ms: SUCCESS_AUTO_CLOSE_MS }],
  };
}

/** Connected: Ledger choice, MetaMask-over-WalletConnect delay, a sign click, or sign at once. */
function afterConnect(state: WalletFlowState, ledgerPlugin: boolean, signsSeparately: boolean): WalletFlowTransition {
  if (!state.choice) return { state, effects: [] };
  const choice: WalletChoice = { ...state.choice, signsSeparately };
  // The wallet answered: the hint and the request timeout stop (signing starts a new timeout of its own).
  const stopHint: WalletFlowEffect[] = [{ type: "cancelTimer", id: "walletStillHere" }, stopRequestTimeout];
  const base: WalletFlowState = { ...state, choice, stillHere: false };
  if (state.purpose === "connect") return done(base, false);
  if (choice.chain === "solana" && choice.walletClientType === "phantom" && ledgerPlugin && state.ledger === null) {
    return { state: { ...base, stage: "connected", screen: "ledger" }, effects: stopHint };
  }
  if (choice.walletClientType === "metamask" && choice.connectorType === "wallet_connect_v2") {
    return {
      state: { ...base, stage: "connected" },
      effects: [...stopHint, { type: "startTimer", id: "walletSignDelay", ms: METAMASK_WALLETCONNECT_SIGN_DELAY_MS }],
    };
  }
  if (signsSeparately) return { state: { ...base, stage: "signPrompt" }, effects: stopHint };
  const started = signIn(base);
  return { state: started.state, effects: [...stopHint, ...started.effects] };
}

function fail(state: WalletFlowState, error: FlowError): WalletFlowTransition {
  const sorted = classifyWalletError(error);
  if (sorted === "pending") return { state, effects: [] };
  if (sorted === "gated") {
    return {
      state: { ...state, stage: "failed" },
      effects: [...cancelAll, { type: "finish", outcome: "gated", error }],
    };
  }
  return {
    state: { ...state, stage: "failed", error: sorted, stillHere: false },
    effects: [...cancelAll, { type: "reportError", error }],
  };
}

const withoutPreselect = (state: WalletFlowState): WalletFlowState => {
  const { preselect: _dropped, ...rest } = state;
  return rest;
};

/** Retry is shown while the error allows it and fewer than WALLET_CONNECT_MAX_RETRIES retries were made. */
export function canRetry(state: WalletFlowState): boolean {
  return state.error?.retryable === true && state.retries < WALLET_CONNECT_MAX_RETRIES;
}

/** Back to the list (or the network choice), forgetting the attempt. */
function toList(state: WalletFlowState): WalletFlowTransition {
  const network = state.option && state.option.targets.length > 1 && state.screen !== "network";
  return {
    state: {
      ...state,
      screen: network ? "network" : "list",
      option: network ? state.option : null,
      choice: null,
      stage: "idle",
      pairingUri: null,
      address: null,
      error: null,
      retries: 0,
      attempt: state.attempt + 1,
      ledger: null,
      stillHere: false,
      // 'Use a different wallet' after a failure says "Please try connecting again." on the list.
      afterError: state.stage === "failed",
    },
    effects: cancelAll,
  };
}

function transition(state: WalletFlowState, event: WalletFlowEvent): WalletFlowTransition {
  const stay: WalletFlowTransition = { state, effects: [] };
  const current = (attempt: number) => attempt === state.attempt && state.screen !== "list";
  switch (event.type) {
    case "search":
      return state.screen === "list"
        ? { state: { ...withoutPreselect(state), search: event.text }, effects: [] }
        : stay;
    case "chainFilter":
      return state.screen === "list"
        ? { state: { ...withoutPreselect(state), chainFilter: event.chain }, effects: [] }
        : stay;
    case "preselect":
      if (state.screen !== "list" || state.preselect === undefined) return stay;
      return event.option ? select(state, event.option) : { state: withoutPreselect(state), effects: [] };
    case "select": {
      if (state.screen !== "list") return stay;
      return select(state, event.option);
    }
    case "selectNetwork": {
      const option = state.option;
      const target = option?.targets.find((t) => t.chain === event.chain);
      if (state.screen !== "network" || !option || !target) return stay;
      return connect(state, choiceOf(option, target));
    }
    case "pairingUri":
      if (!current(event.attempt) || state.stage !== "connecting") return stay;
      return { state: { ...state, pairingUri: event.uri }, effects: [] };
    case "connected":
      if (!current(event.attempt) || state.stage !== "connecting") return stay;
      return afterConnect(
        { ...state, address: event.address, pairingUri: null },
        event.ledgerPlugin === true,
        event.signsSeparately === true,
      );
    case "connectFailed":
      if (!current(event.attempt) || state.stage !== "connecting") return stay;
      return fail(state, event.error);
    case "sign":
      if (state.screen !== "status" || state.stage !== "signPrompt") return stay;
      return signIn(state);
    case "chooseLedger": {
      if (state.screen !== "ledger") return stay;
      const chosen: WalletFlowState = { ...state, screen: "status", ledger: event.ledger };
      // Phantom separates connect and sign: the status screen asks for the click.
      return { state: { ...chosen, stage: "signPrompt" }, effects: [] };
    }
    case "progress":
      if (!current(event.attempt) || !["signing", "switching", "verifying"].includes(state.stage)) return stay;
      // Each step is a new wallet request with its own time-out (the switch answered, the signature is asked);
      // verifying: the wallet has signed, and the server call is no wallet request.
      return {
        state: { ...state, stage: event.stage },
        effects: [event.stage === "verifying" ? stopRequestTimeout : startRequestTimeout],
      };
    case "signedIn":
      if (!current(event.attempt) || !["signing", "switching", "verifying"].includes(state.stage)) return stay;
      return done(state, event.alreadyLinked === true);
    case "signInFailed":
      if (!current(event.attempt) || !["signing", "switching", "verifying"].includes(state.stage)) return stay;
      return fail(state, event.error);
    case "retry": {
      if (state.screen !== "status" || state.stage !== "failed" || !canRetry(state) || !state.choice) return stay;
      const retried: WalletFlowState = { ...state, retries: state.retries + 1 };
      // A failure after connecting signs again; one before connects again.
      if (state.address) {
        const started = signIn({ ...retried, attempt: state.attempt + 1 });
        return started;
      }
      return connect(retried, state.choice);
    }
    case "reconnect":
      if (state.screen !== "status" || state.stage !== "connecting" || !state.choice) return stay;
      return connect(state, state.choice);
    case "resetConnection":
      if (state.screen !== "status" || !state.choice || !offersConnectionReset(state.choice)) return stay;
      if (state.stage !== "connecting" && state.stage !== "failed") return stay;
      return connect(state, state.choice, true);
    case "useWalletConnect": {
      if (state.screen !== "status" || !state.choice) return stay;
      return connect(state, {
        ...state.choice,
        connectorType: "wallet_connect_v2",
        detectedKey: undefined,
      } as WalletChoice);
    }
    case "useDifferentWallet":
      if (state.screen === "list") return stay;
      return toList({ ...state, option: null });
    case "back":
      return back(state);
    case "linkCopied":
      return {
        state: { ...state, copied: true },
        effects: [{ type: "startTimer", id: "walletCopyReset", ms: COPY_TEXT_CONFIRMATION_MS }],
      };
    case "timer":
      switch (event.id) {
        case "walletCopyReset":
          return state.copied ? { state: { ...state, copied: false }, effects: [] } : stay;
        case "walletSignDelay":
          return state.stage === "connected" && state.screen === "status"
            ? { state: { ...state, stage: "signPrompt" }, effects: [] }
            : stay;
        case "walletStillHere":
          return (state.screen === "status" && state.stage === "connecting") || state.screen === "redirect"
            ? { state: { ...state, stillHere: true }, effects: [] }
            : stay;
        case "walletRequestTimeout":
          // Only a request still waiting on the wallet times out; later attempts restarted the timer.
          return state.screen === "status" && ["connecting", "signing", "switching"].includes(state.stage)
            ? fail({ ...state, attempt: state.attempt + 1 }, REQUEST_TIMED_OUT)
            : stay;
        case "walletDone": {
          if (state.stage !== "done") return stay;
          const outcome = state.purpose === "connect" ? "connected" : state.purpose === "link" ? "linked" : "signedIn";
          return { state, effects: [{ type: "finish", outcome }] };
        }
      }
      return stay;
  }
}

/**
 * Back clears the most recent stage (§4.5): while a signature is awaited with a separate-sign connector, back
 * to "Sign with your wallet"; from the status, install, redirect, network and Ledger screens, back to the
 * list (through the network choice when the wallet had two chains); from the list, out of the wallet flow.
 */
function back(state: WalletFlowState): WalletFlowTransition {
  if (state.stage === "done" || state.stage === "verifying") return { state, effects: [] };
  if (state.screen === "list") return { state, effects: [{ type: "finish", outcome: "exit" }] };
  if (
    state.screen === "status" &&
    (state.stage === "signing" || state.stage === "switching") &&
    state.choice?.signsSeparately
  ) {
    return { state: { ...state, stage: "signPrompt", attempt: state.attempt + 1 }, effects: [stopRequestTimeout] };
  }
  if (state.screen === "network") return toList({ ...state, option: null });
  return toList(state);
}

/** The external wallet flow machine. */
export const walletConnectMachine = { initial, transition };
