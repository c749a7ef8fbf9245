import type { Hono } from "hono";
import { z } from "zod";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { type WalletSignInRouteDeps, walletSignInRoutes } from "../siwe/walletSignInRoutes.ts";
import { isSolanaAddress } from "./parseSiwsMessage.ts";
import type { SiwsProof, SiwsService } from "./SiwsService.ts";

const addressSchema = z.string().min(32).max(44).refine(isSolanaAddress, "Not a Solana address");
/** The 64-byte ed25519 signature, base64 (standard alphabet, padded). */
const signatureSchema = z
  .string()
  .regex(/^[A-Za-z0-9+/]{86}==$/, "Not a base64 ed25519 signature")
  .transform((value) => new Uint8Array(Buffer.from(value, "base64")));
const proofShape = {
  message: z.string().min(1).max(32_768),
  signature: signatureSchema,
  /**
   * "transaction": Ledger through Phantom signs a memo-only transaction message (base64) holding the text.
   * "offchain": the wallet signed a Solana off-chain message (base64, "\xffsolana offchain" header) holding it.
   */
  message_type: z.enum(["plain", "transaction", "offchain"]).default("plain"),
};
const proofOf = (body: {
  message: string;
  signature: Uint8Array;
  message_type: SiwsProof["messageType"];
}): SiwsProof => ({
  message: body.message,
  signature: body.signature,
  messageType: body.message_type,
});

export interface SiwsRouteDeps extends WalletSignInRouteDeps {
  siws: SiwsService;
}

/** /api/v1/siws/{init,authenticate,link,unlink} (SiwsService); transfer is transferRoute. */
export function siwsRoutes(deps: SiwsRouteDeps): Hono<FoyerEnv> {
  return walletSignInRoutes("siws", deps.siws, deps, {
    address: addressSchema,
    proof: z.object(proofShape).transform(proofOf),
  });
}
