import {
  COINBASE_CLOSED_POPUP_CHECKS,
  MOONPAY_EXTERNAL_ID_DELAY_MS,
  MOONPAY_MAX_ERRORS,
  MOONPAY_POLL_MS,
} from "../../constants.ts";
import type { MoonpayTransaction } from "./createMoonpayClient.ts";
import { UNABLE_TO_INITIALIZE_TEXT } from "./FundingProviderDefinition.ts";

/**
 * MoonPay (spec 001 §4 "Moonpay", §9): open the popup, have the server sign the widget URL, send the popup
 * there, and poll MoonPay's transaction lookup every MOONPAY_POLL_MS once the external transaction id is
 * attached (MOONPAY_EXTERNAL_ID_DELAY_MS after launch). Statuses: pending, completed, failed,
 * waitingAuthorization (with a card payment it counts as pending), and serviceFailure after
 * MOONPAY_MAX_ERRORS lookup errors that are not 404. completed, failed and waitingAuthorization stop polling;
 * failed and waitingAuthorization emit the analytics event here, completed through the flow router (which
 * also hears the balance watcher: one event, whichever saw the funds first); failed and serviceFailure
 * return to the landing with the message.
 */

export const MOONPAY_ERROR_TEXT =
  "Something went wrong adding funds from Moonpay. Please try again or use another method to fund your wallet.";
export const MOONPAY_COMPLETED_TEXT = "You've funded your account!";
export const MOONPAY_PROCESSING_TEXT =
  "Processing payment. This may take up to a few hours. You will receive an email when the purchase is complete.";
/** Foyer's text when the user closed MoonPay's window before any purchase existed. */
export const MOONPAY_CLOSED_TEXT = "The MoonPay window was closed before the purchase finished.";

/** Card payment methods, for which waitingAuthorization is still the card being checked (pending). */
const CARD_METHODS = new Set(["credit_debit_card", "apple_pay", "google_pay", "samsung_pay"]);

export type MoonpayTimerId = "moonpayPoll" | "moonpayAttach";
export type MoonpayStatus = "pending" | "completed" | "failed" | "serviceFailure" | "waitingAuthorization";

export interface MoonpayState {
  status: "idle" | "signing" | MoonpayStatus | "abandoned";
  externalTransactionId: string | null;
  attached: boolean;
  /** Lookup errors other than 404 so far. */
  errors: number;
  /** Popup seen closed while nothing was bought. */
  closedChecks: number;
  transaction: MoonpayTransaction | null;
  errorMessage: string | null;
}

export type MoonpayEvent =
  | { type: "start" }
  | { type: "popupBlocked" }
  | { type: "signed"; signedUrl: string; externalTransactionId: string }
  | { type: "signFailed"; message?: string }
  /** The lookup answered: null is a 404 (no transaction yet). */
  | { type: "lookedUp"; transaction: MoonpayTransaction | null }
  | { type: "lookupFailed"; status: number | null }
  | { type: "popupChecked"; closed: boolean }
  | { type: "cancel" }
  | { type: "timer"; id: MoonpayTimerId };

export type MoonpayEffect =
  | { type: "openPopup" }
  /** `plugins/moonpay_on_ramp/sign`; answer `signed` / `signFailed`. */
  | { type: "sign" }
  | { type: "navigatePopup"; url: string }
  | { type: "closePopup" }
  | { type: "checkPopup" }
  /** `GET /v1/transactions/ext/{id}`; answer `lookedUp` / `lookupFailed`. */
  | { type: "lookup"; externalTransactionId: string }
  | {
      type: "track";
      name: "sdk_fiat_on_ramp_completed_with_status";
      payload: { provider: "moonpay"; status: string; paymentMethod: string | null };
    }
  | { type: "startTimer"; id: MoonpayTimerId; ms: number }
  | { type: "cancelTimer"; id: MoonpayTimerId };

export interface MoonpayTransition {
  state: MoonpayState;
  effects: MoonpayEffect[];
}

function initial(): MoonpayState {
  return {
    status: "idle",
    externalTransactionId: null,
    attached: false,
    errors: 0,
    closedChecks: 0,
    transaction: null,
    errorMessage: null,
  };
}

const stopTimers: MoonpayEffect[] = [
  { type: "cancelTimer", id: "moonpayPoll" },
  { type: "cancelTimer", id: "moonpayAttach" },
];
const nextPoll: MoonpayEffect = { type: "startTimer", id: "moonpayPoll", ms: MOONPAY_POLL_MS };

/** Spec 001 §4: waitingAuthorization with a card payment is pending. */
export function moonpayStatusOf(transaction: MoonpayTransaction): MoonpayStatus {
  if (transaction.status === "waitingAuthorization") {
    return CARD_METHODS.has(transaction.paymentMethod ?? "") ? "pending" : "waitingAuthorization";
  }
  if (transaction.status === "completed") return "completed";
  return transaction.status === "failed" ? "failed" : "pending";
}

function end(state: MoonpayState, status: MoonpayStatus, transaction: MoonpayTransaction | null): MoonpayTransition {
  const failed = status === "failed" || status === "serviceFailure";
  return {
    state: { ...state, status, transaction, errorMessage: failed ? MOONPAY_ERROR_TEXT : null },
    effects: [
      ...stopTimers,
      // completed is the flow router's to announce (it may have seen the balance first: one event).
      ...(status === "serviceFailure" || status === "completed"
        ? []
        : [
            {
              type: "track",
              name: "sdk_fiat_on_ramp_completed_with_status",
              payload: { provider: "moonpay", status, paymentMethod: transaction?.paymentMethod ?? null },
            } as const,
          ]),
      ...(failed ? [{ type: "closePopup" } as const] : []),
    ],
  };
}

function transition(state: MoonpayState, event: MoonpayEvent): MoonpayTransition {
  const stay: MoonpayTransition = { state, effects: [] };
  const polling = state.status === "pending";
  switch (event.type) {
    case "start":
      if (
        state.status !== "idle" &&
        state.status !== "failed" &&
        state.status !== "serviceFailure" &&
        state.status !== "abandoned"
      )
        return stay;
      return { state: { ...initial(), status: "signing" }, effects: [{ type: "openPopup" }, { type: "sign" }] };
    case "popupBlocked":
      return state.status === "signing"
        ? { state: { ...state, status: "failed", errorMessage: UNABLE_TO_INITIALIZE_TEXT }, effects: stopTimers }
        : stay;
    case "signed":
      if (state.status !== "signing") return stay;
      return {
        state: { ...state, status: "pending", externalTransactionId: event.externalTransactionId },
        effects: [
          { type: "navigatePopup", url: event.signedUrl },
          { type: "startTimer", id: "moonpayAttach", ms: MOONPAY_EXTERNAL_ID_DELAY_MS },
          nextPoll,
        ],
      };
    case "signFailed":
      return state.status === "signing" ? end(state, "serviceFailure", null) : stay;
    case "lookedUp": {
      if (!polling) return stay;
      if (!event.transaction) return { state, effects: [nextPoll] };
      const status = moonpayStatusOf(event.transaction);
      if (status === "pending") return { state: { ...state, transaction: event.transaction }, effects: [nextPoll] };
      return end(state, status, event.transaction);
    }
    case "lookupFailed": {
      if (!polling) return stay;
      if (event.status === 404) return { state, effects: [nextPoll] };
      const errors = state.errors + 1;
      if (errors >= MOONPAY_MAX_ERRORS) return end({ ...state, errors }, "serviceFailure", state.transaction);
      return { state: { ...state, errors }, effects: [nextPoll] };
    }
    case "popupChecked": {
      // The same patience as Coinbase's (COINBASE_CLOSED_POPUP_CHECKS). Once a purchase exists MoonPay carries on without its window; before that, a closed window is the user leaving.
      if (!polling || !event.closed || state.transaction) return stay;
      const closedChecks = state.closedChecks + 1;
      if (closedChecks < COINBASE_CLOSED_POPUP_CHECKS) return { state: { ...state, closedChecks }, effects: [] };
      return {
        state: { ...state, status: "abandoned", closedChecks, errorMessage: MOONPAY_CLOSED_TEXT },
        effects: stopTimers,
      };
    }
    case "cancel":
      if (state.status !== "signing" && !polling) return stay;
      return {
        state: { ...state, status: "abandoned", errorMessage: null },
        effects: [...stopTimers, { type: "closePopup" }],
      };
    case "timer":
      if (!polling) return stay;
      if (event.id === "moonpayAttach") return { state: { ...state, attached: true }, effects: [] };
      return {
        state,
        effects: [
          { type: "checkPopup" },
          state.attached && state.externalTransactionId
            ? { type: "lookup", externalTransactionId: state.externalTransactionId }
            : nextPoll,
        ],
      };
  }
}

/** The MoonPay status machine. */
export const moonpayMachine = { initial, transition };
