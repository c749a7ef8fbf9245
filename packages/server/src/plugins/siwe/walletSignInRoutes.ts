import type { LoginMode } from "@foyer/core";
import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../db/Database.ts";
import type { AppRecord } from "../../domain/apps/AppService.ts";
import type { SignInResult } from "../../domain/users/SignIn.ts";
import { toWireAuthResponse } from "../../domain/users/toWireAuthResponse.ts";
import type { UserService } from "../../domain/users/UserService.ts";
import { clientIp } from "../../http/clientIp.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody, validate } from "../../http/parseBody.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import { captchaTokenSchema } from "../../http/schemas.ts";
import type { CaptchaVerifier } from "../../security/CaptchaVerifier.ts";
import type { RateLimiter } from "../../security/RateLimiter.ts";
import type { SessionService } from "../../sessions/SessionService.ts";
import type { WalletClientInfo } from "./SiweService.ts";

/** Window of the per-IP nonce cap. */
const WALLET_NONCE_WINDOW_MS = 60 * 60_000;

export const walletClientShape = {
  wallet_client_type: z.string().min(1).max(64),
  connector_type: z.string().min(1).max(64),
};

/** What SiweService and SiwsService both offer: a nonce, then a signed message to sign in or link with. */
export interface WalletSignInService<Proof> {
  init(app: AppRecord, address: string): Promise<{ nonce: string; expiresAt: Date }>;
  authenticate(app: AppRecord, proof: Proof, client: WalletClientInfo, mode: LoginMode): Promise<SignInResult>;
  link(app: AppRecord, userId: string, proof: Proof, client: WalletClientInfo): Promise<void>;
  unlink(userId: string, address: string): Promise<void>;
}

export interface WalletSignInRouteDeps {
  sessions: SessionService;
  users: UserService;
  db: Database;
  captcha: CaptchaVerifier;
  trustProxy: boolean;
  rateLimiter: RateLimiter;
  /** Cap on siwe/init + siws/init per client IP per hour (RateLimits.walletNoncesPerIpPerHour). */
  noncesPerIpPerHour: number;
}

/**
 * /api/v1/{prefix}/{init,authenticate,link,unlink} for a wallet sign-in service (SIWE, SIWS), which differ
 * only in their address and proof shapes. Returns the routes so a plugin can add its own (link_smart_wallet).
 */
export function walletSignInRoutes<Proof>(
  prefix: "siwe" | "siws",
  service: WalletSignInService<Proof>,
  deps: WalletSignInRouteDeps,
  shapes: {
    address: z.ZodType<string>;
    /** The signed message and signature (and the chain or message type), read into the service's proof. */
    proof: z.ZodType<Proof>;
  },
): Hono<FoyerEnv> {
  const { users, db } = deps;
  const routes = new Hono<FoyerEnv>();
  const auth = requireAuth(deps.sessions);
  const initBody = z.object({ address: shapes.address, captcha_token: captchaTokenSchema });
  // The client fields and mode are read here; the rest of the same body is the proof (shapes.proof).
  const linkBody = z.looseObject(walletClientShape);
  const authenticateBody = z.looseObject({
    ...walletClientShape,
    mode: z.enum(["login-or-sign-up", "no-signup"]).default("login-or-sign-up"),
  });
  const unlinkBody = z.object({ address: shapes.address });
  const clientOf = (body: z.output<typeof linkBody>): WalletClientInfo => ({
    walletClientType: body.wallet_client_type,
    connectorType: body.connector_type,
  });

  routes.post(`/${prefix}/init`, async (c) => {
    const { address, captcha_token } = await parseBody(c, initBody);
    const ip = clientIp(c, deps.trustProxy);
    // Every nonce is a stored row: one bucket per IP shared by siwe and siws caps what a script can pile up.
    await deps.rateLimiter.hit(`wallet-nonce:ip:${ip}`, deps.noncesPerIpPerHour, WALLET_NONCE_WINDOW_MS);
    await deps.captcha.check(c.get("app"), captcha_token, ip);
    const { nonce, expiresAt } = await service.init(c.get("app"), address);
    return c.json({ nonce, expires_at: expiresAt.toISOString() });
  });

  routes.post(`/${prefix}/authenticate`, async (c) => {
    const body = await parseBody(c, authenticateBody);
    const proof = validate(shapes.proof, body);
    const { tokens, isNewUser } = await service.authenticate(c.get("app"), proof, clientOf(body), body.mode);
    return c.json(await toWireAuthResponse(users, db, tokens, isNewUser));
  });

  routes.post(`/${prefix}/link`, auth, async (c) => {
    const body = await parseBody(c, linkBody);
    const proof = validate(shapes.proof, body);
    const { userId } = c.get("auth");
    await service.link(c.get("app"), userId, proof, clientOf(body));
    return c.json(await users.toWire(db, userId));
  });

  routes.post(`/${prefix}/unlink`, auth, async (c) => {
    const { address } = await parseBody(c, unlinkBody);
    const { userId } = c.get("auth");
    await service.unlink(userId, address);
    return c.json(await users.toWire(db, userId));
  });

  return routes;
}
