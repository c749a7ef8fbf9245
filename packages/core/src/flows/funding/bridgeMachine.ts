import {
  BRIDGE_POLL_MS,
  BRIDGE_QUOTE_RENEW_MARGIN_MS,
  BRIDGE_QUOTE_TTL_MS,
  FUNDING_SUCCESS_CLOSE_MS,
} from "../../constants.ts";
import { shortAddress } from "../../format/shortAddress.ts";
import type { BridgeQuote, BridgeStatus } from "../../funding/createRelayClient.ts";

/**
 * Bridging into the wallet being funded from a connected wallet on another chain (spec 001 §2 "Bridge from
 * Ethereum wallet", "Bridge from Solana wallet", §4 "Bridging", §5 "Bridging", §8): read the source wallet's
 * balance on each candidate chain (testnets refused, only balances above 0, largest first), fetch a quote per
 * chain, let the user choose when several work (chain, balance, editable amount), confirm ('Confirm with
 * {wallet}'; a quote within BRIDGE_QUOTE_RENEW_MARGIN_MS of its BRIDGE_QUOTE_TTL_MS is fetched again first), have the wallet send the
 * deposit, then poll the bridge every BRIDGE_POLL_MS while pending, waiting or delayed. success shows
 * 'Success!' and closes after FUNDING_SUCCESS_CLOSE_MS; refund or failure shows the bridge failure screen,
 * whose 'Try again' returns to the previous screen.
 */

export type BridgeSource = "ethereum" | "solana";
export type BridgeTimerId = "bridgePoll" | "bridgeSuccessClose";

/** A source chain the wallet may bridge from (Relay's chain id; Solana is 792703809). */
export interface BridgeChain {
  chainId: number;
  name: string;
  testnet: boolean;
}

export interface BridgeOption {
  chain: BridgeChain;
  /** The source wallet's balance there, origin base units. */
  balance: string;
  quote: BridgeQuote;
  quotedAt: number;
}

export interface BridgeState {
  status:
    | "idle"
    | "loadingBalances"
    | "quoting"
    | "choosing"
    | "confirming"
    | "sending"
    | "bridging"
    | "success"
    | "failure"
    | "error";
  source: BridgeSource;
  sourceAddress: string;
  /** The amount to receive, in the destination currency (decimal string), editable in the chooser. */
  amount: string;
  chains: BridgeChain[];
  balances: { chainId: number; balance: string }[];
  options: BridgeOption[];
  selectedChainId: number | null;
  hash: string | null;
  /** When the wallet sent the deposit (unix ms): the progress bar's start. */
  sentAt: number | null;
  /** Why the flow stopped (error) or what went wrong (failure). */
  errorMessage: string | null;
  errorCode: "insufficient_balance" | "transaction_failure" | null;
  /** Shown on the confirm screen: the quote was renewed. */
  notice: string | null;
  /** Testnet chains left out (spec 001 §5: they cannot be bridged; logged). */
  skippedTestnets: string[];
}

export type BridgeEvent =
  | { type: "start"; amount?: string }
  | { type: "balancesRead"; balances: { chainId: number; balance: bigint }[] }
  | { type: "balancesFailed" }
  | { type: "quotesFetched"; results: { chainId: number; quote: BridgeQuote | null }[]; at: number }
  | { type: "quotesFailed"; message: string }
  | { type: "choose"; chainId: number }
  | { type: "editAmount"; amount: string }
  | { type: "confirm"; at: number }
  | { type: "sent"; hash: string; at: number }
  /** The wallet refused or could not send; `needed` (Solana simulation) names what is missing. */
  | {
      type: "sendFailed";
      reason: "rejected" | "insufficientFunds" | "simulation" | "other";
      needed?: { amount: string; token: string };
    }
  | { type: "statusAnswered"; status: BridgeStatus }
  | { type: "statusFailed" }
  | { type: "back" }
  | { type: "retry" }
  | { type: "timer"; id: BridgeTimerId };

export type BridgeEffect =
  /** Answer `balancesRead` / `balancesFailed`: the source wallet's balance on each of `chainIds`. */
  | { type: "readBalances"; chainIds: number[] }
  /** Answer `quotesFetched` / `quotesFailed`: one quote per chain for `amount` out. */
  | { type: "fetchQuotes"; chainIds: number[]; amount: string }
  /** The wallet sends the deposit (EVM: switch chain, send; Solana: simulate, sign, send); answer `sent` / `sendFailed`. */
  | { type: "sendBridge"; chainId: number; quote: BridgeQuote }
  /** Answer `statusAnswered` / `statusFailed`. */
  | { type: "pollStatus"; hash: string }
  | {
      type: "track";
      name: "sdk_funding_bridge_completed_with_status";
      payload: { status: BridgeStatus; source: BridgeSource; chainId: number };
    }
  /** A developer-facing warning for the console (spec 001 §5: testnets left out of bridging are logged). */
  | { type: "warn"; message: string }
  /** The flow is over (success screen closed). */
  | { type: "close" }
  | { type: "startTimer"; id: BridgeTimerId; ms: number }
  | { type: "cancelTimer"; id: BridgeTimerId };

export interface BridgeTransition {
  state: BridgeState;
  effects: BridgeEffect[];
}

export const BRIDGE_QUOTE_RENEWED_TEXT = "The quote expired. Check the new amount and confirm again.";
/** Spec 001 §8 (Solana): quotes came back, but none is one the wallet's balance can pay. */
export const BRIDGE_NO_OPTION_TEXT = "Unable to select bridge option from quotes";

function initial(input: {
  source: BridgeSource;
  sourceAddress: string;
  amount: string;
  chains: BridgeChain[];
}): BridgeState {
  return {
    status: "idle",
    ...input,
    balances: [],
    options: [],
    selectedChainId: null,
    hash: null,
    sentAt: null,
    errorMessage: null,
    errorCode: null,
    notice: null,
    skippedTestnets: [],
  };
}

function stop(state: BridgeState, message: string, code: BridgeState["errorCode"]): BridgeTransition {
  return {
    state: { ...state, status: "error", errorMessage: message, errorCode: code },
    effects: [{ type: "cancelTimer", id: "bridgePoll" }],
  };
}

const notEnough = (state: BridgeState) =>
  state.source === "solana"
    ? `Unable to fetch quotes for bridging. Wallet ${state.sourceAddress} does not have enough funds.`
    : `Wallet ${state.sourceAddress} does not have enough funds.`;

/** Options from quotes: chains whose quote the balance covers, largest balance first. */
function optionsFrom(
  state: BridgeState,
  results: { chainId: number; quote: BridgeQuote | null }[],
  at: number,
): BridgeOption[] {
  const options: BridgeOption[] = [];
  for (const { chainId, balance } of state.balances) {
    const quote = results.find((result) => result.chainId === chainId)?.quote;
    const chain = state.chains.find((candidate) => candidate.chainId === chainId);
    if (quote && chain && BigInt(quote.amountIn) <= BigInt(balance))
      options.push({ chain, balance, quote, quotedAt: at });
  }
  return options;
}

function transition(state: BridgeState, event: BridgeEvent): BridgeTransition {
  const stay: BridgeTransition = { state, effects: [] };
  const selected = state.options.find((option) => option.chain.chainId === state.selectedChainId) ?? null;
  switch (event.type) {
    case "start": {
      const usable = state.chains.filter((chain) => !chain.testnet);
      const skippedTestnets = state.chains.filter((chain) => chain.testnet).map((chain) => chain.name);
      const next = {
        ...initial(state),
        amount: event.amount ?? state.amount,
        status: "loadingBalances" as const,
        skippedTestnets,
      };
      const warnings: BridgeEffect[] = skippedTestnets.length
        ? [{ type: "warn", message: `Testnets cannot be bridged from; left out: ${skippedTestnets.join(", ")}.` }]
        : [];
      if (usable.length === 0) {
        const stopped = stop(next, notEnough(next), "insufficient_balance");
        return { ...stopped, effects: [...warnings, ...stopped.effects] };
      }
      return {
        state: next,
        effects: [...warnings, { type: "readBalances", chainIds: usable.map((chain) => chain.chainId) }],
      };
    }
    case "balancesRead": {
      if (state.status !== "loadingBalances") return stay;
      const balances = event.balances
        .filter((entry) => entry.balance > 0n)
        .sort((a, b) => (b.balance > a.balance ? 1 : b.balance < a.balance ? -1 : 0))
        .map((entry) => ({ chainId: entry.chainId, balance: entry.balance.toString() }));
      if (balances.length === 0) return stop({ ...state, balances }, notEnough(state), "insufficient_balance");
      return {
        state: { ...state, status: "quoting", balances },
        effects: [{ type: "fetchQuotes", chainIds: balances.map((entry) => entry.chainId), amount: state.amount }],
      };
    }
    case "balancesFailed":
      return state.status === "loadingBalances" ? stop(state, "Something went wrong", "transaction_failure") : stay;
    case "quotesFetched": {
      if (state.status !== "quoting") return stay;
      const fresh = optionsFrom(state, event.results, event.at);
      // A renewal (confirm with an old quote) replaces the selected chain's option only.
      if (state.selectedChainId !== null && state.notice) {
        const renewed = fresh.find((option) => option.chain.chainId === state.selectedChainId);
        if (!renewed) return stop(state, "Unable to fetch quotes for bridging", "insufficient_balance");
        const options = state.options.map((option) =>
          option.chain.chainId === state.selectedChainId ? renewed : option,
        );
        return { state: { ...state, status: "confirming", options }, effects: [] };
      }
      if (fresh.length === 0) {
        // Solana: no quote at all means the wallet cannot pay; quotes its balance does not cover leave no option.
        const quoted = event.results.some((result) => result.quote !== null);
        return stop(
          state,
          state.source !== "solana"
            ? "Unable to fetch quotes for bridging"
            : quoted
              ? BRIDGE_NO_OPTION_TEXT
              : notEnough(state),
          "insufficient_balance",
        );
      }
      const only = fresh.length === 1 ? (fresh[0]?.chain.chainId ?? null) : null;
      return {
        state: { ...state, status: only === null ? "choosing" : "confirming", options: fresh, selectedChainId: only },
        effects: [],
      };
    }
    case "quotesFailed":
      return state.status === "quoting" ? stop(state, event.message, "transaction_failure") : stay;
    case "choose":
      if (state.status !== "choosing" || !state.options.some((option) => option.chain.chainId === event.chainId))
        return stay;
      return { state: { ...state, status: "confirming", selectedChainId: event.chainId, notice: null }, effects: [] };
    case "editAmount":
      if ((state.status !== "choosing" && state.status !== "confirming") || !(Number(event.amount) > 0)) return stay;
      return {
        state: { ...state, status: "quoting", amount: event.amount, selectedChainId: null, notice: null },
        effects: [
          { type: "fetchQuotes", chainIds: state.balances.map((entry) => entry.chainId), amount: event.amount },
        ],
      };
    case "confirm":
      if (state.status !== "confirming" || !selected) return stay;
      if (event.at - selected.quotedAt > BRIDGE_QUOTE_TTL_MS - BRIDGE_QUOTE_RENEW_MARGIN_MS) {
        return {
          state: { ...state, status: "quoting", notice: BRIDGE_QUOTE_RENEWED_TEXT },
          effects: [{ type: "fetchQuotes", chainIds: [selected.chain.chainId], amount: state.amount }],
        };
      }
      return {
        state: { ...state, status: "sending", notice: null },
        effects: [{ type: "sendBridge", chainId: selected.chain.chainId, quote: selected.quote }],
      };
    case "sent":
      if (state.status !== "sending") return stay;
      return {
        state: { ...state, status: "bridging", hash: event.hash, sentAt: event.at },
        effects: [{ type: "startTimer", id: "bridgePoll", ms: BRIDGE_POLL_MS }],
      };
    case "sendFailed": {
      if (state.status !== "sending") return stay;
      const next = { ...state, status: "confirming" as const };
      if (event.reason === "rejected") return stop(next, "Transaction was rejected by the user", null);
      if (event.reason === "insufficientFunds") {
        return stop(
          next,
          `Wallet ${shortAddress(state.sourceAddress)} doesn't have enough funds to cover gas fees. Top up your wallet and try again.`,
          "insufficient_balance",
        );
      }
      if (event.reason === "simulation" && event.needed) {
        return stop(
          next,
          `Wallet ${shortAddress(state.sourceAddress)} does not have enough funds. ${event.needed.amount} ${event.needed.token} are needed to complete the transaction.`,
          "insufficient_balance",
        );
      }
      return stop(next, "Something went wrong", "transaction_failure");
    }
    case "statusAnswered": {
      if (state.status !== "bridging" || !selected) return stay;
      const track = {
        type: "track",
        name: "sdk_funding_bridge_completed_with_status",
        payload: { status: event.status, source: state.source, chainId: selected.chain.chainId },
      } as const;
      if (event.status === "success") {
        return {
          state: { ...state, status: "success" },
          effects: [track, { type: "startTimer", id: "bridgeSuccessClose", ms: FUNDING_SUCCESS_CLOSE_MS }],
        };
      }
      if (event.status === "refund" || event.status === "failure") {
        return {
          state: { ...state, status: "failure", errorMessage: null, errorCode: "transaction_failure" },
          effects: [track],
        };
      }
      return { state, effects: [{ type: "startTimer", id: "bridgePoll", ms: BRIDGE_POLL_MS }] };
    }
    case "statusFailed":
      // 'Error fetching request from relay' is passing: the deposit is on chain, keep asking.
      return state.status === "bridging"
        ? { state, effects: [{ type: "startTimer", id: "bridgePoll", ms: BRIDGE_POLL_MS }] }
        : stay;
    case "back":
      if (state.status === "confirming" && state.options.length > 1)
        return { state: { ...state, status: "choosing", notice: null }, effects: [] };
      return stay;
    case "retry":
      // 'Try again' returns to the previous screen: the confirmation with a fresh quote, or a new start.
      if (state.status !== "failure" && state.status !== "error") return stay;
      if (selected && state.errorCode !== "insufficient_balance") {
        return {
          state: {
            ...state,
            status: "quoting",
            hash: null,
            sentAt: null,
            errorMessage: null,
            errorCode: null,
            notice: BRIDGE_QUOTE_RENEWED_TEXT,
          },
          effects: [{ type: "fetchQuotes", chainIds: [selected.chain.chainId], amount: state.amount }],
        };
      }
      return transition(state, { type: "start" });
    case "timer":
      if (event.id === "bridgeSuccessClose")
        return state.status === "success" ? { state, effects: [{ type: "close" }] } : stay;
      return state.status === "bridging" && state.hash
        ? { state, effects: [{ type: "pollStatus", hash: state.hash }] }
        : stay;
  }
}

/** The bridge machine, for a connected Ethereum or Solana source wallet. */
export const bridgeMachine = { initial, transition };
