import { z } from "zod";
import type { FundingWebhook } from "../FundingProviderServer.ts";
import { verifyMoonpaySignature, type WebhookCheck } from "../verifyWebhookSignature.ts";
import type { MoonpaySettings } from "./moonpaySettings.ts";

/** The fields Foyer reads of a Buy webhook (`transaction_created`, `transaction_updated`, `transaction_failed`). */
const moonpayEvent = z
  .object({
    type: z.string().max(100),
    data: z
      .object({
        id: z.string().min(1).max(200),
        status: z.string().min(1).max(100),
        externalTransactionId: z.string().max(200).nullish(),
        cryptoTransactionId: z.string().max(200).nullish(),
      })
      .loose(),
  })
  .loose();

/** The MoonPay half of the webhook endpoint: live and sandbox webhook keys are both tried. */
export const moonpayWebhook: FundingWebhook<MoonpaySettings> = {
  verify(settings, request) {
    const keys = [settings.live?.webhook_key, settings.sandbox?.webhook_key].filter((key): key is string =>
      Boolean(key),
    );
    if (keys.length === 0) return { ok: false, reason: "no webhook key configured" };
    let check: WebhookCheck = { ok: false, reason: "bad signature" };
    for (const key of new Set(keys)) {
      check = verifyMoonpaySignature({
        header: request.header("moonpay-signature-v2"),
        body: request.body,
        key,
        now: request.now,
      });
      if (check.ok || check.reason !== "bad signature") return check;
    }
    return check;
  },
  parse(json) {
    const event = moonpayEvent.safeParse(json);
    if (!event.success) return null;
    return {
      provider: "moonpay",
      transactionId: event.data.data.id,
      status: event.data.data.status,
      reference: event.data.data.externalTransactionId ?? null,
      txHash: event.data.data.cryptoTransactionId ?? null,
    };
  },
};
