import type { AuthResult } from "../types.ts";
import type { RequestFn } from "./createRequest.ts";
import { toAuthResult } from "./toAuthResult.ts";
import type { WireAuthResponse } from "./wire.ts";

/** Calls of the `guest` group. */
export interface GuestApi {
  /** Creates a guest user (`isGuest: true`) and signs them in. */
  authenticate(): Promise<AuthResult>;
}

/** Builds the `guest` endpoint group. */
export function createGuestApi(request: RequestFn): GuestApi {
  return {
    authenticate: async () =>
      toAuthResult(await request<WireAuthResponse>("guest/authenticate", { method: "POST", body: {} })),
  };
}
