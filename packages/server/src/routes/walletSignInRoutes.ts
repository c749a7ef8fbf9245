import type { LoginMode } from "@foyer/core";
import { Hono } from "hono";
import type { z } from "zod";
import type { Database } from "../db/Database.ts";
import type { AppRecord } from "../domain/apps/AppService.ts";
import type { SignInResult } from "../domain/users/SignIn.ts";
import { toWireAuthResponse } from "../domain/users/toWireAuthResponse.ts";
import type { UserService } from "../domain/users/UserService.ts";
import type { WalletClientInfo } from "../domain/users/WalletClientInfo.ts";
import { clientIp } from "../http/clientIp.ts";
import type { FoyerEnv } from "../http/FoyerEnv.ts";
import { parseBody } from "../http/parseBody.ts";
import { requireAuth } from "../http/requireAuth.ts";
import { wire } from "../http/wire.ts";
import type { CaptchaVerifier } from "../security/CaptchaVerifier.ts";
import type { RateLimiter } from "../security/RateLimiter.ts";
import type { SessionService } from "../sessions/SessionService.ts";

/** Window of the per-IP nonce cap. */
const WALLET_NONCE_WINDOW_MS = 60 * 60_000;

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

/** The wallet client fields every signed body carries (contract/walletSignIn.ts walletClientShape). */
interface WalletClientFields {
  wallet_client_type: string;
  connector_type: string;
}

/**
 * A wallet sign-in group's bodies, from the wire contract (@foyer/core/contract walletSignInBodies): the
 * signed ones hold the proof fields (`Signed`) beside the wallet client fields.
 */
export interface WalletSignInBodies<Signed> {
  init: z.ZodType<{ address: string; captcha_token?: string | undefined }>;
  authenticate: z.ZodType<Signed & WalletClientFields & { mode: LoginMode }>;
  link: z.ZodType<Signed & WalletClientFields>;
  unlink: z.ZodType<{ address: string }>;
}

/**
 * /api/v1/{prefix}/{init,authenticate,link,unlink} for a wallet sign-in service (SIWE, SIWS), which differ
 * only in their address and proof fields. `proofOf` reads a validated body into the service's proof.
 * Returns the routes so a plugin can add its own (link_smart_wallet).
 */
export function walletSignInRoutes<Proof, Signed>(
  prefix: "siwe" | "siws",
  service: WalletSignInService<Proof>,
  deps: WalletSignInRouteDeps,
  bodies: WalletSignInBodies<Signed>,
  proofOf: (body: Signed) => Proof,
): Hono<FoyerEnv> {
  const { users, db } = deps;
  const routes = new Hono<FoyerEnv>();
  const auth = requireAuth(deps.sessions);
  const clientOf = (body: WalletClientFields): WalletClientInfo => ({
    walletClientType: body.wallet_client_type,
    connectorType: body.connector_type,
  });

  routes.post(`/${prefix}/init`, wire({ body: bodies.init }), async (c) => {
    const { address, captcha_token } = await parseBody(c, bodies.init);
    const ip = clientIp(c, deps.trustProxy);
    // Every nonce is a stored row: one bucket per IP shared by siwe and siws caps what a script can pile up.
    await deps.rateLimiter.hit(`wallet-nonce:ip:${ip}`, deps.noncesPerIpPerHour, WALLET_NONCE_WINDOW_MS);
    await deps.captcha.check(c.get("app"), captcha_token, ip);
    const { nonce, expiresAt } = await service.init(c.get("app"), address);
    return c.json({ nonce, expires_at: expiresAt.toISOString() });
  });

  routes.post(`/${prefix}/authenticate`, wire({ body: bodies.authenticate }), async (c) => {
    const body = await parseBody(c, bodies.authenticate);
    const { tokens, isNewUser } = await service.authenticate(c.get("app"), proofOf(body), clientOf(body), body.mode);
    return c.json(await toWireAuthResponse(users, db, tokens, isNewUser));
  });

  routes.post(`/${prefix}/link`, wire({ body: bodies.link }), auth, async (c) => {
    const body = await parseBody(c, bodies.link);
    const { userId } = c.get("auth");
    await service.link(c.get("app"), userId, proofOf(body), clientOf(body));
    return c.json(await users.toWire(db, userId));
  });

  routes.post(`/${prefix}/unlink`, wire({ body: bodies.unlink }), auth, async (c) => {
    const { address } = await parseBody(c, bodies.unlink);
    const { userId } = c.get("auth");
    await service.unlink(userId, address);
    return c.json(await users.toWire(db, userId));
  });

  return routes;
}
