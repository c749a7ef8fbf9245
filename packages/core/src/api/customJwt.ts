import type { CustomJwtAuthenticateBody, CustomJwtLinkBody } from "../contract/customJwt.ts";
import type { AuthResult, User } from "../types.ts";
import type { RequestFn } from "./createRequest.ts";
import { toAuthResult } from "./toAuthResult.ts";
import { userFromBody, type WireUserBody } from "./userFromBody.ts";
import type { LoginMode, WireAuthResponse } from "./wire.ts";

/** Calls of the `custom_jwt_account` group: sign in or link with a JWT the host app issued. */
export interface CustomJwtApi {
  /** Signs in (or up, unless mode is "no-signup") with the app's JWT. */
  authenticate(input: { token: string; mode?: LoginMode }): Promise<AuthResult>;
  /** Links the account named by the app's JWT to the signed-in user. */
  link(input: { token: string }): Promise<User>;
}

/** Builds the `custom_jwt_account` endpoint group. */
export function createCustomJwtApi(request: RequestFn): CustomJwtApi {
  return {
    async authenticate({ token, mode }) {
      // Bodies are typed by the server's own schemas (the wire contract): a renamed field fails to compile.
      const body: CustomJwtAuthenticateBody = mode === undefined ? { token } : { token, mode };
      return toAuthResult(await request<WireAuthResponse>("custom_jwt_account/authenticate", { method: "POST", body }));
    },
    link: async ({ token }) =>
      userFromBody(
        await request<WireUserBody>("custom_jwt_account/link", {
          method: "POST",
          body: { token } satisfies CustomJwtLinkBody,
          auth: "required",
        }),
      ),
  };
}
