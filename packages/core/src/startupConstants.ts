/**
 * The constants every page reads at start-up (the API client, the session store), in a module of their own:
 * a bundler places a shared module whole in one chunk, so if the start-up code imported constants.ts, every
 * constant any lazy screen reads would load with the page. constants.ts re-exports these.
 */

/** SDK version reported to the server (the `foyer-client` header of every call) and in analytics payloads. */
export const SDK_VERSION = "3.5.0";
/** The request header carrying `foyer-js:<SDK_VERSION>`. */
export const CLIENT_HEADER = "foyer-client";
/** Prefix of every browser storage key Foyer writes. */
export const STORAGE_PREFIX = "foyer:";
/** Clients refresh this long before the access token expires. */
export const ACCESS_TOKEN_REFRESH_MARGIN_MS = 60_000;
