import type { User } from "../types.ts";
import { toUser } from "./toUser.ts";
import type { WireUser } from "./wire.ts";

/** An answer carrying a user: `{ user }` or the wire user itself. */
export type WireUserBody = WireUser | { user: WireUser };

/** Reads a user from an answer that is either `{ user }` or the wire user itself. */
export function userFromBody(body: WireUserBody): User {
  return toUser("user" in body ? body.user : body);
}
