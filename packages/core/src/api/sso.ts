import type { SsoAuthenticateBody, SsoInitBody, SsoLinkBody, SsoUnlinkBody } from "../contract/sso.ts";
import type { AuthResult, User } from "../types.ts";
import type { RequestFn } from "./createRequest.ts";
import { toAuthResult } from "./toAuthResult.ts";
import { userFromBody, type WireUserBody } from "./userFromBody.ts";
import type { LoginMode, WireAuthResponse } from "./wire.ts";

/** What the identity provider's redirect gave back, plus the PKCE verifier the browser kept. */
export interface SsoCallbackInput {
  authorizationCode: string;
  stateCode: string;
  codeVerifier: string;
}

/** Calls of the `sso` group: enterprise single sign-on through the app's OpenID Connect provider. */
export interface SsoApi {
  /** Starts a flow; answers the identity provider's authorization URL. `email` must be of an allowed domain. */
  init(input: { redirectTo: string; codeChallenge: string; stateCode: string; email?: string }): Promise<{
    url: string;
  }>;
  authenticate(input: SsoCallbackInput & { mode?: LoginMode }): Promise<AuthResult>;
  link(input: SsoCallbackInput): Promise<User>;
  /** Removes the SSO account (its issuer and subject) from the signed-in user. */
  unlink(input: { issuer: string; subject: string }): Promise<User>;
}

// Bodies are typed by the server's own schemas (the wire contract): a renamed field fails to compile.
const callbackBody = (input: SsoCallbackInput): SsoLinkBody => ({
  authorization_code: input.authorizationCode,
  state_code: input.stateCode,
  code_verifier: input.codeVerifier,
});

/** Builds the `sso` endpoint group. */
export function createSsoApi(request: RequestFn): SsoApi {
  return {
    init: ({ redirectTo, codeChallenge, stateCode, email }) =>
      request<{ url: string }>("sso/init", {
        method: "POST",
        body: {
          redirect_to: redirectTo,
          code_challenge: codeChallenge,
          state_code: stateCode,
          ...(email ? { email } : {}),
        } satisfies SsoInitBody,
      }),
    async authenticate(input) {
      const body: SsoAuthenticateBody =
        input.mode === undefined ? callbackBody(input) : { ...callbackBody(input), mode: input.mode };
      return toAuthResult(await request<WireAuthResponse>("sso/authenticate", { method: "POST", body }));
    },
    link: async (input) =>
      userFromBody(
        await request<WireUserBody>("sso/link", { method: "POST", body: callbackBody(input), auth: "required" }),
      ),
    unlink: async ({ issuer, subject }) =>
      userFromBody(
        await request<WireUserBody>("sso/unlink", {
          method: "POST",
          body: { issuer, subject } satisfies SsoUnlinkBody,
          auth: "required",
        }),
      ),
  };
}
