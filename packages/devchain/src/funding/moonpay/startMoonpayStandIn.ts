import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import type { ChainCreditor } from "../createChainCreditor.ts";
import { renderSandboxPage } from "../renderSandboxPage.ts";
import { moonpayListing, SANDBOX_LIMITS_USD, SANDBOX_USD_PRICES, type SandboxListing } from "../sandboxMarket.ts";
import { deliverWebhook, moonpayWebhookHeaders } from "../signWebhook.ts";
import { type HttpStandIn, type StandInRequest, type StandInResponse, startHttpStandIn } from "../startHttpStandIn.ts";

/** A Buy transaction with the fields of MoonPay's API that Foyer reads (spec 001 §3 "Moonpay transaction"). */
export interface SandboxMoonpayTransaction {
  id: string;
  status: "pending" | "waitingAuthorization" | "completed" | "failed";
  paymentMethod: string;
  cardPaymentType: string | null;
  currency: { code: string };
  baseCurrency: { code: "usd" };
  baseCurrencyAmount: number;
  quoteCurrencyAmount: number;
  feeAmount: number;
  extraFeeAmount: number;
  networkFeeAmount: number;
  walletAddress: string;
  externalTransactionId: string;
  cryptoTransactionId: string | null;
  failureReason: string | null;
  createdAt: string;
  updatedAt: string;
}

interface Widget {
  listing: SandboxListing;
  code: string;
  walletAddress: string;
  externalTransactionId: string;
  externalCustomerId: string | null;
  amount: string;
  state: "open" | "paying" | "done";
}

export interface MoonpayStandIn extends HttpStandIn {
  publishableKey: string;
  secretKey: string;
  webhookKey: string;
  setWebhookUrl(url: string | null): void;
  /** Completes the bank-transfer purchases left waiting for authorization (credits them). */
  settlePending(): Promise<void>;
  transaction(externalTransactionId: string): SandboxMoonpayTransaction | null;
}

const positiveDecimal = (value: unknown): value is string =>
  typeof value === "string" && /^\d{1,12}(\.\d{1,18})?$/.test(value) && Number(value) > 0;

/** MoonPay's check: HMAC-SHA256 (secret key) of the query string without its final `&signature=`, base64. */
function signatureHolds(search: string, secretKey: string): boolean {
  const at = search.lastIndexOf("&signature=");
  if (at < 0) return false;
  const given = Buffer.from(decodeURIComponent(search.slice(at + "&signature=".length)), "base64");
  const expected = createHmac("sha256", secretKey).update(search.slice(0, at)).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A local MoonPay: the widget (`GET /?apiKey=...&walletAddress=...&signature=...`) refuses to load unless the
 * URL is signed with the secret key, as MoonPay's does; "Pay" credits the local chain, "Pay by bank
 * transfer" leaves the purchase waiting for authorization (until settlePending), "Decline" fails it. The API
 * answers `GET /v1/transactions/ext/{externalTransactionId}?apiKey=` with a list (404 when none), and each
 * change is sent to the webhook signed with Moonpay-Signature-V2.
 */
export async function startMoonpayStandIn(options: {
  creditor: ChainCreditor;
  mainChainId: number;
  port?: number;
  now?: () => number;
  onError?: (message: string) => void;
}): Promise<MoonpayStandIn> {
  const now = options.now ?? Date.now;
  const onError = options.onError ?? ((message) => console.error(`[moonpay sandbox] ${message}`));
  const publishableKey = `pk_test_${randomBytes(12).toString("hex")}`;
  const secretKey = `sk_test_${randomBytes(16).toString("hex")}`;
  const webhookKey = `wk_test_${randomBytes(16).toString("hex")}`;
  const widgets = new Map<string, Widget>();
  const transactions = new Map<string, SandboxMoonpayTransaction>();
  let webhookUrl: string | null = null;

  const save = (transaction: SandboxMoonpayTransaction, type: string, customer: string | null) => {
    transactions.set(transaction.externalTransactionId, transaction);
    const body = JSON.stringify({ data: transaction, type, externalCustomerId: customer });
    void deliverWebhook(webhookUrl, body, moonpayWebhookHeaders(body, webhookKey, now()), onError);
  };

  const errorPage = (title: string, error: string): StandInResponse => ({
    status: 400,
    body: renderSandboxPage({ provider: "MoonPay", title, error }),
  });

  const renderWidget = (id: string, widget: Widget, error: string | null) =>
    renderSandboxPage({
      provider: "MoonPay",
      title: `Buy ${widget.listing.symbol}`,
      lines: [`Currency ${widget.code.toUpperCase()}`, `To ${widget.walletAddress}`],
      error,
      form: {
        action: "/pay",
        hidden: { widget: id },
        amount: widget.amount,
        buttons: [
          { value: "pay", label: "Pay" },
          { value: "bank", label: "Pay by bank transfer" },
          { value: "decline", label: "Decline" },
        ],
      },
    });

  function openWidget(request: StandInRequest): StandInResponse {
    const q = request.query;
    if (q.get("apiKey") !== publishableKey) return errorPage("Something went wrong", "Invalid API key.");
    if (!signatureHolds(request.search, secretKey)) return errorPage("Something went wrong", "Invalid signature.");
    const code = q.get("currencyCode") ?? "";
    const listing = moonpayListing(code, options.mainChainId);
    const walletAddress = q.get("walletAddress") ?? "";
    const externalTransactionId = q.get("externalTransactionId") ?? "";
    if (!listing || !walletAddress || !externalTransactionId) {
      return errorPage("Not available", `${code || "This currency"} is not sold in the local sandbox.`);
    }
    const id = randomBytes(12).toString("base64url");
    const widget: Widget = {
      listing,
      code,
      walletAddress,
      externalTransactionId,
      externalCustomerId: q.get("externalCustomerId"),
      amount: positiveDecimal(q.get("quoteCurrencyAmount")) ? (q.get("quoteCurrencyAmount") as string) : "0.01",
      state: transactions.has(externalTransactionId) ? "done" : "open",
    };
    widgets.set(id, widget);
    return { body: renderWidget(id, widget, null) };
  }

  const complete = async (transaction: SandboxMoonpayTransaction, listing: SandboxListing, customer: string | null) => {
    try {
      const hash = await options.creditor.credit({
        ...listing,
        to: transaction.walletAddress,
        amount: String(transaction.quoteCurrencyAmount),
      });
      save(
        { ...transaction, status: "completed", cryptoTransactionId: hash, updatedAt: new Date(now()).toISOString() },
        "transaction_updated",
        customer,
      );
    } catch (error) {
      onError(`credit failed: ${error instanceof Error ? error.message : String(error)}`);
      save(
        {
          ...transaction,
          status: "failed",
          failureReason: "crypto_transfer_failed",
          updatedAt: new Date(now()).toISOString(),
        },
        "transaction_failed",
        customer,
      );
    }
  };
  const waiting: { transaction: SandboxMoonpayTransaction; listing: SandboxListing; customer: string | null }[] = [];

  async function pay(request: StandInRequest): Promise<StandInResponse> {
    const id = String(request.fields.widget ?? "");
    const widget = widgets.get(id);
    if (!widget) return errorPage("Something went wrong", "Unknown purchase.");
    if (widget.state !== "open") {
      return {
        body: renderSandboxPage({
          provider: "MoonPay",
          title: "Already paid",
          lines: ["This purchase is complete."],
          closeAfterMs: 500,
        }),
      };
    }
    const amount = request.fields.amount ?? widget.amount;
    const action = request.fields.action;
    if (!positiveDecimal(amount)) return { status: 400, body: renderWidget(id, widget, "Enter an amount above 0.") };
    const usd = Number(amount) * (SANDBOX_USD_PRICES[widget.listing.symbol] ?? 0);
    if (usd > SANDBOX_LIMITS_USD.moonpay) {
      return {
        status: 400,
        body: renderWidget(
          id,
          { ...widget, amount },
          `Above the $${SANDBOX_LIMITS_USD.moonpay} limit. Enter a smaller amount.`,
        ),
      };
    }
    widget.state = "paying";
    const stamp = new Date(now()).toISOString();
    const transaction: SandboxMoonpayTransaction = {
      id: randomUUID(),
      status: "pending",
      paymentMethod: action === "bank" ? "sepa_bank_transfer" : "credit_debit_card",
      cardPaymentType: action === "bank" ? null : "debit",
      currency: { code: widget.code.toLowerCase() },
      baseCurrency: { code: "usd" },
      baseCurrencyAmount: Number(usd.toFixed(2)),
      quoteCurrencyAmount: Number(amount),
      feeAmount: 0,
      extraFeeAmount: 0,
      networkFeeAmount: 0,
      walletAddress: widget.walletAddress,
      externalTransactionId: widget.externalTransactionId,
      cryptoTransactionId: null,
      failureReason: null,
      createdAt: stamp,
      updatedAt: stamp,
    };
    widget.state = "done";
    if (action === "decline") {
      save(
        { ...transaction, status: "failed", failureReason: "card_declined" },
        "transaction_failed",
        widget.externalCustomerId,
      );
      return {
        body: renderSandboxPage({ provider: "MoonPay", title: "Payment declined", lines: ["Your card was declined."] }),
      };
    }
    save(transaction, "transaction_created", widget.externalCustomerId);
    if (action === "bank") {
      const held = { ...transaction, status: "waitingAuthorization" as const };
      save(held, "transaction_updated", widget.externalCustomerId);
      waiting.push({ transaction: held, listing: widget.listing, customer: widget.externalCustomerId });
      return {
        body: renderSandboxPage({
          provider: "MoonPay",
          title: "Processing payment",
          lines: ["We'll email you when it completes."],
          closeAfterMs: 800,
        }),
      };
    }
    await complete(transaction, widget.listing, widget.externalCustomerId);
    return {
      body: renderSandboxPage({
        provider: "MoonPay",
        title: "Payment complete",
        lines: [`${amount} ${widget.listing.symbol} is on its way.`],
        closeAfterMs: 800,
      }),
    };
  }

  function lookup(request: StandInRequest, externalId: string): StandInResponse {
    if (request.query.get("apiKey") !== publishableKey) {
      return { status: 401, body: { message: "Invalid API key", type: "UnauthorizedError" } };
    }
    const transaction = transactions.get(externalId);
    if (!transaction) return { status: 404, body: { message: "Transaction not found", type: "NotFoundError" } };
    return { body: [transaction] };
  }

  const server = await startHttpStandIn(
    async (request) => {
      if (request.method === "GET" && request.path === "/") return openWidget(request);
      if (request.method === "POST" && request.path === "/pay") return pay(request);
      const ext = /^\/v1\/transactions\/ext\/([^/]+)$/.exec(request.path);
      if (request.method === "GET" && ext?.[1]) return lookup(request, decodeURIComponent(ext[1]));
      return { status: 404, body: { message: "Not found", type: "NotFoundError" } };
    },
    { port: options.port },
  );
  return {
    ...server,
    publishableKey,
    secretKey,
    webhookKey,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    async settlePending() {
      for (const held of waiting.splice(0)) await complete(held.transaction, held.listing, held.customer);
    },
    transaction: (externalId) => transactions.get(externalId) ?? null,
  };
}
