import { FUNDING_BALANCE_POLL_MS } from "../../constants.ts";
import type { FundingProvider } from "../../wire/WireFundingConfig.ts";

/**
 * The funding watcher (spec 001 §4): reads the wallet's balance every FUNDING_BALANCE_POLL_MS; the first
 * reading is the baseline, and the first reading above it marks the funds received. A failed reading is
 * retried at the next tick. The flow router hears of it and emits `sdk_fiat_on_ramp_completed_with_status`
 * with the provider (manual for receive, external for a transfer from a wallet, or the card provider) unless
 * the provider itself said so first: one event, whichever side saw the funds first.
 */

/**
 * Who the funds came through: manual (receive), external (a transfer from a wallet, bridged or not: the
 * bridge is the wallet's route, not a provider of its own) or the funding provider (card or exchange).
 */
export type FundingWatchProvider = "manual" | "external" | FundingProvider;

export interface FundingWatcherState {
  status: "idle" | "watching" | "received";
  provider: FundingWatchProvider;
  /** Base units, as decimal strings (states stay JSON). */
  baseline: string | null;
  latest: string | null;
}

export type FundingWatcherEvent =
  | { type: "start"; provider: FundingWatchProvider }
  | { type: "balanceRead"; balance: bigint }
  | { type: "balanceFailed" }
  | { type: "stop" }
  | { type: "timer"; id: "fundingBalancePoll" };

export type FundingWatcherEffect =
  /** Answer `balanceRead` / `balanceFailed`. */
  | { type: "readBalance" }
  | { type: "startTimer"; id: "fundingBalancePoll"; ms: number }
  | { type: "cancelTimer"; id: "fundingBalancePoll" };

export interface FundingWatcherTransition {
  state: FundingWatcherState;
  effects: FundingWatcherEffect[];
}

function initial(): FundingWatcherState {
  return { status: "idle", provider: "manual", baseline: null, latest: null };
}

const tick: FundingWatcherEffect = { type: "startTimer", id: "fundingBalancePoll", ms: FUNDING_BALANCE_POLL_MS };

function transition(state: FundingWatcherState, event: FundingWatcherEvent): FundingWatcherTransition {
  const stay = { state, effects: [] };
  switch (event.type) {
    case "start":
      return {
        state: { ...initial(), status: "watching", provider: event.provider },
        effects: [{ type: "readBalance" }],
      };
    case "balanceRead": {
      if (state.status !== "watching") return stay;
      const balance = event.balance.toString();
      if (state.baseline === null) return { state: { ...state, baseline: balance, latest: balance }, effects: [tick] };
      if (event.balance > BigInt(state.baseline)) {
        return { state: { ...state, status: "received", latest: balance }, effects: [] };
      }
      return { state: { ...state, latest: balance }, effects: [tick] };
    }
    case "balanceFailed":
      return state.status === "watching" ? { state, effects: [tick] } : stay;
    case "stop":
      return state.status === "watching"
        ? { state: { ...state, status: "idle" }, effects: [{ type: "cancelTimer", id: "fundingBalancePoll" }] }
        : stay;
    case "timer":
      return state.status === "watching" ? { state, effects: [{ type: "readBalance" }] } : stay;
  }
}

/** The funding watcher machine. */
export const fundingWatcherMachine = { initial, transition };
