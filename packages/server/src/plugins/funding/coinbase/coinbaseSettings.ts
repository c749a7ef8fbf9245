import { z } from "zod";

/** `settings.funding.coinbase`: the app's CDP credentials and, for tests and stand-ins, Coinbase's hosts. */
export const coinbaseSettings = z.object({
  /** The CDP Secret API key: its id ("organizations/.../apiKeys/..." or a UUID) and secret (PEM EC key or base64 Ed25519). */
  api_key_id: z.string().min(1),
  api_key_secret: z.string().min(1),
  /** The CDP project id, sent as `appId` in the buy URL. */
  project_id: z.string().min(1),
  /** Signs webhooks (X-Hook0-Signature), from the webhook subscription. */
  webhook_secret: z.string().min(1).optional(),
  api_url: z.url().default("https://api.developer.coinbase.com"),
  pay_url: z.url().default("https://pay.coinbase.com"),
});
export type CoinbaseSettings = z.output<typeof coinbaseSettings>;
