import type { User } from "../types.ts";
import type { RequestFn } from "./createRequest.ts";
import { userFromBody, type WireUserBody } from "./userFromBody.ts";

/** Calls of the `users` group (all authenticated). */
export interface UsersApi {
  /** `GET users/me`: the signed-in user. */
  me(): Promise<User>;
  /** `POST users/me/accept_terms`: records the user's acceptance of the app's terms. */
  acceptTerms(): Promise<User>;
}

/** Builds the `users` endpoint group. */
export function createUsersApi(request: RequestFn): UsersApi {
  return {
    me: async () => userFromBody(await request<WireUserBody>("users/me", { method: "GET", auth: "required" })),
    acceptTerms: async () =>
      userFromBody(
        await request<WireUserBody>("users/me/accept_terms", { method: "POST", body: {}, auth: "required" }),
      ),
  };
}
