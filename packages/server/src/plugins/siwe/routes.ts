import type { Hono } from "hono";
import type { Hex } from "viem";
import { z } from "zod";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import type { SiweProof, SiweService } from "./SiweService.ts";
import { type WalletSignInRouteDeps, walletSignInRoutes } from "./walletSignInRoutes.ts";

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
const proofShape = {
  message: messageSchema,
  signature: signatureSchema,
  chain_id: chainIdSchema,
  // Only plain EIP-191 messages are signed on Ethereum; the field exists for parity with siws.
  message_type: z.literal("plain").optional(),
};

const smartWalletBody = z.object({
  ...proofShape,
  smart_wallet_type: z.string().min(1).max(64),
  smart_wallet_version: z.string().min(1).max(64).optional(),
});

const proofOf = (body: { message: string; signature: string; chain_id: number }): SiweProof => ({
  message: body.message,
  signature: body.signature as Hex,
  chainId: body.chain_id,
});

export interface SiweRouteDeps extends WalletSignInRouteDeps {
  siwe: SiweService;
}

/** /api/v1/siwe/{init,authenticate,link,link_smart_wallet,unlink} (SiweService); transfer is transferRoute. */
export function siweRoutes(deps: SiweRouteDeps): Hono<FoyerEnv> {
  const { siwe, users, db } = deps;
  const routes = walletSignInRoutes("siwe", siwe, deps, {
    address: addressSchema,
    proof: z.object(proofShape).transform(proofOf),
  });
  const auth = requireAuth(deps.sessions);

  routes.post("/siwe/link_smart_wallet", auth, async (c) => {
    const body = await parseBody(c, smartWalletBody);
    const { userId } = c.get("auth");
    await siwe.linkSmartWallet(c.get("app"), userId, proofOf(body), {
      smartWalletType: body.smart_wallet_type,
      smartWalletVersion: body.smart_wallet_version ?? null,
    });
    return c.json(await users.toWire(db, userId));
  });

  return routes;
}
