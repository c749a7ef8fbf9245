import { base58 } from "@scure/base";
import { z } from "zod";
import { signedMessageSchema } from "./fields.ts";
import { walletSignInBodies } from "./walletSignIn.ts";

// The `siws` group (Sign In With Solana): the server validates with these schemas (reading the signature
// into bytes around them) and declares them in its OpenAPI document; the client types its bodies by their
// input side (z.input, a type-only import, so no zod reaches a browser bundle).

/** A base58 string that decodes to 32 bytes (an ed25519 public key). */
export function isSolanaAddress(value: string): boolean {
  try {
    return base58.decode(value).length === 32;
  } catch {
    return false;
  }
}

export const siwsAddressSchema = z.string().min(32).max(44).refine(isSolanaAddress, "Not a Solana address");

/** The signed message, its 64-byte ed25519 signature (base64, standard alphabet, padded) and its form. */
export const siwsProofShape = {
  message: signedMessageSchema,
  signature: z.string().regex(/^[A-Za-z0-9+/]{86}==$/, "Not a base64 ed25519 signature"),
  /**
   * "transaction": Ledger through Phantom signs a memo-only transaction message (base64) holding the text.
   * "offchain": the wallet signed a Solana off-chain message (base64, "\xffsolana offchain" header) holding it.
   */
  message_type: z.enum(["plain", "transaction", "offchain"]).default("plain"),
};

const bodies = walletSignInBodies(siwsAddressSchema, siwsProofShape);
export const siwsInitBody = bodies.init;
export const siwsAuthenticateBody = bodies.authenticate;
export const siwsLinkBody = bodies.link;
export const siwsUnlinkBody = bodies.unlink;

export type SiwsInitBody = z.input<typeof siwsInitBody>;
export type SiwsAuthenticateBody = z.input<typeof siwsAuthenticateBody>;
export type SiwsLinkBody = z.input<typeof siwsLinkBody>;
export type SiwsUnlinkBody = z.input<typeof siwsUnlinkBody>;
