// Signed-in answers as the server sends them, for tests that sign a store in through the real API client: an
// unsigned access token (the client reads its claims, never its signature), a wire user with the accounts given,
// and an auth response. Shared so each such test does not write its own copy of the wire shapes.
import type { WireAuthResponse, WireUser } from "../api/wire.ts";

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** An unsigned access token for `sub` (session `s1`), valid for an hour from now. */
export function wireAccessToken(sub: string): string {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${b64url({ alg: "ES256" })}.${b64url({ sub, sid: "s1", exp })}.sig`;
}

/** A linked account's verification times, as the wire carries them. */
export const VERIFIED_AT = {
  verified_at: 1_700_000_000,
  first_verified_at: 1_700_000_000,
  latest_verified_at: 1_700_000_000,
} as const;

/** A verified email account of the wire user. */
export const wireEmailAccount = (address: string) => ({ type: "email", address, ...VERIFIED_AT });

/** A user as `users/me` answers it, with `accounts` linked (terms accepted, no MFA, not a guest). */
export function wireUser(id: string, accounts: readonly unknown[] = [], overrides: Partial<WireUser> = {}): WireUser {
  return {
    id,
    created_at: 1_700_000_000,
    linked_accounts: accounts as WireUser["linked_accounts"],
    mfa_methods: [],
    has_accepted_terms: true,
    is_guest: false,
    custom_metadata: {},
    ...overrides,
  };
}

/** A sign-in's answer for `user`: an access token for its id, refresh token `refresh-<id>`. */
export function wireAuthResponse(user: WireUser, isNewUser = false): WireAuthResponse {
  return { user, token: wireAccessToken(user.id), refresh_token: `refresh-${user.id}`, is_new_user: isNewUser };
}
