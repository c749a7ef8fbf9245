import { Hono } from "hono";
import type { Hex } from "viem";
import { z } from "zod";
import type { Database } from "../../db/Database.ts";
import { normaliseOrigin } from "../../domain/apps/AppService.ts";
import { toWireAuthResponse } from "../../domain/users/toWireAuthResponse.ts";
import type { UserService } from "../../domain/users/UserService.ts";
import { clientIp } from "../../http/clientIp.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import { captchaTokenSchema } from "../../http/schemas.ts";
import type { CaptchaVerifier } from "../../security/CaptchaVerifier.ts";
import type { RateLimiter } from "../../security/RateLimiter.ts";
import type { SessionService } from "../../sessions/SessionService.ts";
import type { FarcasterProof, FarcasterService } from "./FarcasterService.ts";

/** Window of the per-IP cap on farcaster/init. */
const INIT_WINDOW_MS = 60 * 60_000;
const channelTokenSchema = z.string().min(1).max(512);
const fidSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const proofShape = {
  /** Only a loose cap here: the service answers invalid_message above MAX_MESSAGE_BYTES. */
  message: z.string().min(1).max(32_768),
  signature: z.string().regex(/^0x[0-9a-fA-F]{2,8192}$/, "Not a hex signature"),
  fid: fidSchema,
  channel_token: channelTokenSchema.optional(),
};
const initBody = z.object({ captcha_token: captchaTokenSchema });
const statusBody = z.object({ channel_token: channelTokenSchema });
const authenticateBody = z.object({
  ...proofShape,
  mode: z.enum(["login-or-sign-up", "no-signup"]).default("login-or-sign-up"),
});
const linkBody = z.object(proofShape);
const unlinkBody = z.object({ fid: fidSchema });

const proofOf = (body: z.output<typeof linkBody>): FarcasterProof => ({
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

  routes.post("/farcaster/init", async (c) => {
    const { captcha_token } = await parseBody(c, initBody);
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

  routes.post("/farcaster/status", async (c) => {
    const { channel_token } = await parseBody(c, statusBody);
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

  routes.post("/farcaster/authenticate", async (c) => {
    const body = await parseBody(c, authenticateBody);
    const { tokens, isNewUser } = await farcaster.authenticate(c.get("app"), proofOf(body), body.mode);
    return c.json(await toWireAuthResponse(users, db, tokens, isNewUser));
  });

  routes.post("/farcaster/link", auth, async (c) => {
    const body = await parseBody(c, linkBody);
    const { userId } = c.get("auth");
    await farcaster.link(c.get("app"), userId, proofOf(body));
    return c.json(await users.toWire(db, userId));
  });

  routes.post("/farcaster/unlink", auth, async (c) => {
    const { fid } = await parseBody(c, unlinkBody);
    const { userId } = c.get("auth");
    await farcaster.unlink(userId, fid);
    return c.json(await users.toWire(db, userId));
  });

  return routes;
}
