import { vi } from "vitest";
import { createApiClient } from "./createApiClient.ts";
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
