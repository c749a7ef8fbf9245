import { FoyerError } from "@foyer/core";
import { z } from "zod";
import type { CoinbaseSettings } from "./coinbaseSettings.ts";
import { signCdpJwt } from "./signCdpJwt.ts";

/** The message of spec 001 §8 for anything that goes wrong with Coinbase Onramp. */
export const COINBASE_ERROR_MESSAGE = "There was an error completing Coinbase Onramp flow.";
const CALL_TIMEOUT_MS = 10_000;

const tokenAnswer = z.object({ token: z.string().min(1), channel_id: z.string().optional() });

/** The fields Foyer reads of an OnrampTransaction (Transaction Status API). */
const transactionsAnswer = z.object({
  transactions: z
    .array(
      z
        .object({
          status: z.string(),
          tx_hash: z.string().optional(),
          partner_user_ref: z.string().optional(),
          transaction_id: z.string().optional(),
        })
        .loose(),
    )
    .default([]),
  next_page_key: z.string().optional(),
  total_count: z.union([z.string(), z.number()]).optional(),
});
export type OnrampTransaction = z.output<typeof transactionsAnswer>["transactions"][number];

/** Foyer's reading of Coinbase statuses: only SUCCESS and FAILED are final. */
export function toOnrampStatus(transactions: OnrampTransaction[]): "pending" | "success" | "failure" {
  const latest = transactions[0];
  if (latest?.status === "ONRAMP_TRANSACTION_STATUS_SUCCESS") return "success";
  if (latest?.status === "ONRAMP_TRANSACTION_STATUS_FAILED") return "failure";
  return "pending";
}

/**
 * The Coinbase Onramp API as Foyer uses it, authenticated by a CDP Secret API key (signCdpJwt): session
 * tokens (`POST /onramp/v1/token`) and the Transaction Status API
 * (`GET /onramp/v1/buy/user/{partnerUserRef}/transactions`). Any failure is a transaction_failure with the
 * spec's message; the cause goes to the log, not to the client.
 */
export class CoinbaseOnrampClient {
  readonly #settings: CoinbaseSettings;
  readonly #fetch: typeof fetch;
  readonly #now: () => number;

  constructor(settings: CoinbaseSettings, options: { fetch?: typeof fetch; now: () => number }) {
    this.#settings = settings;
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#now = options.now;
  }

  get projectId(): string {
    return this.#settings.project_id;
  }

  async #call<T>(method: "GET" | "POST", path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    const url = `${this.#settings.api_url.replace(/\/+$/, "")}${path}`;
    let jwt: string;
    try {
      jwt = await signCdpJwt({
        keyId: this.#settings.api_key_id,
        keySecret: this.#settings.api_key_secret,
        method,
        url,
        now: this.#now(),
      });
    } catch (cause) {
      // A key secret that cannot sign (mistyped, truncated) is the operator's fault: the log has the cause,
      // the client the spec's message rather than an unhandled error.
      throw new FoyerError("transaction_failure", COINBASE_ERROR_MESSAGE, { status: 502, cause });
    }
    let response: Response;
    try {
      response = await this.#fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${jwt}`,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (cause) {
      throw new FoyerError("transaction_failure", COINBASE_ERROR_MESSAGE, { status: 502, cause });
    }
    const text = await response.text().catch(() => "");
    if (!response.ok) {
      throw new FoyerError("transaction_failure", COINBASE_ERROR_MESSAGE, {
        status: 502,
        cause: new Error(`Coinbase ${method} ${path}: ${response.status} ${text.slice(0, 300)}`),
      });
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (cause) {
      throw new FoyerError("transaction_failure", COINBASE_ERROR_MESSAGE, { status: 502, cause });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new FoyerError("transaction_failure", COINBASE_ERROR_MESSAGE, { status: 502, cause: parsed.error });
    }
    return parsed.data;
  }

  /** A single-use session token (5 minutes) for these addresses, networks and assets, bound to the user's IP. */
  async createSessionToken(input: {
    addresses: { address: string; blockchains: string[] }[];
    assets?: string[];
    clientIp: string;
  }): Promise<string> {
    const answer = await this.#call("POST", "/onramp/v1/token", tokenAnswer, {
      addresses: input.addresses,
      ...(input.assets?.length ? { assets: input.assets } : {}),
      clientIp: input.clientIp,
    });
    return answer.token;
  }

  /** The transactions of one partner user ref, newest first. */
  async listTransactions(partnerUserRef: string, pageSize = 1): Promise<OnrampTransaction[]> {
    const path = `/onramp/v1/buy/user/${encodeURIComponent(partnerUserRef)}/transactions?page_size=${pageSize}`;
    const answer = await this.#call("GET", path, transactionsAnswer);
    return answer.transactions;
  }
}
