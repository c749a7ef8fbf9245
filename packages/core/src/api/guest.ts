import type { GuestAuthenticateBody } from "../contract/guest.ts";
import type { AuthResult } from "../types.ts";
import type { RequestFn } from "./createRequest.ts";
import { toAuthResult } from "./toAuthResult.ts";
import type { WireAuthResponse } from "./wire.ts";

/** Calls of the `guest` group. */
export interface GuestApi {
  /** Creates a guest user (`isGuest: true`) and signs them in. */
  authenticate(input?: { captchaToken?: string }): Promise<AuthResult>;
}

/** Builds the `guest` endpoint group. */
export function createGuestApi(request: RequestFn): GuestApi {
  return {
    authenticate: async ({ captchaToken } = {}) => {
      // Bodies are typed by the server's own schemas (the wire contract): a renamed field fails to compile.
      const body: GuestAuthenticateBody = captchaToken === undefined ? {} : { captcha_token: captchaToken };
      return toAuthResult(await request<WireAuthResponse>("guest/authenticate", { method: "POST", body }));
    },
  };
}
