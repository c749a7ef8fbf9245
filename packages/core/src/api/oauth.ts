import type { OAuthAuthenticateBody, OAuthInitBody, OAuthLinkBody, OAuthUnlinkBody } from "../contract/oauth.ts";
import type { TransferBody } from "../contract/passwordless.ts";
import type { AuthResult, User } from "../types.ts";
import type { RequestFn } from "./createRequest.ts";
import { toAuthResult } from "./toAuthResult.ts";
import { userFromBody, type WireUserBody } from "./userFromBody.ts";
import type { LoginMode, OAuthProviderName, WireOAuthAuthResponse, WireOAuthTokens } from "./wire.ts";

/** A built-in provider or the app's own "custom:<id>" provider. */
export type OAuthProvider = OAuthProviderName | `custom:${string}`;

/** What the provider's redirect gave back, plus the PKCE verifier the browser kept. */
export interface OAuthCallbackInput {
  provider: OAuthProvider;
  authorizationCode: string;
  stateCode: string;
  codeVerifier: string;
}

/**
 * An OAuth sign-in's answer: the provider's tokens as the server sent them. They are converted to
 * `AuthResult.oauthTokens` by the OAuth runner (runtime/oauth), off the chunk every sign-in loads.
 */
export interface OAuthAuthResult extends AuthResult {
  wireOAuthTokens?: WireOAuthTokens;
}

/** Calls of the `oauth` group: social sign-in with PKCE S256 (the browser makes verifier and state). */
export interface OAuthApi {
  /** Starts a flow; answers the provider's authorization URL to open (popup or full-page redirect). */
  init(input: {
    provider: OAuthProvider;
    redirectTo: string;
    codeChallenge: string;
    stateCode: string;
    /** When the app has captcha on. */
    captchaToken?: string;
  }): Promise<{ url: string }>;
  /** Finishes a flow: signs in (or up, unless mode is "no-signup"). */
  authenticate(input: OAuthCallbackInput & { mode?: LoginMode }): Promise<OAuthAuthResult>;
  /** Finishes a flow by linking the provider account to the signed-in user. */
  link(input: OAuthCallbackInput): Promise<User>;
  /** Removes a provider account (by its subject) from the signed-in user. */
  /** Moves the account named by a 409 `account_transfer_required` (its `nonce`) to the signed-in user. */
  transfer(input: { nonce: string }): Promise<User>;
  unlink(input: { provider: OAuthProvider; subject: string }): Promise<User>;
}

// Bodies are typed by the server's own schemas (the wire contract): a renamed field fails to compile.
const callbackBody = (input: OAuthCallbackInput): OAuthLinkBody => ({
  provider: input.provider,
  authorization_code: input.authorizationCode,
  state_code: input.stateCode,
  code_verifier: input.codeVerifier,
});

/** Builds the `oauth` endpoint group. */
export function createOAuthApi(request: RequestFn): OAuthApi {
  return {
    init: ({ provider, redirectTo, codeChallenge, stateCode, captchaToken }) =>
      request<{ url: string }>("oauth/init", {
        method: "POST",
        body: {
          provider,
          redirect_to: redirectTo,
          code_challenge: codeChallenge,
          state_code: stateCode,
          ...(captchaToken === undefined ? {} : { captcha_token: captchaToken }),
        } satisfies OAuthInitBody,
      }),
    async authenticate(input) {
      const body: OAuthAuthenticateBody =
        input.mode === undefined ? callbackBody(input) : { ...callbackBody(input), mode: input.mode };
      const wire = await request<WireOAuthAuthResponse>("oauth/authenticate", { method: "POST", body });
      return { ...toAuthResult(wire), wireOAuthTokens: wire.oauth_tokens };
    },
    link: async (input) =>
      userFromBody(
        await request<WireUserBody>("oauth/link", { method: "POST", body: callbackBody(input), auth: "required" }),
      ),
    transfer: async ({ nonce }) =>
      userFromBody(
        await request<WireUserBody>("oauth/transfer", {
          method: "POST",
          body: { nonce } satisfies TransferBody,
          auth: "required",
        }),
      ),
    unlink: async ({ provider, subject }) =>
      userFromBody(
        await request<WireUserBody>("oauth/unlink", {
          method: "POST",
          body: { provider, subject } satisfies OAuthUnlinkBody,
          auth: "required",
        }),
      ),
  };
}
