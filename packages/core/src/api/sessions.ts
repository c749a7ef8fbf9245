import type { SessionRefreshBody } from "../contract/sessions.ts";
import type { AuthResult } from "../types.ts";
import type { RequestFn } from "./createRequest.ts";
import { toAuthResult } from "./toAuthResult.ts";
import type { WireAuthResponse } from "./wire.ts";

/** Calls of the `sessions` group. Neither asks for an access token: the refresh token is the credential. */
export interface SessionsApi {
  /** `POST sessions`: trades a refresh token for new tokens (the refresh token rotates). */
  refresh(input: { refreshToken: string }): Promise<AuthResult>;
  /** `POST sessions/logout`: revokes the session of the refresh token. */
  logout(input: { refreshToken: string }): Promise<void>;
}

/** Builds the `sessions` endpoint group. */
export function createSessionsApi(request: RequestFn): SessionsApi {
  return {
    async refresh({ refreshToken }) {
      const body: SessionRefreshBody = { refresh_token: refreshToken };
      return toAuthResult(await request<WireAuthResponse>("sessions", { method: "POST", body }));
    },
    async logout({ refreshToken }) {
      const body: SessionRefreshBody = { refresh_token: refreshToken };
      await request("sessions/logout", { method: "POST", body });
    },
  };
}
