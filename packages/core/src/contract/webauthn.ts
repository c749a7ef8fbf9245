import { z } from "zod";

// WebAuthn credentials as the browser hands them over (PublicKeyCredential JSON), bounded; checked in depth
// by @simplewebauthn on the server.

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

/**
 * A WebAuthn assertion as the MFA routes and the frame's MFA verification read it: looser than
 * `authenticationResponse` (any string fields, unknown keys kept), as those routes always accepted.
 */
export const assertionSchema = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: z.string().min(1).max(8192),
    authenticatorData: z.string().min(1).max(8192),
    signature: z.string().min(1).max(8192),
    userHandle: z.string().max(1024).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});
