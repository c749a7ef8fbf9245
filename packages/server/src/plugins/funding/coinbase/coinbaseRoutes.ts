import { randomUUID } from "node:crypto";
import { COINBASE_NETWORK_LIST, COINBASE_ONRAMP_ASSETS, FoyerError } from "@foyer/core";
import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { clientIp } from "../../../http/clientIp.ts";
import type { FoyerEnv } from "../../../http/FoyerEnv.ts";
import { parseBody, validate } from "../../../http/parseBody.ts";
import type { FundingService } from "../FundingService.ts";
import { requireFundingOption } from "../requireFundingOption.ts";
import { walletAddressSchema } from "../walletAddressSchema.ts";
import { CoinbaseOnrampClient, toOnrampStatus } from "./CoinbaseOnrampClient.ts";

const initBody = z.object({
  addresses: z
    .array(
      z.object({
        address: walletAddressSchema,
        blockchains: z
          .array(z.enum(COINBASE_NETWORK_LIST as [string, ...string[]]))
          .min(1)
          .max(10),
      }),
    )
    .min(1)
    .max(5),
  assets: z.array(z.enum(COINBASE_ONRAMP_ASSETS)).max(COINBASE_ONRAMP_ASSETS.length).optional(),
});

/** Foyer's partner user refs: "foyer-" and a UUID (Coinbase allows up to 49 characters). */
const partnerUserId = z.string().regex(/^foyer-[0-9a-f-]{36}$/);

export interface CoinbaseRouteDeps {
  funding: FundingService;
  trustProxy: boolean;
  now: () => number;
  /** The HTTP client the Coinbase calls go through (tests and the sandbox use the global one). */
  fetch?: typeof fetch;
}

/**
 * Coinbase Onramp (card and "Transfer from an exchange", spec 001 §7): `POST funding/coinbase_on_ramp/init`
 * asks Coinbase for a session token for the user's own addresses and answers `{ app_id, session_token,
 * partner_user_id }`; `GET funding/coinbase_on_ramp/status?partnerUserId=` answers `{ status }` (pending,
 * success, failure) from Coinbase's Transaction Status API, only to the user who opened that ref. The CDP
 * key never leaves the server.
 */
export function coinbaseRoutes(deps: CoinbaseRouteDeps, requireAuth: MiddlewareHandler<FoyerEnv>): Hono<FoyerEnv> {
  const routes = new Hono<FoyerEnv>();
  const client = (settings: ReturnType<typeof requireFundingOption>) => {
    if (!settings.coinbase) throw new FoyerError("not_supported", "Funding wallet is not enabled");
    return new CoinbaseOnrampClient(settings.coinbase, { fetch: deps.fetch, now: deps.now });
  };

  routes.post("/funding/coinbase_on_ramp/init", requireAuth, async (c) => {
    const app = c.get("app");
    const settings = requireFundingOption(app, "coinbase");
    const body = await parseBody(c, initBody);
    const { userId } = c.get("auth");
    for (const { address } of body.addresses) {
      if (!(await deps.funding.ownsAddress(app.id, userId, address))) {
        throw new FoyerError("invalid_data", `Wallet ${address} is not one of your wallets.`);
      }
    }
    const coinbase = client(settings);
    const token = await coinbase.createSessionToken({
      addresses: body.addresses,
      assets: body.assets,
      clientIp: clientIp(c, deps.trustProxy),
    });
    const ref = `foyer-${randomUUID()}`;
    await deps.funding.rememberPartnerRef(app.id, userId, ref);
    return c.json({ app_id: coinbase.projectId, session_token: token, partner_user_id: ref });
  });

  routes.get("/funding/coinbase_on_ramp/status", requireAuth, async (c) => {
    const app = c.get("app");
    const settings = requireFundingOption(app, "coinbase");
    const ref = validate(partnerUserId, c.req.query("partnerUserId") ?? "");
    const owner = await deps.funding.partnerRefOwner(app.id, ref);
    // Someone else's ref reads exactly like an unknown one.
    if (owner !== c.get("auth").userId) throw new FoyerError("invalid_data", "Unknown partnerUserId.");
    const transactions = await client(settings).listTransactions(ref);
    return c.json({ status: toOnrampStatus(transactions) });
  });
  return routes;
}
