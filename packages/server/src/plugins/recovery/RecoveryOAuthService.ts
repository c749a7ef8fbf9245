import { type CloudRecoveryProviderId, FoyerError, googleDriveRecovery, icloudRecovery } from "@foyer/core";
import { DEV_CLOUDKIT_API_TOKEN, DEV_CLOUDKIT_CONTAINER } from "../../dev/cloudKitStandInRoutes.ts";
import { DEV_OIDC_CLIENT_SECRET, devOidcClientId } from "../../dev/devOidcClientId.ts";
import type { AppRecord } from "../../domain/apps/AppService.ts";
import { checkRedirectUrl } from "../../domain/apps/checkRedirectUrl.ts";
import { recoveryAppSettings } from "../../domain/apps/RecoverySettings.ts";
import type { AuthContext } from "../../http/FoyerEnv.ts";
import type { Nonces } from "../../security/Nonces.ts";

/** Recovery OAuth states live as long as a sign-in's (10 minutes), single use. */
const STATE_TTL_MS = 10 * 60_000;
/** Google Drive's authorization (its registry entry): the drive.appdata scope, the app's own hidden folder. */
const DRIVE_AUTHORIZATION = googleDriveRecovery.authorization;
/** Google's scope for the app's own hidden Drive folder: nothing else of the user's Drive is visible. */
export const DRIVE_APPDATA_SCOPE = DRIVE_AUTHORIZATION.scopes.join(" ");

/** A registered cloud-recovery provider (core providers/recovery). */
export type RecoveryProvider = CloudRecoveryProviderId;

export interface RecoveryOAuthDeps {
  nonces: Nonces;
  /** Development: the local OpenID provider stands in for Google, /dev/cloudkit for CloudKit. */
  devIssuer: string | null;
  fetch?: typeof fetch;
}

/** Where a provider's endpoints are, for one app (settings `recovery_oauth`, or the dev stand-ins). */
interface GoogleEndpoints {
  authorization: string;
  token: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  selectAccount: boolean;
}

/**
 * Recovery OAuth (spec 001 §7 recovery/oauth init, init_icloud, authenticate): obtains an access token
 * to the signed-in user's own cloud storage, where the wallet frame keeps the recovery key. Google Drive:
 * authorization code + PKCE S256 with the drive.appdata scope; iCloud: CloudKit's web sign-in, whose
 * `ckWebAuthToken` is checked at `users/caller`. The token is handed to the client and not stored.
 */
export class RecoveryOAuthService {
  readonly #d: RecoveryOAuthDeps;

  constructor(deps: RecoveryOAuthDeps) {
    this.#d = deps;
  }

  /** Google Drive: the authorization URL; the state is bound to this user and redirect. */
  async init(
    app: AppRecord,
    auth: AuthContext,
    input: { redirectTo: string; codeChallenge: string; stateCode: string },
  ): Promise<string> {
    checkRedirectUrl(app, input.redirectTo);
    const google = this.#google(app);
    await this.#d.nonces.issue(app.id, "recovery_oauth", {
      ttlMs: STATE_TTL_MS,
      value: input.stateCode,
      payload: {
        user_id: auth.userId,
        session_id: auth.sessionId,
        provider: "google-drive",
        redirect_to: input.redirectTo,
      },
    });
    const url = new URL(google.authorization);
    url.search = new URLSearchParams({
      client_id: google.clientId,
      response_type: "code",
      scope: google.scope,
      redirect_uri: input.redirectTo,
      state: input.stateCode,
      code_challenge: input.codeChallenge,
      code_challenge_method: "S256",
      // Google: the account chooser every time, the user must pick the account that holds the backup.
      ...(google.selectAccount ? DRIVE_AUTHORIZATION.parameters : {}),
    }).toString();
    return url.toString();
  }

  /** iCloud: the CloudKit sign-in URL (dev: the stand-in's page, returning to `redirectTo` with the token). */
  async initIcloud(
    app: AppRecord,
    auth: AuthContext,
    input: { redirectTo?: string; stateCode?: string; serverOrigin: string },
  ): Promise<string> {
    const cloudKit = this.#icloud(app, input.serverOrigin);
    if (input.redirectTo) checkRedirectUrl(app, input.redirectTo);
    if (input.stateCode) {
      await this.#d.nonces.issue(app.id, "recovery_oauth", {
        ttlMs: STATE_TTL_MS,
        value: input.stateCode,
        payload: {
          user_id: auth.userId,
          session_id: auth.sessionId,
          provider: "icloud",
          redirect_to: input.redirectTo ?? null,
        },
      });
    }
    if (this.#d.devIssuer) {
      // The stand-in's sign-in returns to the redirect page as CloudKit's URL-redirect callback does: the
      // token alone, no state (the client binds the answer to its own flow).
      const url = new URL(`${input.serverOrigin}${icloudRecovery.devStandIn.signInPath}`);
      if (input.redirectTo) url.searchParams.set("redirect_to", input.redirectTo);
      return url.toString();
    }
    // CloudKit answers 421 with the Apple sign-in URL for an unauthenticated caller.
    const response = await this.#fetch(
      `${cloudKit.baseUrl}/database/1/${encodeURIComponent(cloudKit.container)}/${cloudKit.environment}/public/users/caller?ckAPIToken=${encodeURIComponent(cloudKit.apiToken)}`,
    );
    const body = (await response.json().catch(() => ({}))) as { redirectURL?: string };
    if (!body.redirectURL) throw new FoyerError("not_supported", "Unable to authorize user");
    return body.redirectURL;
  }

  /**
   * Exchanges the answer for the drive access token. The state must be one this user started (single
   * use); Google's code is redeemed with the PKCE verifier; iCloud's token is checked at users/caller.
   */
  async authenticate(
    app: AppRecord,
    auth: AuthContext,
    input: {
      authorizationCode: string;
      stateCode: string;
      codeVerifier?: string;
      provider: RecoveryProvider;
      serverOrigin: string;
    },
  ): Promise<{ accessToken: string; apiBaseUrl: string | null; cloudKit: Record<string, string> | null }> {
    if (input.authorizationCode === "undefined") throw new FoyerError("oauth_user_denied");
    const state = await this.#d.nonces.consume(app.id, "recovery_oauth", input.stateCode);
    if (!state || state.user_id !== auth.userId || state.provider !== input.provider) {
      throw new FoyerError("oauth_unexpected");
    }
    if (input.provider === "icloud") {
      const cloudKit = this.#icloud(app, input.serverOrigin);
      const query = new URLSearchParams({ ckAPIToken: cloudKit.apiToken, ckWebAuthToken: input.authorizationCode });
      const response = await this.#fetch(
        `${cloudKit.baseUrl}/database/1/${encodeURIComponent(cloudKit.container)}/${cloudKit.environment}/public/users/caller?${query}`,
      );
      if (!response.ok) throw new FoyerError("invalid_credentials", "Unable to authorize user");
      return {
        accessToken: input.authorizationCode,
        apiBaseUrl: this.#d.devIssuer ? cloudKit.baseUrl : null,
        cloudKit: { container: cloudKit.container, environment: cloudKit.environment, api_token: cloudKit.apiToken },
      };
    }
    if (!input.codeVerifier) throw new FoyerError("invalid_data", "code_verifier is required for Google Drive.");
    const google = this.#google(app);
    const response = await this.#fetch(google.token, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: input.authorizationCode,
        redirect_uri: String(state.redirect_to),
        code_verifier: input.codeVerifier,
        client_id: google.clientId,
        client_secret: google.clientSecret,
      }),
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: string };
    if (!response.ok || typeof body.access_token !== "string") {
      throw new FoyerError("invalid_credentials", "Invalid code during OAuth flow.");
    }
    return {
      accessToken: body.access_token,
      apiBaseUrl: this.#d.devIssuer ? `${input.serverOrigin}${googleDriveRecovery.devStandIn.path}` : null,
      cloudKit: null,
    };
  }

  #fetch(input: string, init?: RequestInit): Promise<Response> {
    return (this.#d.fetch ?? globalThis.fetch)(input, init);
  }

  #google(app: AppRecord): GoogleEndpoints {
    const configured = recoveryAppSettings.of(app).recovery_oauth?.google;
    if (configured) {
      return {
        authorization: DRIVE_AUTHORIZATION.authorizationEndpoint,
        token: DRIVE_AUTHORIZATION.tokenEndpoint,
        clientId: configured.client_id,
        clientSecret: configured.client_secret,
        scope: DRIVE_APPDATA_SCOPE,
        selectAccount: true,
      };
    }
    if (this.#d.devIssuer) {
      // The local OpenID provider's endpoints (oidc-provider defaults) and its Google stand-in client.
      return {
        authorization: `${this.#d.devIssuer}/auth`,
        token: `${this.#d.devIssuer}/token`,
        clientId: devOidcClientId("google"),
        clientSecret: DEV_OIDC_CLIENT_SECRET,
        scope: "openid",
        selectAccount: false,
      };
    }
    throw new FoyerError("not_supported", "Google Drive recovery is not configured for this app.");
  }

  #icloud(app: AppRecord, serverOrigin: string) {
    const configured = recoveryAppSettings.of(app).recovery_oauth?.icloud;
    if (configured) {
      return {
        container: configured.container,
        environment: configured.environment,
        apiToken: configured.api_token,
        baseUrl: configured.base_url ?? icloudRecovery.apiOrigin,
      };
    }
    if (this.#d.devIssuer) {
      return {
        container: DEV_CLOUDKIT_CONTAINER,
        environment: "development" as const,
        apiToken: DEV_CLOUDKIT_API_TOKEN,
        baseUrl: `${serverOrigin}${icloudRecovery.devStandIn.path}`,
      };
    }
    throw new FoyerError("not_supported", "iCloud recovery is not configured for this app.");
  }
}
