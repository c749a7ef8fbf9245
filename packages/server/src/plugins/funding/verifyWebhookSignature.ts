import { createHmac, timingSafeEqual } from "node:crypto";

/** How old a signed webhook may be; older ones are refused as replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export type WebhookCheck = { ok: true; timestamp: number; signature: string } | { ok: false; reason: string };

function parseParts(header: string): Map<string, string> {
  const parts = new Map<string, string>();
  for (const element of header.split(",")) {
    const at = element.indexOf("=");
    if (at > 0) parts.set(element.slice(0, at).trim(), element.slice(at + 1).trim());
  }
  return parts;
}

function sameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]+$/i.test(given) || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(given.toLowerCase(), "hex"));
}

function fresh(timestamp: number, now: number): boolean {
  return Number.isSafeInteger(timestamp) && Math.abs(now / 1000 - timestamp) <= WEBHOOK_TOLERANCE_SECONDS;
}

/**
 * MoonPay's `Moonpay-Signature-V2: t=<unix seconds>,s=<hex HMAC-SHA256>` over `<t>.<raw body>` with the
 * webhook key. Compared in constant time; a timestamp off by more than WEBHOOK_TOLERANCE_SECONDS is refused.
 */
export function verifyMoonpaySignature(input: {
  header: string | undefined;
  body: string;
  key: string;
  now: number;
}): WebhookCheck {
  if (!input.header) return { ok: false, reason: "missing Moonpay-Signature-V2" };
  const parts = parseParts(input.header);
  const t = parts.get("t");
  const s = parts.get("s");
  if (!t || !s || !/^\d{1,12}$/.test(t)) return { ok: false, reason: "malformed signature header" };
  const expected = createHmac("sha256", input.key).update(`${t}.${input.body}`).digest("hex");
  if (!sameHex(expected, s)) return { ok: false, reason: "bad signature" };
  if (!fresh(Number(t), input.now)) return { ok: false, reason: "stale timestamp" };
  return { ok: true, timestamp: Number(t), signature: s.toLowerCase() };
}

/**
 * Coinbase (CDP webhooks, delivered by Hook0): `X-Hook0-Signature: t=<unix seconds>,h=<header names>,v1=<hex>`
 * where v1 is HMAC-SHA256 over `<t>.<h>.<those headers' values joined by ".">.<raw body>` with the
 * subscription's secret. Constant-time compare; stale timestamps refused.
 */
export function verifyHook0Signature(input: {
  header: string | undefined;
  body: string;
  headers: (name: string) => string | undefined;
  secret: string;
  now: number;
}): WebhookCheck {
  if (!input.header) return { ok: false, reason: "missing X-Hook0-Signature" };
  const parts = parseParts(input.header);
  const t = parts.get("t");
  const v1 = parts.get("v1");
  const h = parts.get("h") ?? "";
  if (!t || !v1 || !/^\d{1,12}$/.test(t)) return { ok: false, reason: "malformed signature header" };
  const names = h.split(" ").filter(Boolean);
  const values = names.map((name) => input.headers(name) ?? "").join(".");
  const expected = createHmac("sha256", input.secret).update(`${t}.${h}.${values}.${input.body}`).digest("hex");
  if (!sameHex(expected, v1)) return { ok: false, reason: "bad signature" };
  if (!fresh(Number(t), input.now)) return { ok: false, reason: "stale timestamp" };
  return { ok: true, timestamp: Number(t), signature: v1.toLowerCase() };
}
