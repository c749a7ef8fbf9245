/** A MoonPay Buy transaction: the fields spec 001 §3 "Moonpay transaction" names. */
export interface MoonpayTransaction {
  status: "pending" | "completed" | "failed" | "waitingAuthorization" | (string & {});
  paymentMethod: string | null;
  cardPaymentType: string | null;
  currency: { code: string } | null;
  baseCurrencyAmount: number | null;
  quoteCurrencyAmount: number | null;
  feeAmount: number | null;
  extraFeeAmount: number | null;
  networkFeeAmount: number | null;
}

/** A failed lookup; `status` tells a 404 (no transaction yet) from real errors. */
export class MoonpayLookupError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null) {
    super(message);
    this.name = "MoonpayLookupError";
    this.status = status;
  }
}

const numberOrNull = (value: unknown) => (typeof value === "number" ? value : null);

/**
 * MoonPay's public transaction lookup (spec 001 §7): `GET {api}/v1/transactions/ext/{externalTransactionId}
 * ?apiKey=<publishable key>`; the answer is a list, its first item is read. A 404 (nothing bought yet)
 * answers null; any other failure throws MoonpayLookupError with the status.
 *
 * @example
 * const moonpay = createMoonpayClient({ apiUrl: "https://api.moonpay.com", apiKey: "pk_live_..." });
 * const transaction = await moonpay.transactionByExternalId(externalTransactionId);
 */
export function createMoonpayClient(options: { apiUrl: string; apiKey: string; fetch?: typeof fetch }) {
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return {
    async transactionByExternalId(externalTransactionId: string): Promise<MoonpayTransaction | null> {
      const url = `${options.apiUrl.replace(/\/+$/, "")}/v1/transactions/ext/${encodeURIComponent(externalTransactionId)}?apiKey=${encodeURIComponent(options.apiKey)}`;
      let response: Response;
      try {
        response = await doFetch(url, { headers: { accept: "application/json" } });
      } catch (cause) {
        throw new MoonpayLookupError(cause instanceof Error ? cause.message : "Network request failed", null);
      }
      if (response.status === 404) return null;
      if (!response.ok) throw new MoonpayLookupError(`MoonPay answered ${response.status}`, response.status);
      const list: unknown = await response.json().catch(() => null);
      const first = Array.isArray(list) ? (list[0] as Record<string, unknown> | undefined) : undefined;
      if (!first || typeof first.status !== "string") return null;
      const currency = first.currency as { code?: unknown } | undefined;
      return {
        status: first.status,
        paymentMethod: typeof first.paymentMethod === "string" ? first.paymentMethod : null,
        cardPaymentType: typeof first.cardPaymentType === "string" ? first.cardPaymentType : null,
        currency: typeof currency?.code === "string" ? { code: currency.code } : null,
        baseCurrencyAmount: numberOrNull(first.baseCurrencyAmount),
        quoteCurrencyAmount: numberOrNull(first.quoteCurrencyAmount),
        feeAmount: numberOrNull(first.feeAmount),
        extraFeeAmount: numberOrNull(first.extraFeeAmount),
        networkFeeAmount: numberOrNull(first.networkFeeAmount),
      };
    },
  };
}

export type MoonpayClient = ReturnType<typeof createMoonpayClient>;
