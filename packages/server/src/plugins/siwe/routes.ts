import { Hono } from "hono";
import type { Hex } from "viem";
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
import type { SiweProof, SiweService, WalletClientInfo } from "./SiweService.ts";

/** Window of the per-IP nonce cap. */
const WALLET_NONCE_WINDOW_MS = 60 * 60_000;

const addressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, "Not an Ethereum address");
/** Only a loose cap here: the service answers invalid_message above MAX_MESSAGE_BYTES. */
const messageSchema = z.string().min(1).max(32_768);
/** 65-byte ECDSA, or a longer contract-wallet signature (EIP-1271 / EIP-6492). */
const signatureSchema = z.string().regex(/^0x[0-9a-fA-F]{2,8192}$/, "Not a hex signature");
/** A number, "137", or CAIP-2 "eip155:137". */
const chainIdSchema = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^(eip155:)?\d{1,20}$/)
    .transform((value) => Number(value.replace("eip155:", ""))),
]);
const clientShape = {
  wallet_client_type: z.string().min(1).max(64),
  connector_type: z.string().min(1).max(64),
};
const proofShape = { message: messageSchema, signature: signatureSchema, chain_id: chainIdSchema };

const initBody = z.object({ address: addressSchema, captcha_token: captchaTokenSchema });
const authenticateBody = z.object({
  ...proofShape,
  ...clientShape,
  mode: z.enum(["login-or-sign-up", "no-signup"]).default("login-or-sign-up"),
  // Only plain EIP-191 messages are signed on Ethereum; the field exists for parity with siws.
  message_type: z.literal("plain").optional(),
});
const linkBody = z.object({ ...proofShape, ...clientShape });
const smartWalletBody = z.object({
  ...proofShape,
  smart_wallet_type: z.string().min(1).max(64),
  smart_wallet_version: z.string().min(1).max(64).optional(),
});
const unlinkBody = z.object({ address: addressSchema });

const proofOf = (body: z.output<typeof linkBody> | z.output<typeof smartWalletBody>): SiweProof => ({
  message: body.message,
  signature: body.signature as Hex,
  chainId: body.chain_id,
});
const clientOf = (body: z.output<typeof linkBody>): WalletClientInfo => ({
  walletClientType: body.wallet_client_type,
  connectorType: body.connector_type,
});

export interface SiweRouteDeps {
  siwe: SiweService;
  sessions: SessionService;
  users: UserService;
  db: Database;
  captcha: CaptchaVerifier;
  trustProxy: boolean;
  rateLimiter: RateLimiter;
  /** Cap on siwe/init + the other wallet init per client IP per hour (RateLimits.walletNoncesPerIpPerHour). */
  noncesPerIpPerHour: number;
}

/** /api/v1/siwe/{init,authenticate,link,link_smart_wallet,unlink} (SiweService); transfer is transferRoute. */
export function siweRoutes(deps: SiweRouteDeps): Hono<FoyerEnv> {
  const { siwe, users, db } = deps;
  const routes = new Hono<FoyerEnv>();
  const auth = requireAuth(deps.sessions);

  routes.post("/siwe/init", async (c) => {
    const { address, captcha_token } = await parseBody(c, initBody);
    const ip = clientIp(c, deps.trustProxy);
    // Every nonce is a stored row: one bucket per IP shared by siwe and siws caps what a script can pile up.
    await deps.rateLimiter.hit(`wallet-nonce:ip:${ip}`, deps.noncesPerIpPerHour, WALLET_NONCE_WINDOW_MS);
    await deps.captcha.check(c.get("app"), captcha_token, ip);
    const { nonce, expiresAt } = await siwe.init(c.get("app"), address);
    return c.json({ nonce, expires_at: expiresAt.toISOString() });
  });

  routes.post("/siwe/authenticate", async (c) => {
    const body = await parseBody(c, authenticateBody);
    const { tokens, isNewUser } = await siwe.authenticate(c.get("app"), proofOf(body), clientOf(body), body.mode);
    return c.json(await toWireAuthResponse(users, db, tokens, isNewUser));
  });

  routes.post("/siwe/link", auth, async (c) => {
    const body = await parseBody(c, linkBody);
    const { userId } = c.get("auth");
    await siwe.link(c.get("app"), userId, proofOf(body), clientOf(body));
    return c.json(await users.toWire(db, userId));
  });

  routes.post("/siwe/link_smart_wallet", auth, async (c) => {
    const body = await parseBody(c, smartWalletBody);
    const { userId } = c.get("auth");
    await siwe.linkSmartWallet(c.get("app"), userId, proofOf(body), {
      smartWalletType: body.smart_wallet_type,
      smartWalletVersion: body.smart_wallet_version ?? null,
    });
    return c.json(await users.toWire(db, userId));
  });

  routes.post("/siwe/unlink", auth, async (c) => {
    const { address } = await parseBody(c, unlinkBody);
    const { userId } = c.get("auth");
    await siwe.unlink(userId, address);
    return c.json(await users.toWire(db, userId));
  });

  return routes;
}
