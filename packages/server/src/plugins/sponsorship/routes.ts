import { sponsorshipCheckBody, sponsorshipRelayBody } from "@foyer/core/contract";
import { Hono } from "hono";
import type { z } from "zod";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import { wire } from "../../http/wire.ts";
import type { SessionService } from "../../sessions/SessionService.ts";
import type { SponsorshipService } from "./SponsorshipService.ts";

// The group's schemas are the wire contract, shared with the client (@foyer/core/contract).
const toCalls = (list: z.output<typeof sponsorshipCheckBody>["calls"]) =>
  list.map((c) => ({ to: c.to, value: BigInt(c.value), data: c.data }));

/**
 * /api/v1/sponsorship: `GET` the chains the app pays gas on (and their EIP-7702 delegate), `POST check` whether
 * a call would be sponsored for the signed-in user, `POST transactions` relay a batch the user's wallet
 * signed (answers the transaction hash; 429 too_many_requests past the daily cap).
 */
export function sponsorshipRoutes(deps: { sessions: SessionService; sponsorship: SponsorshipService }): Hono<FoyerEnv> {
  const routes = new Hono<FoyerEnv>();
  const auth = requireAuth(deps.sessions);

  routes.get("/sponsorship", wire({}), (c) => c.json({ chains: deps.sponsorship.chains(c.get("app")) }));

  routes.post("/sponsorship/check", wire({ body: sponsorshipCheckBody }), auth, async (c) => {
    const body = await parseBody(c, sponsorshipCheckBody);
    const result = await deps.sponsorship.check(
      c.get("app"),
      c.get("auth").userId,
      body.chain_id,
      body.address as `0x${string}`,
      toCalls(body.calls),
    );
    return c.json(result);
  });

  routes.post("/sponsorship/transactions", wire({ body: sponsorshipRelayBody }), auth, async (c) => {
    const body = await parseBody(c, sponsorshipRelayBody);
    const a = body.authorization;
    const result = await deps.sponsorship.relay(c.get("app"), c.get("auth").userId, {
      chainId: body.chain_id,
      address: body.address as `0x${string}`,
      calls: toCalls(body.calls),
      deadline: body.deadline,
      signature: body.signature as `0x${string}`,
      authorization: a
        ? {
            chainId: a.chain_id,
            address: a.address as `0x${string}`,
            nonce: a.nonce,
            r: a.r as `0x${string}`,
            s: a.s as `0x${string}`,
            yParity: a.y_parity,
          }
        : null,
    });
    return c.json({ hash: result.hash });
  });

  return routes;
}
