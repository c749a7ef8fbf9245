import { FUNDING_SUCCESS_CLOSE_MS } from "../../constants.ts";
import type {
  AnyFundingProviderDefinition,
  FundingProviderMethod,
} from "../../providers/funding/FundingProviderDefinition.ts";
import { FUNDING_PROVIDERS, findFundingProvider } from "../../providers/funding/fundingProviders.ts";
import type { FundingMethod, FundingProvider } from "../../wire/WireFundingConfig.ts";
import { type FundingData, fundedAsset } from "./FundingData.ts";
import { checkFundingAmount, sanitizeFundingAmount } from "./fundingAmount.ts";
import type { FundingWatchProvider } from "./fundingWatcherMachine.ts";

/**
 * The funding flow's screens (spec 001 §2 "Funding screens"): the landing and its four methods, the amount
 * to confirm, the provider's status screen, the transfer and bridge screens, receive, and 'Success!'. It
 * routes between them; each method's own machine (the funding provider's, walletTransfer, bridge, the
 * funding watcher) runs beside it and reports its outcome back as `childEnded` / `received`. It names no
 * provider: card and exchange purchases go to the providers of the app's options, and the amount limit is
 * the provider's (providers/funding/).
 */

export type FundingScreen = "landing" | "amount" | "provider" | "wallets" | "bridge" | "receive" | "success";
/** The machine running beside the router: the funding provider's, the transfer's or the bridge's. */
export type FundingChild = "provider" | "wallets" | "bridge";

export interface FundingFlowState {
  data: FundingData;
  screen: FundingScreen;
  method: FundingMethod | null;
  /** The card provider in use ('Try a different provider' moves to the next). */
  provider: FundingProvider | null;
  /** The provider whose window is open (screen "provider"): the card provider, or the exchange's. */
  active: FundingProvider | null;
  amount: string;
  amountMessage: string | null;
  /** The landing's inline error. */
  errorMessage: string | null;
  /** What arrived, for 'Success!' (decimal string of the funded asset). */
  receivedAmount: string | null;
  /** USD price of the funded asset when known (amount screen estimate, provider limits). */
  usdPrice: number | null;
  /**
   * The method's outcome is decided: the first of the provider's own completion and the watcher's balance
   * increase. What arrives after it is the same funds seen again and changes nothing.
   */
  completed: boolean;
  closed: boolean;
}

export type FundingFlowEvent =
  | { type: "chooseMethod"; method: FundingMethod }
  | { type: "tryDifferentProvider" }
  | { type: "editAmount"; raw: string }
  | { type: "continue" }
  | { type: "back" }
  | { type: "close" }
  | { type: "priceKnown"; usdPrice: number | null }
  /** A method's machine ended: success, failed (with the landing's message), or abandoned (window closed). */
  | {
      type: "childEnded";
      child: FundingChild;
      outcome: "success" | "failed" | "abandoned";
      message?: string | null;
      amount?: string | null;
    }
  /** The transfer screen asks to bridge from the chosen wallet instead, for the amount typed there. */
  | { type: "bridgeInstead"; amount?: string }
  /** The funding watcher saw the balance rise by `amount` (decimal string). */
  | { type: "received"; amount: string }
  | { type: "timer"; id: "fundingSuccessClose" };

export type FundingFlowEffect =
  | { type: "startChild"; child: "provider"; provider: FundingProvider; method: FundingProviderMethod; amount: string }
  | { type: "startChild"; child: "wallets" | "bridge"; amount: string }
  | { type: "stopChild"; child: FundingChild }
  | { type: "startWatcher"; provider: FundingWatchProvider }
  | { type: "stopWatcher" }
  /** The flow is over; the host's promise settles (funded or not). */
  | { type: "finish"; funded: boolean; amount: string | null }
  | { type: "startTimer"; id: "fundingSuccessClose"; ms: number }
  | { type: "cancelTimer"; id: "fundingSuccessClose" }
  /** Sent once per flow, by whichever of the provider and the balance watcher saw the funds first. */
  | { type: "track"; name: "sdk_fiat_on_ramp_completed_with_status"; payload: FundingCompletedPayload };

/** `sdk_fiat_on_ramp_completed_with_status` on success: the provider, and which side saw the funds first. */
export interface FundingCompletedPayload {
  provider: FundingWatchProvider;
  status: "success";
  /** What arrived (decimal string of the funded asset), as far as the first side knew. */
  amount: string | null;
  seenBy: "provider" | "balance";
}

export interface FundingFlowTransition {
  state: FundingFlowState;
  effects: FundingFlowEffect[];
}

const CARD_PROVIDERS = (data: FundingData) =>
  data.supportedOptions.filter((option) => option.method === "card").map((option) => option.provider);

/**
 * The provider a card or exchange purchase goes to: the card provider in use, or the app's exchange option
 * (spec 001 §3 "supportedOptions"); null for the other methods.
 */
export function fundingProviderFor(
  state: Pick<FundingFlowState, "data" | "method" | "provider">,
): FundingProvider | null {
  if (state.method === "card") return state.provider;
  if (state.method !== "exchange") return null;
  return state.data.supportedOptions.find((option) => option.method === "exchange")?.provider ?? null;
}

/**
 * The router over a list of funding providers (default: the registry). Its states, events and effects are
 * plain data; the providers' limits and names are read from the list.
 */
export function createFundingFlowMachine(providers: readonly AnyFundingProviderDefinition[] = FUNDING_PROVIDERS) {
  /** The flow's first state: the landing, or the default method's screen when the host asked for one. */
  function initial(data: FundingData): FundingFlowState {
    const cards = CARD_PROVIDERS(data);
    const provider =
      data.preferredCardProvider && cards.includes(data.preferredCardProvider)
        ? data.preferredCardProvider
        : (cards[0] ?? null);
    return {
      data,
      screen: "landing",
      method: null,
      provider,
      active: null,
      amount: data.amount,
      amountMessage: null,
      errorMessage: data.errorMessage,
      receivedAmount: null,
      usdPrice: null,
      completed: false,
      closed: false,
    };
  }

  /** Effects that begin the flow (the default method's screen, or nothing for the landing). */
  function start(state: FundingFlowState): FundingFlowTransition {
    const method = state.data.defaultFundingMethod;
    return method ? transition(state, { type: "chooseMethod", method }) : { state, effects: [] };
  }

  function toLanding(
    state: FundingFlowState,
    message: string | null,
    extra: FundingFlowEffect[] = [],
  ): FundingFlowTransition {
    return {
      state: {
        ...state,
        screen: "landing",
        method: null,
        active: null,
        errorMessage: message,
        completed: false,
        receivedAmount: null,
      },
      effects: [{ type: "stopWatcher" }, ...extra],
    };
  }

  /** Who the funds came through, for the watcher and the completion event (spec 001 §4). */
  function watchProvider(state: FundingFlowState): FundingWatchProvider {
    if (state.method === "manual") return "manual";
    if (state.method === "wallet") return "external";
    return state.active ?? fundingProviderFor(state) ?? "external";
  }

  const completedEvent = (
    state: FundingFlowState,
    amount: string | null,
    seenBy: FundingCompletedPayload["seenBy"],
  ): FundingFlowEffect => ({
    type: "track",
    name: "sdk_fiat_on_ramp_completed_with_status",
    payload: { provider: watchProvider(state), status: "success", amount, seenBy },
  });

  /** 'Success!' and the completion event; the watcher and `stop` (the other side of the race) end here. */
  function succeed(
    state: FundingFlowState,
    amount: string | null,
    seenBy: FundingCompletedPayload["seenBy"],
    stop: FundingFlowEffect[] = [],
  ): FundingFlowTransition {
    const receivedAmount = amount ?? state.amount;
    return {
      state: { ...state, screen: "success", receivedAmount, errorMessage: null, completed: true },
      effects: [
        { type: "stopWatcher" },
        ...stop,
        ...(state.completed ? [] : [completedEvent(state, receivedAmount, seenBy)]),
        { type: "startTimer", id: "fundingSuccessClose", ms: FUNDING_SUCCESS_CLOSE_MS },
      ],
    };
  }

  function transition(state: FundingFlowState, event: FundingFlowEvent): FundingFlowTransition {
    const stay: FundingFlowTransition = { state, effects: [] };
    if (state.closed) return stay;
    switch (event.type) {
      case "chooseMethod": {
        if (!state.data.methods.includes(event.method)) return stay;
        const next = { ...state, method: event.method, errorMessage: null, amountMessage: null };
        if (event.method === "manual")
          return { state: { ...next, screen: "receive" }, effects: [{ type: "startWatcher", provider: "manual" }] };
        // The watcher takes its baseline before anything is sent, so the transfer (or bridge) arriving is seen.
        if (event.method === "wallet")
          return {
            state: { ...next, screen: "wallets" },
            effects: [
              { type: "startChild", child: "wallets", amount: state.amount },
              { type: "startWatcher", provider: "external" },
            ],
          };
        if ((event.method === "card" || event.method === "exchange") && !fundingProviderFor(next)) return stay;
        return { state: { ...next, screen: "amount" }, effects: [] };
      }
      case "tryDifferentProvider": {
        const cards = CARD_PROVIDERS(state.data);
        if (cards.length < 2 || !state.provider) return stay;
        const provider = cards[(cards.indexOf(state.provider) + 1) % cards.length] ?? state.provider;
        return { state: { ...state, provider, errorMessage: null }, effects: [] };
      }
      case "editAmount":
        if (state.screen !== "amount") return stay;
        return { state: { ...state, amount: sanitizeFundingAmount(event.raw), amountMessage: null }, effects: [] };
      case "priceKnown":
        return { state: { ...state, usdPrice: event.usdPrice }, effects: [] };
      case "continue": {
        // Receive: 'Continue' shows once the watcher saw the balance rise (spec 001 §2), and leads to 'Success!'.
        if (state.screen === "receive")
          return state.receivedAmount ? succeed(state, state.receivedAmount, "balance") : stay;
        if (state.screen !== "amount") return stay;
        const id = fundingProviderFor(state);
        const definition = findFundingProvider(id, providers);
        if (!id || !definition || (state.method !== "card" && state.method !== "exchange")) return stay;
        const check = checkFundingAmount(state.amount, {
          decimals: fundedAsset(state.data).decimals,
          usdPrice: state.usdPrice,
          limit: { label: definition.label, maxUsd: definition.maxUsd },
        });
        if (!check.ok) return { state: { ...state, amountMessage: check.message }, effects: [] };
        const next = { ...state, screen: "provider" as const, active: id };
        return {
          state: next,
          effects: [
            { type: "startChild", child: "provider", provider: id, method: state.method, amount: state.amount },
            { type: "startWatcher", provider: watchProvider(next) },
          ],
        };
      }
      case "childEnded":
        // After the outcome (the watcher was first), the provider's own word about the same funds changes nothing.
        if (state.completed || state.screen === "success") return stay;
        if (event.outcome === "success") {
          // Card purchases end when the provider says so; transfers and bridges when the money arrived.
          if (event.child === "wallets") return { state: { ...state, screen: "wallets" }, effects: [] };
          return succeed(state, event.amount ?? null, "provider");
        }
        return toLanding(state, event.message ?? null);
      case "bridgeInstead": {
        if (state.screen !== "wallets") return stay;
        // The amount typed on the transfer screen, when there is one to bridge (else the flow's).
        const amount = event.amount && Number(event.amount) > 0 ? event.amount : state.amount;
        return {
          state: { ...state, screen: "bridge", amount },
          effects: [
            { type: "stopChild", child: "wallets" },
            { type: "startChild", child: "bridge", amount },
          ],
        };
      }
      case "received":
        if (state.completed || state.screen === "success" || state.screen === "landing") return stay;
        // On the receive screen the user sees the new balance and presses 'Continue'.
        if (state.screen === "receive")
          return {
            state: { ...state, receivedAmount: event.amount, completed: true },
            effects: [completedEvent(state, event.amount, "balance")],
          };
        // Seen before the card provider said so: its status screen has nothing left to wait for. A bridge
        // goes on to its own end (its status event), unseen behind 'Success!'.
        return succeed(
          state,
          event.amount,
          "balance",
          state.screen === "provider" ? [{ type: "stopChild", child: "provider" }] : [],
        );
      case "back":
        if (state.screen === "landing") return stay;
        if (state.screen === "success") return transition(state, { type: "close" });
        return toLanding(
          state,
          null,
          state.screen === "amount" || state.screen === "receive"
            ? []
            : [{ type: "stopChild", child: childOf(state.screen) }],
        );
      case "close":
        return {
          state: { ...state, closed: true },
          effects: [
            { type: "stopWatcher" },
            { type: "cancelTimer", id: "fundingSuccessClose" },
            {
              type: "finish",
              funded: state.screen === "success",
              amount: state.screen === "success" ? state.receivedAmount : null,
            },
          ],
        };
      case "timer":
        return state.screen === "success" ? transition(state, { type: "close" }) : stay;
    }
  }

  function childOf(screen: FundingScreen): FundingChild {
    return screen === "wallets" ? "wallets" : screen === "bridge" ? "bridge" : "provider";
  }

  return { initial, start, transition };
}

/** The funding flow's router over the registered providers. */
export const fundingFlowMachine = /* @__PURE__ */ createFundingFlowMachine();
