import { Hono } from "hono";
import { z } from "zod";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import type { SessionService } from "../../sessions/SessionService.ts";
import type { SponsorshipService } from "./SponsorshipService.ts";

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);
const hex = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2})*$/)
  .max(2 * 24 * 1024);
const call = z
  .object({
    to: address,
    value: z
      .string()
      .regex(/^\d{1,78}$/)
      .default("0"),
    data: hex.default("0x"),
  })
  .strict();
const calls = z.array(call).min(1).max(10);
const chainId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const checkBody = z.object({ chain_id: chainId, address, calls }).strict();
const relayBody = z
  .object({
    chain_id: chainId,
    address,
    calls,
    deadline: z.number().int().positive(),
    signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/),
    authorization: z
      .object({
        chain_id: chainId,
        address,
        nonce: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
        r: z.string().regex(/^0x[0-9a-fA-F]{1,64}$/),
        s: z.string().regex(/^0x[0-9a-fA-F]{1,64}$/),
        y_parity: z.union([z.literal(0), z.literal(1)]),
      })
      .strict()
      .nullable()
      .default(null),
  })
  .strict();

const toCalls = (list: z.output<typeof calls>) => list.map((c) => ({ to: c.to, value: BigInt(c.value), data: c.data }));

/**
 * /api/v1/sponsorship: `GET` the chains the app pays gas on (and their EIP-7702 delegate), `POST check` whether
 * a call would be sponsored for the signed-in user, `POST transactions` relay a batch the user's wallet
 * signed (answers the transaction hash; 429 too_many_requests past the daily cap).
 */
export function sponsorshipRoutes(deps: { sessions: SessionService; sponsorship: SponsorshipService }): Hono<FoyerEnv> {
  const routes = new Hono<FoyerEnv>();
  const auth = requireAuth(deps.sessions);

  routes.get("/sponsorship", (c) => c.json({ chains: deps.sponsorship.chains(c.get("app")) }));

  routes.post("/sponsorship/check", auth, async (c) => {
    const body = await parseBody(c, checkBody);
    const result = await deps.sponsorship.check(
      c.get("app"),
      c.get("auth").userId,
      body.chain_id,
      body.address as `0x${string}`,
      toCalls(body.calls),
    );
    return c.json(result);
  });

  routes.post("/sponsorship/transactions", auth, async (c) => {
    const body = await parseBody(c, relayBody);
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
