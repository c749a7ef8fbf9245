import { SESSION_MODE_HEADER } from "../constants.ts";

/**
 * A fetch for `<FoyerProvider fetch={sessionCookieFetch()}>` that turns on httpOnly-cookie sessions: every
 * API call is credentialed and asks for cookie mode, so the server keeps the refresh token in an httpOnly
 * cookie (never readable by scripts) and sets `foyer-token` for your own server to read with
 * `verifyFoyerRequest`. The Foyer server must be on the same site as your app (e.g. auth.example.com for
 * app.example.com, with FOYER_COOKIE_DOMAIN=example.com; any port of localhost in development).
 *
 * @example
 * <FoyerProvider appId="my-app" serverUrl="https://auth.example.com" fetch={sessionCookieFetch()}>
 */
export function sessionCookieFetch(base?: typeof fetch): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set(SESSION_MODE_HEADER, "cookie");
    const next = { ...init, headers, credentials: "include" as const };
    return base ? base(input, next) : globalThis.fetch(input, next);
  };
}
