import { z } from "zod";
import { captchaTokenSchema, hexSignatureSchema, loginModeSchema, signedMessageSchema } from "./fields.ts";

// The `farcaster` group (Sign In With Farcaster through a relay channel): the server validates with these
// schemas and declares them in its OpenAPI document; the client types its bodies by their input side
// (z.input, a type-only import, so no zod reaches a browser bundle).

const channelTokenSchema = z.string().min(1).max(512);
const fidSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const proofShape = {
  message: signedMessageSchema,
  signature: hexSignatureSchema,
  fid: fidSchema,
  /** The channel the message came through, whose profile the server reads. */
  channel_token: channelTokenSchema.optional(),
};

export const farcasterInitBody = z.object({ captcha_token: captchaTokenSchema });
export const farcasterStatusBody = z.object({ channel_token: channelTokenSchema });
export const farcasterAuthenticateBody = z.object({ ...proofShape, mode: loginModeSchema });
export const farcasterLinkBody = z.object(proofShape);
export const farcasterUnlinkBody = z.object({ fid: fidSchema });

export type FarcasterInitBody = z.input<typeof farcasterInitBody>;
export type FarcasterStatusBody = z.input<typeof farcasterStatusBody>;
export type FarcasterAuthenticateBody = z.input<typeof farcasterAuthenticateBody>;
export type FarcasterLinkBody = z.input<typeof farcasterLinkBody>;
export type FarcasterUnlinkBody = z.input<typeof farcasterUnlinkBody>;
