import type {
  RecoveryOAuthAuthenticateBody,
  RecoveryOAuthInitBody,
  RecoveryOAuthInitIcloudBody,
} from "../contract/recovery.ts";
import type { CloudRecoveryProviderId } from "../providers/recovery/cloudRecoveryProviders.ts";
import type { RequestFn } from "./createRequest.ts";

export type RecoveryOAuthProviderName = CloudRecoveryProviderId;

/**
 * Calls of the recovery OAuth group (spec 001 §7): they obtain an access token for the user's own cloud
 * drive (Google Drive appDataFolder, iCloud CloudKit private database), where the recovery key is kept.
 * The token goes to the wallet frame; Foyer's server does not keep it.
 */
export interface RecoveryOAuthApi {
  /** Google Drive: the authorisation URL for PKCE (S256) `codeChallenge` and `stateCode`. */
  init(input: { redirectTo: string; codeChallenge: string; stateCode: string }): Promise<{ url: string }>;
  /** iCloud: the CloudKit sign-in URL for a web client (redirect and state: where a popup returns). */
  initIcloud(input?: { redirectTo?: string; stateCode?: string }): Promise<{ url: string }>;
  /** Exchanges the authorisation code (or the iCloud web-auth token as `authorizationCode`) for a drive access token. */
  authenticate(input: {
    authorizationCode: string;
    stateCode: string;
    codeVerifier?: string;
    provider: RecoveryOAuthProviderName;
  }): Promise<RecoveryOAuthToken>;
}

/** The drive access token, with where to reach the drive in development (the server's stand-ins). */
export interface RecoveryOAuthToken {
  accessToken: string;
  /** Development only: base URL of the Google Drive or CloudKit stand-in. */
  apiBaseUrl?: string;
  /** iCloud: the container the token is for. */
  cloudKit?: { container: string; environment: "development" | "production"; apiToken: string };
}

/** Builds the recovery OAuth endpoint group. */
export function createRecoveryOAuthApi(request: RequestFn): RecoveryOAuthApi {
  return {
    init: (i) =>
      request<{ url: string }>("recovery/oauth/init", {
        method: "POST",
        body: {
          redirect_to: i.redirectTo,
          code_challenge: i.codeChallenge,
          state_code: i.stateCode,
        } satisfies RecoveryOAuthInitBody,
        auth: "required",
      }),
    initIcloud: (i = {}) =>
      request<{ url: string }>("recovery/oauth/init_icloud", {
        method: "POST",
        body: {
          client_type: "web",
          ...(i.redirectTo ? { redirect_to: i.redirectTo } : {}),
          ...(i.stateCode ? { state_code: i.stateCode } : {}),
        } satisfies RecoveryOAuthInitIcloudBody,
        auth: "required",
      }),
    async authenticate(i) {
      const body = await request<{
        access_token: string;
        api_base_url?: string;
        cloudkit?: { container: string; environment: "development" | "production"; api_token: string };
      }>("recovery/oauth/authenticate", {
        method: "POST",
        body: {
          authorization_code: i.authorizationCode,
          state_code: i.stateCode,
          ...(i.codeVerifier ? { code_verifier: i.codeVerifier } : {}),
          provider: i.provider,
        } satisfies RecoveryOAuthAuthenticateBody,
        auth: "required",
      });
      return {
        accessToken: body.access_token,
        ...(body.api_base_url ? { apiBaseUrl: body.api_base_url } : {}),
        ...(body.cloudkit
          ? {
              cloudKit: {
                container: body.cloudkit.container,
                environment: body.cloudkit.environment,
                apiToken: body.cloudkit.api_token,
              },
            }
          : {}),
      };
    },
  };
}
