import type { WireAuthResponse, WireUser } from "@foyer/core";
import type { Database } from "../../db/Database.ts";
import type { IssuedTokens } from "../../sessions/SessionService.ts";
import type { UserService } from "./UserService.ts";

/**
 * The answer of every sign-in and of a refresh: `{ user, token, refresh_token, is_new_user }`. `known`: the
 * user as the sign-in already built it (SignInResult.user), which saves reading it again.
 */
export async function toWireAuthResponse(
  users: UserService,
  db: Database,
  tokens: IssuedTokens,
  isNewUser: boolean,
  known?: WireUser,
): Promise<WireAuthResponse> {
  return {
    user: known ?? (await users.toWire(db, tokens.userId)),
    token: tokens.token,
    refresh_token: tokens.refreshToken,
    is_new_user: isNewUser,
  };
}
