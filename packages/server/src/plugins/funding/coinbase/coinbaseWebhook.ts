import { z } from "zod";
import type { FundingWebhook } from "../FundingProviderServer.ts";
import { verifyHook0Signature } from "../verifyWebhookSignature.ts";
import type { CoinbaseSettings } from "./coinbaseSettings.ts";

/** The fields Foyer reads of an `onramp.transaction.*` event. */
const coinbaseEvent = z
  .object({
    eventType: z.string().max(100),
    transactionId: z.string().min(1).max(200),
    status: z.string().min(1).max(100),
    partnerUserRef: z.string().max(200).optional(),
    txHash: z.string().max(200).optional(),
  })
  .loose();

/** The Coinbase half of the webhook endpoint: its signature check and the event it carries. */
export const coinbaseWebhook: FundingWebhook<CoinbaseSettings> = {
  verify(settings, request) {
    const secret = settings.webhook_secret;
    if (!secret) return { ok: false, reason: "no webhook secret configured" };
    return verifyHook0Signature({
      header: request.header("x-hook0-signature"),
      body: request.body,
      headers: request.header,
      secret,
      now: request.now,
    });
  },
  parse(json) {
    const event = coinbaseEvent.safeParse(json);
    if (!event.success) return null;
    return {
      provider: "coinbase",
      transactionId: event.data.transactionId,
      status: event.data.status,
      reference: event.data.partnerUserRef || null,
      txHash: event.data.txHash && event.data.txHash !== "0x" ? event.data.txHash : null,
    };
  },
};
