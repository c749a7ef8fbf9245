import { createHmac, randomUUID } from "node:crypto";

/** Headers of a Coinbase (Hook0) delivery: `X-Hook0-Signature: t=..,h=content-type x-hook0-id,v1=..`. */
export function hook0Headers(body: string, secret: string, now: number): Record<string, string> {
  const t = Math.floor(now / 1000);
  const headers: Record<string, string> = { "content-type": "application/json", "x-hook0-id": randomUUID() };
  const names = "content-type x-hook0-id";
  const values = `${headers["content-type"]}.${headers["x-hook0-id"]}`;
  const v1 = createHmac("sha256", secret).update(`${t}.${names}.${values}.${body}`).digest("hex");
  return { ...headers, "x-hook0-signature": `t=${t},h=${names},v1=${v1}` };
}

/** Headers of a MoonPay delivery: `Moonpay-Signature-V2: t=..,s=<hex HMAC of "t.body">`. */
export function moonpayWebhookHeaders(body: string, key: string, now: number): Record<string, string> {
  const t = Math.floor(now / 1000);
  const s = createHmac("sha256", key).update(`${t}.${body}`).digest("hex");
  return { "content-type": "application/json", "moonpay-signature-v2": `t=${t},s=${s}` };
}

/**
 * Delivers a webhook like a provider: POST, retried twice on failure. Delivery problems are reported to
 * `onError` and never fail the purchase (a provider keeps the payment even when the partner is down).
 */
export async function deliverWebhook(
  url: string | null,
  body: string,
  headers: Record<string, string>,
  onError: (message: string) => void,
): Promise<void> {
  if (!url) return;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const response = await fetch(url, { method: "POST", headers, body, signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
      onError(`webhook ${url} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
      if (response.status < 500) return;
    } catch (error) {
      onError(`webhook ${url} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
