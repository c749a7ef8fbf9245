import { z } from "zod";
import { CLOUD_RECOVERY_PROVIDER_IDS } from "../providers/recovery/cloudRecoveryProviders.ts";

// The `recovery` group (signed in, spec 001 §7): an access token for the user's own cloud drive, where the
// recovery key is kept. Google Drive by OAuth with PKCE (init, authenticate), iCloud by CloudKit web sign-in
// (init_icloud, then authenticate with its web-auth token as the authorization code).

const urlSafe = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);

export const recoveryOAuthInitBody = z.object({
  redirect_to: z.url().max(2048),
  code_challenge: urlSafe,
  state_code: urlSafe,
});
export const recoveryOAuthInitIcloudBody = z.object({
  client_type: z.literal("web"),
  redirect_to: z.url().max(2048).optional(),
  state_code: urlSafe.optional(),
});
export const recoveryOAuthAuthenticateBody = z.object({
  authorization_code: z.string().min(1).max(4096),
  state_code: urlSafe,
  code_verifier: z.string().min(43).max(128).optional(),
  provider: z.enum(CLOUD_RECOVERY_PROVIDER_IDS),
});

export type RecoveryOAuthInitBody = z.input<typeof recoveryOAuthInitBody>;
export type RecoveryOAuthInitIcloudBody = z.input<typeof recoveryOAuthInitIcloudBody>;
export type RecoveryOAuthAuthenticateBody = z.input<typeof recoveryOAuthAuthenticateBody>;
