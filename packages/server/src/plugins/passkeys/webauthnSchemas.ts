import { z } from "zod";

export const base64url = z
  .string()
  .min(1)
  .max(8_192)
  .regex(/^[A-Za-z0-9_-]+$/, "Expected base64url");
const credentialShape = {
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key"),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};
/** A WebAuthn registration response (PublicKeyCredential JSON), bounded. */
export const registrationResponse = z.object({
  ...credentialShape,
  response: z.looseObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
});
/** A WebAuthn assertion (PublicKeyCredential JSON), bounded. */
export const authenticationResponse = z.object({
  ...credentialShape,
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});
