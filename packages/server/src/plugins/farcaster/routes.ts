import {
  farcasterAuthenticateBody,
  farcasterInitBody,
  farcasterLinkBody,
  farcasterStatusBody,
  farcasterUnlinkBody,
} from "@foyer/core/contract";
import { Hono } from "hono";
import type { Hex } from "viem";
import type { z } from "zod";
import type { Database } from "../../db/Database.ts";
import { normaliseOrigin } from "../../domain/apps/AppService.ts";
import { toWireAuthResponse } from "../../domain/users/toWireAuthResponse.ts";
import type { UserService } from "../../domain/users/UserService.ts";
import { clientIp } from "../../http/clientIp.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import { wire } from "../../http/wire.ts";
import type { CaptchaVerifier } from "../../security/CaptchaVerifier.ts";
import type { RateLimiter } from "../../security/RateLimiter.ts";
import type { SessionService } from "../../sessions/SessionService.ts";
import type { FarcasterProof, FarcasterService } from "./FarcasterService.ts";

/** Window of the per-IP cap on farcaster/init. */
const INIT_WINDOW_MS = 60 * 60_000;

// The group's schemas are the wire contract, shared with the client (@foyer/core/contract).
const proofOf = (body: z.output<typeof farcasterLinkBody>): FarcasterProof => ({
  message: body.message,
  signature: body.signature as Hex,
  fid: body.fid,
  channelToken: body.channel_token,
});

export interface FarcasterRouteDeps {
  farcaster: FarcasterService;
  sessions: SessionService;
  users: UserService;
  db: Database;
  captcha: CaptchaVerifier;
  trustProxy: boolean;
  rateLimiter: RateLimiter;
  /** farcaster/init calls per client IP per hour (each stores a nonce and opens a relay channel). */
  initsPerIpPerHour: number;
}

/** /api/v1/farcaster/{init,status,authenticate,link,unlink} (FarcasterService); transfer is transferRoute. */
export function farcasterRoutes(deps: FarcasterRouteDeps): Hono<FoyerEnv> {
  const { farcaster, users, db } = deps;
  const routes = new Hono<FoyerEnv>();
  const auth = requireAuth(deps.sessions);

  routes.post("/farcaster/init", wire({ body: farcasterInitBody }), async (c) => {
    const { captcha_token } = await parseBody(c, farcasterInitBody);
    const ip = clientIp(c, deps.trustProxy);
    await deps.rateLimiter.hit(`farcaster-init:ip:${ip}`, deps.initsPerIpPerHour, INIT_WINDOW_MS);
    await deps.captcha.check(c.get("app"), captcha_token, ip);
    const origin = c.req.header("origin");
    const { channelToken, connectUri } = await farcaster.init(c.get("app"), {
      origin: origin ? normaliseOrigin(origin) : undefined,
      serverOrigin: new URL(c.req.url).origin,
    });
    return c.json({ channel_token: channelToken, connect_uri: connectUri });
  });

  routes.post("/farcaster/status", wire({ body: farcasterStatusBody }), async (c) => {
    const { channel_token } = await parseBody(c, farcasterStatusBody);
    const status = await farcaster.status(c.get("app"), channel_token);
    if (status.state === "pending") return c.json({ state: "pending" });
    return c.json({
      state: "completed",
      message: status.message,
      signature: status.signature,
      fid: status.fid,
      username: status.username,
      display_name: status.displayName,
      pfp_url: status.pfpUrl,
      bio: status.bio,
    });
  });

  routes.post("/farcaster/authenticate", wire({ body: farcasterAuthenticateBody }), async (c) => {
    const body = await parseBody(c, farcasterAuthenticateBody);
    const { tokens, isNewUser } = await farcaster.authenticate(c.get("app"), proofOf(body), body.mode);
    return c.json(await toWireAuthResponse(users, db, tokens, isNewUser));
  });

  routes.post("/farcaster/link", wire({ body: farcasterLinkBody }), auth, async (c) => {
    const body = await parseBody(c, farcasterLinkBody);
    const { userId } = c.get("auth");
    await farcaster.link(c.get("app"), userId, proofOf(body));
    return c.json(await users.toWire(db, userId));
  });

  routes.post("/farcaster/unlink", wire({ body: farcasterUnlinkBody }), auth, async (c) => {
    const { fid } = await parseBody(c, farcasterUnlinkBody);
    const { userId } = c.get("auth");
    await farcaster.unlink(userId, fid);
    return c.json(await users.toWire(db, userId));
  });

  return routes;
}
