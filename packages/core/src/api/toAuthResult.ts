import type { AuthResult } from "../types.ts";
import { toUser } from "./toUser.ts";
import type { WireAuthResponse } from "./wire.ts";

/** Converts a sign-in or refresh answer to the client AuthResult. */
export function toAuthResult(wire: WireAuthResponse): AuthResult {
  return {
    user: toUser(wire.user),
    accessToken: wire.token,
    refreshToken: wire.refresh_token,
    isNewUser: wire.is_new_user,
  };
}
