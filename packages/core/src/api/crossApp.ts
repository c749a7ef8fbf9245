import type {
  CrossAppAuthenticateBody,
  CrossAppInitBody,
  CrossAppLinkBody,
  CrossAppUnlinkBody,
} from "../contract/crossApp.ts";
import type { AuthResult, User } from "../types.ts";
import type { RequestFn } from "./createRequest.ts";
import { toAuthResult } from "./toAuthResult.ts";
import { userFromBody, type WireUserBody } from "./userFromBody.ts";
import type { LoginMode, WireAuthResponse } from "./wire.ts";

/** A provider app's public details for the cross-app login button (spec 000 §3). */
export interface CrossAppProviderDetails {
  name: string;
  iconUrl: string | null;
}

/** What the provider app's consent page posted back, plus the PKCE verifier the browser kept. */
export interface CrossAppCallbackInput {
  code: string;
  stateCode: string;
  codeVerifier: string;
}

/** Calls of the `cross-app` group: sign in (or link) with an account of another Foyer app. */
export interface CrossAppApi {
  /** Name and icon of a provider app this app may use (403 disallowed_login_method otherwise). */
  details(providerAppId: string): Promise<CrossAppProviderDetails>;
  /**
   * Starts a flow; answers the provider app's consent page URL, to open in a popup, or with `redirectTo` (a page
   * of this origin) to open in place of this page: the consent page then comes back there with `code` and `state`.
   */
  init(input: { providerAppId: string; codeChallenge: string; stateCode: string; redirectTo?: string }): Promise<{
    url: string;
  }>;
  authenticate(input: CrossAppCallbackInput & { mode?: LoginMode }): Promise<AuthResult>;
  link(input: CrossAppCallbackInput): Promise<User>;
  /** Removes a cross-app account (its subject: the user's id in the provider app). */
  unlink(input: { subject: string }): Promise<User>;
}

// Bodies are typed by the server's own schemas (the wire contract): a renamed field fails to compile.
const callbackBody = (input: CrossAppCallbackInput): CrossAppLinkBody => ({
  code: input.code,
  state_code: input.stateCode,
  code_verifier: input.codeVerifier,
});

/** Builds the `cross-app` endpoint group. */
export function createCrossAppApi(request: RequestFn): CrossAppApi {
  return {
    async details(providerAppId) {
      const body = await request<{ name: string; icon_url: string | null }>(
        `apps/${encodeURIComponent(providerAppId)}/cross-app/details`,
        { method: "GET" },
      );
      return { name: body.name, iconUrl: body.icon_url };
    },
    init: ({ providerAppId, codeChallenge, stateCode, redirectTo }) =>
      request<{ url: string }>("cross-app/init", {
        method: "POST",
        body: {
          provider_app_id: providerAppId,
          code_challenge: codeChallenge,
          state_code: stateCode,
          ...(redirectTo === undefined ? {} : { redirect_to: redirectTo }),
        } satisfies CrossAppInitBody,
      }),
    async authenticate(input) {
      const body: CrossAppAuthenticateBody =
        input.mode === undefined ? callbackBody(input) : { ...callbackBody(input), mode: input.mode };
      return toAuthResult(await request<WireAuthResponse>("cross-app/authenticate", { method: "POST", body }));
    },
    link: async (input) =>
      userFromBody(
        await request<WireUserBody>("cross-app/link", { method: "POST", body: callbackBody(input), auth: "required" }),
      ),
    unlink: async ({ subject }) =>
      userFromBody(
        await request<WireUserBody>("cross-app/unlink", {
          method: "POST",
          body: { subject } satisfies CrossAppUnlinkBody,
          auth: "required",
        }),
      ),
  };
}
