import { z } from "zod";
import { hexSignatureSchema, signedMessageSchema } from "./fields.ts";
import { walletSignInBodies } from "./walletSignIn.ts";

// The `siwe` group (Sign-In with Ethereum): the server validates with these schemas (reading the proof into
// its own type around them) and declares them in its OpenAPI document; the client types its bodies by their
// input side (z.input, a type-only import, so no zod reaches a browser bundle).

export const siweAddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, "Not an Ethereum address");

/** A number, "137", or CAIP-2 "eip155:137"; read as the number. */
export const siweChainIdSchema = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^(eip155:)?\d{1,20}$/)
    .transform((value) => Number(value.replace("eip155:", ""))),
]);

/** The signed EIP-4361 message, its signature and the wallet's chain. */
export const siweProofShape = {
  message: signedMessageSchema,
  signature: hexSignatureSchema,
  chain_id: siweChainIdSchema,
  // Only plain EIP-191 messages are signed on Ethereum; the field exists for parity with siws.
  message_type: z.literal("plain").optional(),
};

const bodies = walletSignInBodies(siweAddressSchema, siweProofShape);
export const siweInitBody = bodies.init;
export const siweAuthenticateBody = bodies.authenticate;
export const siweLinkBody = bodies.link;
export const siweUnlinkBody = bodies.unlink;
/** `POST siwe/link_smart_wallet`: a smart (contract) wallet proven by a SIWE message it signed (EIP-1271). */
export const siweLinkSmartWalletBody = z.object({
  ...siweProofShape,
  smart_wallet_type: z.string().min(1).max(64),
  smart_wallet_version: z.string().min(1).max(64).optional(),
});

export type SiweInitBody = z.input<typeof siweInitBody>;
export type SiweAuthenticateBody = z.input<typeof siweAuthenticateBody>;
export type SiweLinkBody = z.input<typeof siweLinkBody>;
export type SiweUnlinkBody = z.input<typeof siweUnlinkBody>;
export type SiweLinkSmartWalletBody = z.input<typeof siweLinkSmartWalletBody>;
