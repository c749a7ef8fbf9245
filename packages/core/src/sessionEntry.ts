// @foyer/core/session: the session store of one provider (tokens, scheduled refresh, cross-tab sync) and the
// cookie-mode fetch. What every page runs at start-up.
export {
  ACCESS_TOKEN_STORAGE_KEY,
  createSessionManager,
  REFRESH_TOKEN_STORAGE_KEY,
  type SessionManager,
  type SessionManagerOptions,
  type SessionState,
  type SessionStatus,
  type StorageEventSubscriber,
} from "./session/createSessionManager.ts";
export type { StorageLike } from "./session/createTokenStore.ts";
export { decodeJwtPayload, tokenExpiresAt } from "./session/decodeJwtPayload.ts";
export { sessionCookieFetch } from "./session/sessionCookieFetch.ts";
// The storage key prefix, for the react package's own keys (pending OAuth redirect) without loading every constant.
export { STORAGE_PREFIX } from "./startupConstants.ts";
