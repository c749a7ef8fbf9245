import { COINBASE_CLOSED_POPUP_CHECKS, COINBASE_PARTNER_ID_DELAY_MS, COINBASE_POLL_MS } from "../../constants.ts";
import { UNABLE_TO_INITIALIZE_TEXT } from "./FundingProviderDefinition.ts";

/**
 * Coinbase Onramp, card or exchange (spec 001 §4 "Coinbase onramp", §9): open the popup, get a session from
 * the server, send the popup to Coinbase, then poll the status every COINBASE_POLL_MS. The partner user id
 * is attached (status polls begin) COINBASE_PARTNER_ID_DELAY_MS after the popup opened. pending-in-flow
 * becomes pending-after-flow once the popup is seen closed; seen closed COINBASE_CLOSED_POPUP_CHECKS times
 * while still pending, the flow gives up and returns to the landing. A failure status or a thrown error
 * ends in `error` with a failure event and the landing's message.
 */

export const COINBASE_ERROR_TEXT = "Something went wrong adding funds. Please try again or use another method.";
/** Foyer's text when the user closed Coinbase's window before buying (the spec returns to the landing silently). */
export const COINBASE_CLOSED_TEXT = "The Coinbase window was closed before the purchase finished.";

export type CoinbaseTimerId = "coinbasePoll" | "coinbasePartnerId";

export interface CoinbaseOnrampState {
  status: "idle" | "opening" | "pendingInFlow" | "pendingAfterFlow" | "success" | "error" | "abandoned";
  partnerUserId: string | null;
  /** Status polls run once this is true (COINBASE_PARTNER_ID_DELAY_MS after the popup opened). */
  attached: boolean;
  closedChecks: number;
  /** The landing's message when the flow ended in error or was abandoned. */
  errorMessage: string | null;
}

export type CoinbaseOnrampEvent =
  | { type: "start" }
  /** The popup could not be opened (blocked): 'Unable to initialize flow'. */
  | { type: "popupBlocked" }
  | { type: "sessionReady"; partnerUserId: string; url: string }
  | { type: "sessionFailed"; message?: string }
  | { type: "popupChecked"; closed: boolean }
  | { type: "statusAnswered"; status: "pending" | "success" | "failure" }
  | { type: "statusFailed" }
  /** The user left the flow (modal closed). */
  | { type: "cancel" }
  | { type: "timer"; id: CoinbaseTimerId };

export type CoinbaseOnrampEffect =
  /** Opens the popup at once (still inside the click), blank; answer `popupBlocked` when it cannot open. */
  | { type: "openPopup" }
  /** `funding/coinbase_on_ramp/init`, then the buy URL; answer `sessionReady` / `sessionFailed`. */
  | { type: "initSession" }
  | { type: "navigatePopup"; url: string }
  | { type: "closePopup" }
  /** Answer `popupChecked`. */
  | { type: "checkPopup" }
  /** `funding/coinbase_on_ramp/status`; answer `statusAnswered` / `statusFailed`. */
  | { type: "pollStatus"; partnerUserId: string }
  | { type: "track"; name: "sdk_fiat_on_ramp_completed_with_status"; payload: { provider: "coinbase"; status: string } }
  | { type: "startTimer"; id: CoinbaseTimerId; ms: number }
  | { type: "cancelTimer"; id: CoinbaseTimerId };

export interface CoinbaseOnrampTransition {
  state: CoinbaseOnrampState;
  effects: CoinbaseOnrampEffect[];
}

function initial(): CoinbaseOnrampState {
  return { status: "idle", partnerUserId: null, attached: false, closedChecks: 0, errorMessage: null };
}

const stopTimers: CoinbaseOnrampEffect[] = [
  { type: "cancelTimer", id: "coinbasePoll" },
  { type: "cancelTimer", id: "coinbasePartnerId" },
];
const pending = (status: CoinbaseOnrampState["status"]) => status === "pendingInFlow" || status === "pendingAfterFlow";

function fail(state: CoinbaseOnrampState, message = COINBASE_ERROR_TEXT): CoinbaseOnrampTransition {
  return {
    state: { ...state, status: "error", errorMessage: message },
    effects: [
      ...stopTimers,
      { type: "closePopup" },
      {
        type: "track",
        name: "sdk_fiat_on_ramp_completed_with_status",
        payload: { provider: "coinbase", status: "failure" },
      },
    ],
  };
}

function transition(state: CoinbaseOnrampState, event: CoinbaseOnrampEvent): CoinbaseOnrampTransition {
  const stay: CoinbaseOnrampTransition = { state, effects: [] };
  switch (event.type) {
    case "start":
      if (state.status !== "idle" && state.status !== "error" && state.status !== "abandoned") return stay;
      return { state: { ...initial(), status: "opening" }, effects: [{ type: "openPopup" }, { type: "initSession" }] };
    case "popupBlocked":
      return state.status === "opening" ? fail(state, UNABLE_TO_INITIALIZE_TEXT) : stay;
    case "sessionReady":
      if (state.status !== "opening") return stay;
      return {
        state: { ...state, status: "pendingInFlow", partnerUserId: event.partnerUserId },
        effects: [
          { type: "navigatePopup", url: event.url },
          { type: "startTimer", id: "coinbasePartnerId", ms: COINBASE_PARTNER_ID_DELAY_MS },
          { type: "startTimer", id: "coinbasePoll", ms: COINBASE_POLL_MS },
        ],
      };
    case "sessionFailed":
      return state.status === "opening" ? fail(state, event.message ?? COINBASE_ERROR_TEXT) : stay;
    case "popupChecked": {
      if (!pending(state.status) || !event.closed) return stay;
      const closedChecks = state.closedChecks + 1;
      if (closedChecks >= COINBASE_CLOSED_POPUP_CHECKS) {
        return {
          state: { ...state, status: "abandoned", closedChecks, errorMessage: COINBASE_CLOSED_TEXT },
          effects: stopTimers,
        };
      }
      return { state: { ...state, status: "pendingAfterFlow", closedChecks }, effects: [] };
    }
    case "statusAnswered":
      if (!pending(state.status)) return stay;
      if (event.status === "success") {
        return {
          state: { ...state, status: "success" },
          // The success event is the flow router's (the balance watcher may have been first: one event).
          effects: [...stopTimers, { type: "closePopup" }],
        };
      }
      return event.status === "failure" ? fail(state) : stay;
    case "statusFailed":
      return pending(state.status) ? fail(state) : stay;
    case "cancel":
      if (state.status === "idle" || state.status === "success") return stay;
      return {
        state: { ...state, status: "abandoned", errorMessage: null },
        effects: [...stopTimers, { type: "closePopup" }],
      };
    case "timer":
      if (!pending(state.status)) return stay;
      if (event.id === "coinbasePartnerId") return { state: { ...state, attached: true }, effects: [] };
      // One tick: look at the popup, ask for the status once the partner id is attached, schedule the next.
      return {
        state,
        effects: [
          { type: "checkPopup" },
          ...(state.attached && state.partnerUserId
            ? [{ type: "pollStatus", partnerUserId: state.partnerUserId } as const]
            : []),
          { type: "startTimer", id: "coinbasePoll", ms: COINBASE_POLL_MS },
        ],
      };
  }
}

/** The Coinbase Onramp status machine (card and exchange). */
export const coinbaseOnrampMachine = { initial, transition };
