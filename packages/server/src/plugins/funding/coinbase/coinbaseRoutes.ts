import { randomUUID } from "node:crypto";
import { FoyerError } from "@foyer/core";
import { coinbaseOnrampInitBody, coinbaseOnrampStatusQuery } from "@foyer/core/contract";
import { Hono } from "hono";
import { clientIp } from "../../../http/clientIp.ts";
import type { FoyerEnv } from "../../../http/FoyerEnv.ts";
import { parseBody, validate } from "../../../http/parseBody.ts";
import { wire } from "../../../http/wire.ts";
import type { FundingRouteDeps } from "../FundingProviderServer.ts";
import { CoinbaseOnrampClient, toOnrampStatus } from "./CoinbaseOnrampClient.ts";
import type { CoinbaseSettings } from "./coinbaseSettings.ts";

/**
 * Coinbase Onramp (card and "Transfer from an exchange", spec 001 §7): `POST funding/coinbase_on_ramp/init`
 * asks Coinbase for a session token for the user's own addresses and answers `{ app_id, session_token,
 * partner_user_id }`; `GET funding/coinbase_on_ramp/status?partnerUserId=` answers `{ status }` (pending,
 * success, failure) from Coinbase's Transaction Status API, only to the user who opened that ref. The CDP
 * key never leaves the server. Bodies and queries are the wire contract's (@foyer/core/contract).
 */
export function coinbaseRoutes(deps: FundingRouteDeps<CoinbaseSettings> & { fetch?: typeof fetch }): Hono<FoyerEnv> {
  const routes = new Hono<FoyerEnv>();
  const client = (settings: CoinbaseSettings) =>
    new CoinbaseOnrampClient(settings, { fetch: deps.fetch, now: deps.now });

  routes.post("/funding/coinbase_on_ramp/init", wire({ body: coinbaseOnrampInitBody }), deps.requireAuth, async (c) => {
    const app = c.get("app");
    const settings = deps.settingsOf(app);
    const body = await parseBody(c, coinbaseOnrampInitBody);
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

  routes.get(
    "/funding/coinbase_on_ramp/status",
    wire({ query: coinbaseOnrampStatusQuery }),
    deps.requireAuth,
    async (c) => {
      const app = c.get("app");
      const settings = deps.settingsOf(app);
      const { partnerUserId: ref } = validate(coinbaseOnrampStatusQuery, {
        partnerUserId: c.req.query("partnerUserId") ?? "",
      });
      const owner = await deps.funding.partnerRefOwner(app.id, ref);
      // Someone else's ref reads exactly like an unknown one.
      if (owner !== c.get("auth").userId) throw new FoyerError("invalid_data", "Unknown partnerUserId.");
      const transactions = await client(settings).listTransactions(ref);
      return c.json({ status: toOnrampStatus(transactions) });
    },
  );
  return routes;
}
