import { generateKeyPairSync, randomBytes, randomUUID } from "node:crypto";
import type { ChainCreditor } from "../createChainCreditor.ts";
import { renderSandboxPage } from "../renderSandboxPage.ts";
import { coinbaseListing, SANDBOX_LIMITS_USD, SANDBOX_USD_PRICES, type SandboxListing } from "../sandboxMarket.ts";
import { deliverWebhook, hook0Headers } from "../signWebhook.ts";
import { type HttpStandIn, type StandInRequest, type StandInResponse, startHttpStandIn } from "../startHttpStandIn.ts";
import { verifyCdpJwt } from "./verifyCdpJwt.ts";

const SESSION_TOKEN_TTL_MS = 5 * 60_000;

interface Session {
  addresses: { address: string; blockchains: string[] }[];
  assets: string[] | null;
  expiresAt: number;
  used: boolean;
}

interface Checkout {
  partnerUserRef: string | null;
  address: string;
  network: string;
  assetName: string;
  listing: SandboxListing;
  amount: string;
  experience: "buy" | "send";
  state: "open" | "paying" | "done";
}

/** An OnrampTransaction as the Transaction Status API lists it (the fields the sandbox fills). */
export interface SandboxOnrampTransaction {
  transaction_id: string;
  status:
    | "ONRAMP_TRANSACTION_STATUS_IN_PROGRESS"
    | "ONRAMP_TRANSACTION_STATUS_SUCCESS"
    | "ONRAMP_TRANSACTION_STATUS_FAILED";
  purchase_currency: string;
  purchase_network: string;
  purchase_amount: { value: string; currency: string };
  payment_total: { value: string; currency: "USD" };
  payment_method: "CARD" | "CRYPTO_ACCOUNT";
  tx_hash: string;
  wallet_address: string;
  partner_user_ref: string;
  type: "ONRAMP_TRANSACTION_TYPE_BUY_AND_SEND" | "ONRAMP_TRANSACTION_TYPE_SEND";
  created_at: string;
  completed_at: string;
}

export interface CoinbaseStandIn extends HttpStandIn {
  apiKeyId: string;
  /** PEM (SEC1) EC P-256 private key, as the CDP portal hands it out. */
  apiKeySecret: string;
  projectId: string;
  webhookSecret: string;
  /** Where paid and failed purchases are reported (the Foyer server's webhook URL); null: none. */
  setWebhookUrl(url: string | null): void;
  transactions(partnerUserRef: string): SandboxOnrampTransaction[];
}

const positiveDecimal = (value: unknown): value is string =>
  typeof value === "string" && /^\d{1,12}(\.\d{1,18})?$/.test(value) && Number(value) > 0;

/**
 * A local Coinbase Onramp: the Onramp API (`POST /onramp/v1/token` for session tokens,
 * `GET /onramp/v1/buy/user/{partnerUserRef}/transactions`), both checking the CDP JWT, and the hosted buy
 * page (`GET /buy/select-asset?sessionToken=...`, one use per token) where "Pay" credits the wallet on the
 * local chain and reports the purchase to the webhook, signed as Hook0 signs Coinbase's. Guest checkout is
 * capped at SANDBOX_LIMITS_USD.coinbase; a checkout is paid once however often its form is sent.
 */
export async function startCoinbaseStandIn(options: {
  creditor: ChainCreditor;
  mainChainId: number;
  port?: number;
  now?: () => number;
  onError?: (message: string) => void;
}): Promise<CoinbaseStandIn> {
  const now = options.now ?? Date.now;
  const onError = options.onError ?? ((message) => console.error(`[coinbase sandbox] ${message}`));
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const apiKeyId = `organizations/foyer-sandbox/apiKeys/${randomUUID()}`;
  const projectId = randomUUID();
  const webhookSecret = randomBytes(24).toString("hex");
  const sessions = new Map<string, Session>();
  const checkouts = new Map<string, Checkout>();
  const transactions = new Map<string, SandboxOnrampTransaction[]>();
  let webhookUrl: string | null = null;
  let host = "";

  const jwtError = (request: StandInRequest): string | null =>
    verifyCdpJwt(request.headers.authorization, {
      keyId: apiKeyId,
      publicKey,
      method: request.method,
      host,
      path: request.path,
      now: now(),
    });

  const record = (ref: string, transaction: SandboxOnrampTransaction) => {
    const list = transactions.get(ref) ?? [];
    const at = list.findIndex((t) => t.transaction_id === transaction.transaction_id);
    if (at >= 0) list.splice(at, 1);
    transactions.set(ref, [transaction, ...list]);
    const event = {
      eventType:
        transaction.status === "ONRAMP_TRANSACTION_STATUS_SUCCESS"
          ? "onramp.transaction.success"
          : transaction.status === "ONRAMP_TRANSACTION_STATUS_FAILED"
            ? "onramp.transaction.failed"
            : "onramp.transaction.updated",
      transactionId: transaction.transaction_id,
      status: transaction.status,
      purchaseCurrency: transaction.purchase_currency,
      purchaseNetwork: transaction.purchase_network,
      purchaseAmount: transaction.purchase_amount,
      txHash: transaction.tx_hash,
      walletAddress: transaction.wallet_address,
      partnerUserRef: transaction.partner_user_ref,
      paymentMethod: transaction.payment_method,
    };
    const body = JSON.stringify(event);
    void deliverWebhook(webhookUrl, body, hook0Headers(body, webhookSecret, now()), onError);
  };

  function createToken(request: StandInRequest): StandInResponse {
    const error = jwtError(request);
    if (error) return { status: 401, body: { errorType: "unauthorized", errorMessage: error } };
    const { addresses, assets, clientIp } = request.fields;
    const validAddresses =
      Array.isArray(addresses) &&
      addresses.length > 0 &&
      addresses.every(
        (entry) =>
          typeof entry?.address === "string" &&
          Array.isArray(entry.blockchains) &&
          entry.blockchains.length > 0 &&
          entry.blockchains.every((chain: unknown) => typeof chain === "string"),
      );
    if (!validAddresses || typeof clientIp !== "string" || !clientIp) {
      return {
        status: 400,
        body: { errorType: "invalid_request", errorMessage: "addresses and clientIp are required" },
      };
    }
    const token = randomBytes(24).toString("base64url");
    sessions.set(token, {
      addresses: addresses as Session["addresses"],
      assets: Array.isArray(assets) ? (assets as string[]) : null,
      expiresAt: now() + SESSION_TOKEN_TTL_MS,
      used: false,
    });
    return { body: { token, channel_id: "" } };
  }

  function listTransactions(request: StandInRequest, ref: string): StandInResponse {
    const error = jwtError(request);
    if (error) return { status: 401, body: { errorType: "unauthorized", errorMessage: error } };
    const list = transactions.get(ref) ?? [];
    const size = Math.max(1, Math.min(1000, Number(request.query.get("page_size") ?? 1) || 1));
    return { body: { transactions: list.slice(0, size), next_page_key: "", total_count: String(list.length) } };
  }

  const page = (title: string, lines: string[], error?: string) =>
    ({ status: 400, body: renderSandboxPage({ provider: "Coinbase", title, lines, error }) }) as StandInResponse;

  function openBuyPage(request: StandInRequest): StandInResponse {
    const q = request.query;
    if (q.get("appId") !== projectId) return page("Something went wrong", [], "Unknown appId.");
    const token = q.get("sessionToken") ?? "";
    const session = sessions.get(token);
    if (!session || session.used || session.expiresAt < now()) {
      return page("Session expired", [], "This session has expired or was already used. Go back and try again.");
    }
    session.used = true;
    const network = q.get("defaultNetwork") ?? session.addresses[0]?.blockchains[0] ?? "";
    const entry = session.addresses.find((candidate) => candidate.blockchains.includes(network));
    const assetName = q.get("defaultAsset") ?? (network === "solana" ? "SOL" : "ETH");
    const listing = coinbaseListing(network, assetName, options.mainChainId);
    if (!entry || !listing || (session.assets && !session.assets.includes(assetName))) {
      return page("Not available", [], `${assetName} on ${network} is not sold in the local sandbox.`);
    }
    const id = randomBytes(12).toString("base64url");
    const experience = q.get("defaultExperience") === "send" ? "send" : "buy";
    const amount = positiveDecimal(q.get("presetCryptoAmount")) ? (q.get("presetCryptoAmount") as string) : "0.01";
    checkouts.set(id, {
      partnerUserRef: q.get("partnerUserId") || q.get("partnerUserRef"),
      address: entry.address,
      network,
      assetName,
      listing,
      amount,
      experience,
      state: "open",
    });
    return { body: renderCheckout(id, checkouts.get(id) as Checkout, null) };
  }

  function renderCheckout(id: string, checkout: Checkout, error: string | null): string {
    const verb = checkout.experience === "send" ? "Send from your Coinbase account" : "Buy with card";
    return renderSandboxPage({
      provider: "Coinbase",
      title: verb,
      lines: [`${checkout.assetName} on ${checkout.network}`, `To ${checkout.address}`],
      error,
      form: {
        action: "/buy/pay",
        hidden: { checkout: id },
        amount: checkout.amount,
        buttons: [
          { value: "pay", label: checkout.experience === "send" ? "Send" : "Pay" },
          { value: "decline", label: "Decline payment" },
        ],
      },
    });
  }

  async function pay(request: StandInRequest): Promise<StandInResponse> {
    const id = String(request.fields.checkout ?? "");
    const checkout = checkouts.get(id);
    if (!checkout) return page("Something went wrong", [], "Unknown checkout.");
    if (checkout.state !== "open") {
      return {
        body: renderSandboxPage({
          provider: "Coinbase",
          title: "Already paid",
          lines: ["This purchase is complete."],
          closeAfterMs: 500,
        }),
      };
    }
    const amount = request.fields.amount ?? checkout.amount;
    const ref = checkout.partnerUserRef ?? "";
    const base = {
      transaction_id: randomUUID(),
      purchase_currency: checkout.assetName,
      purchase_network: checkout.network,
      payment_method: checkout.experience === "send" ? ("CRYPTO_ACCOUNT" as const) : ("CARD" as const),
      wallet_address: checkout.address,
      partner_user_ref: ref,
      type:
        checkout.experience === "send"
          ? ("ONRAMP_TRANSACTION_TYPE_SEND" as const)
          : ("ONRAMP_TRANSACTION_TYPE_BUY_AND_SEND" as const),
      created_at: new Date(now()).toISOString(),
    };
    if (request.fields.action === "decline") {
      checkout.state = "done";
      record(ref, {
        ...base,
        status: "ONRAMP_TRANSACTION_STATUS_FAILED",
        purchase_amount: { value: String(checkout.amount), currency: checkout.assetName },
        payment_total: { value: "0", currency: "USD" },
        tx_hash: "",
        completed_at: new Date(now()).toISOString(),
      });
      return {
        body: renderSandboxPage({
          provider: "Coinbase",
          title: "Payment declined",
          lines: ["Your card was declined."],
        }),
      };
    }
    if (!positiveDecimal(amount))
      return { status: 400, body: renderCheckout(id, checkout, "Enter an amount above 0.") };
    const usd = Number(amount) * (SANDBOX_USD_PRICES[checkout.listing.symbol] ?? 0);
    if (usd > SANDBOX_LIMITS_USD.coinbase) {
      return {
        status: 400,
        body: renderCheckout(
          id,
          { ...checkout, amount },
          `Above the $${SANDBOX_LIMITS_USD.coinbase} limit of guest checkout. Enter a smaller amount.`,
        ),
      };
    }
    // Taken before the first await: a second submit of the same form finds the checkout no longer open.
    checkout.state = "paying";
    const inProgress = {
      ...base,
      purchase_amount: { value: amount, currency: checkout.assetName },
      payment_total: { value: usd.toFixed(2), currency: "USD" as const },
      tx_hash: "",
      completed_at: "0001-01-01T00:00:00Z",
    };
    record(ref, { ...inProgress, status: "ONRAMP_TRANSACTION_STATUS_IN_PROGRESS" });
    try {
      const hash = await options.creditor.credit({ ...checkout.listing, to: checkout.address, amount });
      record(ref, {
        ...inProgress,
        status: "ONRAMP_TRANSACTION_STATUS_SUCCESS",
        tx_hash: hash,
        completed_at: new Date(now()).toISOString(),
      });
      checkout.state = "done";
      return {
        body: renderSandboxPage({
          provider: "Coinbase",
          title: "Payment complete",
          lines: [`${amount} ${checkout.assetName} is on its way.`],
          closeAfterMs: 800,
        }),
      };
    } catch (error) {
      checkout.state = "done";
      record(ref, {
        ...inProgress,
        status: "ONRAMP_TRANSACTION_STATUS_FAILED",
        completed_at: new Date(now()).toISOString(),
      });
      onError(`credit failed: ${error instanceof Error ? error.message : String(error)}`);
      return page("Something went wrong", [], "The purchase failed; nothing was charged.");
    }
  }

  const server = await startHttpStandIn(
    async (request) => {
      if (request.method === "POST" && request.path === "/onramp/v1/token") return createToken(request);
      const list = /^\/onramp\/v1\/buy\/user\/([^/]+)\/transactions$/.exec(request.path);
      if (request.method === "GET" && list?.[1]) return listTransactions(request, decodeURIComponent(list[1]));
      if (request.method === "GET" && request.path === "/buy/select-asset") return openBuyPage(request);
      if (request.method === "POST" && request.path === "/buy/pay") return pay(request);
      return { status: 404, body: { errorType: "not_found", errorMessage: `${request.method} ${request.path}` } };
    },
    { port: options.port },
  );
  host = new URL(server.url).host;
  return {
    ...server,
    apiKeyId,
    apiKeySecret: privateKey.export({ type: "sec1", format: "pem" }).toString(),
    projectId,
    webhookSecret,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    transactions: (ref) => [...(transactions.get(ref) ?? [])],
  };
}
