import { vi } from "vitest";
import { createApiClient } from "../api/createApiClient.ts";
import type { WireUser } from "../api/wire.ts";
import { type CannedResponse, fakeFetch, type RecordedCall } from "./fakeFetch.ts";

/**
 * Test helper: an ApiClient for app "app-1" at http://api.test whose fetch answers from `answers`
 * (in order, or computed per call) and records every call; the access token is "tok".
 */
export function fakeApiClient(answers: (CannedResponse | Error)[] | ((call: RecordedCall) => CannedResponse | Error)) {
  const fake = fakeFetch(answers);
  const getAccessToken = vi.fn(async () => "tok" as string | null);
  const api = createApiClient({ appId: "app-1", serverUrl: "http://api.test", fetch: fake.fetch, getAccessToken });
  return { api, calls: fake.calls, getAccessToken };
}

/** Test helper: each call as [path under /api/v1/, JSON body, Authorization header or null]. */
export const callSummary = (calls: RecordedCall[]) =>
  calls.map((c) => [c.url.replace("http://api.test/api/v1/", ""), c.body, c.headers.authorization ?? null]);

/** Test fixture: a user with a phone, a passkey and a custom-auth account, as the server sends it. */
const times = { verified_at: 1_700_000_000, first_verified_at: 1_700_000_000, latest_verified_at: 1_700_000_100 };
export const wireUserFixture: WireUser = {
  id: "u1",
  created_at: 1_700_000_000,
  linked_accounts: [
    { type: "phone", number: "+14155552671", ...times },
    { type: "passkey", credential_id: "cred-1", authenticator_name: null, enrolled_in_mfa: false, ...times },
    { type: "custom_auth", custom_user_id: "acme-7", custom_account_type: "custom:acme", ...times },
  ],
  mfa_methods: [],
  has_accepted_terms: false,
  is_guest: false,
  custom_metadata: {},
};
/** Test fixture: a sign-in answer for `wireUserFixture`. */
export const authBodyFixture = {
  user: wireUserFixture,
  token: "access-1",
  refresh_token: "refresh-1",
  is_new_user: false,
};
