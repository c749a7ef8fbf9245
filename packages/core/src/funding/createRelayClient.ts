import type { SolanaInstruction } from "../chains/compileSolanaTransaction.ts";

/** Relay's id of a chain's native currency on EVM chains (spec 001 §3: destinationCurrency defaults to it). */
export const ZERO_ADDRESS = "0x0000000000000000000000000000000000000000";
/** Relay's chain id for Solana mainnet, and its id of SOL. */
export const RELAY_SOLANA_CHAIN_ID = 792703809;
export const RELAY_SOL_CURRENCY = "11111111111111111111111111111111";

/** A bridge quote request (spec 001 §3): amounts in the destination currency's base units (EXPECTED_OUTPUT). */
export interface BridgeQuoteRequest {
  user: string;
  recipient: string;
  originChainId: number;
  originCurrency: string;
  destinationChainId: number;
  destinationCurrency?: string;
  amount: string;
}

/** One Solana instruction as Relay sends it (program id, keys, hex data). */
export type RelaySolanaInstruction = SolanaInstruction;

/** What the source wallet sends to bridge: an EVM call, or Solana instructions. */
export type BridgeTransaction =
  | { kind: "evm"; from: string; to: string; data: string; value: string; chainId: number }
  | { kind: "solana"; instructions: RelaySolanaInstruction[]; addressLookupTableAddresses: string[] };

export interface BridgeQuote {
  requestId: string | null;
  tx: BridgeTransaction;
  /** What the user sends, in the origin currency's base units and formatted (`details.currencyIn`). */
  amountIn: string;
  amountInFormatted: string;
  amountOutFormatted: string | null;
  /** Relay's estimate of the bridge's duration once the deposit is sent (`details.timeEstimate`, seconds), or null. */
  estimatedSeconds: number | null;
}

/** Relay's request statuses (spec 001 §3 "Bridge request status"). */
export type BridgeStatus = "pending" | "waiting" | "delayed" | "success" | "refund" | "failure";
const BRIDGE_STATUSES: readonly string[] = ["pending", "waiting", "delayed", "success", "refund", "failure"];

interface QuoteAnswer {
  message?: string;
  steps?: { requestId?: string; items?: { data?: Record<string, unknown> }[] }[];
  details?: {
    currencyIn?: { amount?: string; amountFormatted?: string };
    currencyOut?: { amountFormatted?: string };
    timeEstimate?: unknown;
  };
}

/** A duration in seconds Relay may send as a number, positive and finite; anything else is no estimate. */
function positiveSeconds(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;
}

function toTransaction(data: Record<string, unknown> | undefined): BridgeTransaction | null {
  if (!data) return null;
  if (Array.isArray(data.instructions)) {
    return {
      kind: "solana",
      instructions: data.instructions as RelaySolanaInstruction[],
      addressLookupTableAddresses: Array.isArray(data.addressLookupTableAddresses)
        ? (data.addressLookupTableAddresses as string[])
        : [],
    };
  }
  if (typeof data.to !== "string") return null;
  return {
    kind: "evm",
    from: String(data.from ?? ""),
    to: data.to,
    data: typeof data.data === "string" ? data.data : "0x",
    value: String(data.value ?? "0"),
    chainId: Number(data.chainId),
  };
}

/**
 * The cross-chain bridge API (Relay's, spec 001 §7), on the production or testnet host:
 * `POST /quote` (tradeType EXPECTED_OUTPUT) read from `steps[0].items[0].data` and
 * `details.currencyIn.amountFormatted`, and `GET /requests/v2?hash=` read from `requests[0].status`
 * (pending by default).
 *
 * @example
 * const relay = createRelayClient({ apiUrl: "https://api.relay.link" });
 * const quote = await relay.quote({ user, recipient, originChainId: 1, originCurrency: ZERO_ADDRESS, destinationChainId: 8453, amount: "1000000000000000" });
 */
export function createRelayClient(options: { apiUrl: string; fetch?: typeof fetch; referrer?: string }) {
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = options.apiUrl.replace(/\/+$/, "");
  return {
    /** The quote, or null when Relay answers 'Invalid address ...' (that source cannot be used, tolerated). */
    async quote(request: BridgeQuoteRequest): Promise<BridgeQuote | null> {
      let answer: QuoteAnswer | null = null;
      let ok = false;
      try {
        const response = await doFetch(`${base}/quote`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({
            user: request.user,
            recipient: request.recipient,
            originChainId: request.originChainId,
            destinationChainId: request.destinationChainId,
            originCurrency: request.originCurrency,
            destinationCurrency: request.destinationCurrency ?? ZERO_ADDRESS,
            amount: request.amount,
            tradeType: "EXPECTED_OUTPUT",
            referrer: options.referrer ?? "foyer",
          }),
        });
        ok = response.ok;
        answer = (await response.json().catch(() => null)) as QuoteAnswer | null;
      } catch {
        throw new Error("Error fetching quote from relay");
      }
      if (!ok) {
        if (answer?.message?.startsWith("Invalid address")) return null;
        throw new Error(answer?.message || "Error fetching quote from relay");
      }
      const step = answer?.steps?.[0];
      const tx = toTransaction(step?.items?.[0]?.data);
      const currencyIn = answer?.details?.currencyIn;
      if (!tx || !currencyIn?.amount || !currencyIn.amountFormatted) throw new Error("Error fetching quote from relay");
      return {
        requestId: step?.requestId ?? null,
        tx,
        amountIn: currencyIn.amount,
        amountInFormatted: currencyIn.amountFormatted,
        amountOutFormatted: answer?.details?.currencyOut?.amountFormatted ?? null,
        estimatedSeconds: positiveSeconds(answer?.details?.timeEstimate),
      };
    },

    /** The status of the bridge request whose deposit is `hash`; pending until Relay knows it. */
    async status(hash: string): Promise<BridgeStatus> {
      let body: { requests?: { status?: string }[] } | null;
      try {
        const response = await doFetch(`${base}/requests/v2?hash=${encodeURIComponent(hash)}`, {
          headers: { accept: "application/json" },
        });
        if (!response.ok) throw new Error(String(response.status));
        body = (await response.json()) as typeof body;
      } catch {
        throw new Error("Error fetching request from relay");
      }
      const status = body?.requests?.[0]?.status ?? "pending";
      return (BRIDGE_STATUSES.includes(status) ? status : "pending") as BridgeStatus;
    },
  };
}

export type RelayClient = ReturnType<typeof createRelayClient>;
