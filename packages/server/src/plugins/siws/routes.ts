import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../db/Database.ts";
import { clientIp } from "../../http/clientIp.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import { captchaTokenSchema } from "../../http/schemas.ts";
import type { CaptchaVerifier } from "../../security/CaptchaVerifier.ts";
import type { RateLimiter } from "../../security/RateLimiter.ts";
import type { SessionService } from "../../sessions/SessionService.ts";
import { toWireAuthResponse } from "../users/toWireAuthResponse.ts";
import type { UserService } from "../users/UserService.ts";
import { isSolanaAddress } from "./parseSiwsMessage.ts";
import type { SiwsProof, SiwsService } from "./SiwsService.ts";

/** Window of the per-IP nonce cap. */
const WALLET_NONCE_WINDOW_MS = 60 * 60_000;

const addressSchema = z.string().min(32).max(44).refine(isSolanaAddress, "Not a Solana address");
/** The 64-byte ed25519 signature, base64 (standard alphabet, padded). */
const signatureSchema = z
  .string()
  .regex(/^[A-Za-z0-9+/]{86}==$/, "Not a base64 ed25519 signature")
  .transform((value) => new Uint8Array(Buffer.from(value, "base64")));
const proofShape = {
  message: z.string().min(1).max(32_768),
  signature: signatureSchema,
  wallet_client_type: z.string().min(1).max(64),
  connector_type: z.string().min(1).max(64),
  /**
   * "transaction": Ledger through Phantom signs a memo-only transaction message (base64) holding the text.
   * "offchain": the wallet signed a Solana off-chain message (base64, "\xffsolana offchain" header) holding it.
   */
  message_type: z.enum(["plain", "transaction", "offchain"]).default("plain"),
};
const initBody = z.object({ address: addressSchema, captcha_token: captchaTokenSchema });
const authenticateBody = z.object({
  ...proofShape,
  mode: z.enum(["login-or-sign-up", "no-signup"]).default("login-or-sign-up"),
});
const linkBody = z.object(proofShape);
const unlinkBody = z.object({ address: addressSchema });

const proofOf = (body: z.output<typeof linkBody>): SiwsProof => ({
  message: body.message,
  signature: body.signature,
  messageType: body.message_type,
});
const clientOf = (body: z.output<typeof linkBody>) => ({
  walletClientType: body.wallet_client_type,
  connectorType: body.connector_type,
});

export interface SiwsRouteDeps {
  siws: SiwsService;
  sessions: SessionService;
  users: UserService;
  db: Database;
  captcha: CaptchaVerifier;
  trustProxy: boolean;
  rateLimiter: RateLimiter;
  /** Cap on siws/init + the other wallet init per client IP per hour (RateLimits.walletNoncesPerIpPerHour). */
  noncesPerIpPerHour: number;
}

/** /api/v1/siws/{init,authenticate,link,unlink} (SiwsService); transfer is transferRoute. */
export function siwsRoutes(deps: SiwsRouteDeps): Hono<FoyerEnv> {
  const { siws, users, db } = deps;
  const routes = new Hono<FoyerEnv>();
  const auth = requireAuth(deps.sessions);

  routes.post("/siws/init", async (c) => {
    const { address, captcha_token } = await parseBody(c, initBody);
    const ip = clientIp(c, deps.trustProxy);
    // Every nonce is a stored row: one bucket per IP shared by siwe and siws caps what a script can pile up.
    await deps.rateLimiter.hit(`wallet-nonce:ip:${ip}`, deps.noncesPerIpPerHour, WALLET_NONCE_WINDOW_MS);
    await deps.captcha.check(c.get("app"), captcha_token, ip);
    const { nonce, expiresAt } = await siws.init(c.get("app"), address);
    return c.json({ nonce, expires_at: expiresAt.toISOString() });
  });

  routes.post("/siws/authenticate", async (c) => {
    const body = await parseBody(c, authenticateBody);
    const { tokens, isNewUser } = await siws.authenticate(c.get("app"), proofOf(body), clientOf(body), body.mode);
    return c.json(await toWireAuthResponse(users, db, tokens, isNewUser));
  });

  routes.post("/siws/link", auth, async (c) => {
    const body = await parseBody(c, linkBody);
    const { userId } = c.get("auth");
    await siws.link(c.get("app"), userId, proofOf(body), clientOf(body));
    return c.json(await users.toWire(db, userId));
  });

  routes.post("/siws/unlink", auth, async (c) => {
    const { address } = await parseBody(c, unlinkBody);
    const { userId } = c.get("auth");
    await siws.unlink(userId, address);
    return c.json(await users.toWire(db, userId));
  });

  return routes;
}
