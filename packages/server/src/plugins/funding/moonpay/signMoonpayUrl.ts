import { createHmac } from "node:crypto";

/**
 * A MoonPay widget URL signed as MoonPay's "URL signing" asks: HMAC-SHA256 with the secret key over the
 * query string (from its leading "?", values URL-encoded), base64, appended last as `signature`.
 * Parameters with an undefined value are left out.
 *
 * @example
 * signMoonpayUrl("https://buy.moonpay.com", "sk_test_...", { apiKey: "pk_test_...", walletAddress: "0x..." });
 */
export function signMoonpayUrl(
  widgetUrl: string,
  secretKey: string,
  params: Record<string, string | undefined>,
): string {
  const url = new URL(widgetUrl);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value);
  const signature = createHmac("sha256", secretKey).update(url.search).digest("base64");
  return `${url.toString()}&signature=${encodeURIComponent(signature)}`;
}
