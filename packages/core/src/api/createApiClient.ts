import type { AnalyticsApi } from "./analytics.ts";
import type { LazyApiGroups } from "./apiGroups.ts";
import { type AppsApi, createAppsApi } from "./apps.ts";
import type { CaptchaApi } from "./captcha.ts";
import { createRequest, type RequestFn } from "./createRequest.ts";
import type { CrossAppApi } from "./crossApp.ts";
import type { CustomJwtApi } from "./customJwt.ts";
import type { FarcasterApi } from "./farcaster.ts";
import type { GuestApi } from "./guest.ts";
import { lazyGroup } from "./lazyGroup.ts";
import type { MfaApi } from "./mfa.ts";
import type { OAuthApi } from "./oauth.ts";
import type { PasskeysApi } from "./passkeys.ts";
import type { PasswordlessApi } from "./passwordless.ts";
import type { PasswordlessSmsApi } from "./passwordlessSms.ts";
import type { RecoveryOAuthApi } from "./recoveryOAuth.ts";
import { createSessionsApi, type SessionsApi } from "./sessions.ts";
import type { SiweApi } from "./siwe.ts";
import type { SiwsApi } from "./siws.ts";
import type { SsoApi } from "./sso.ts";
import type { TelegramApi } from "./telegram.ts";
import { createUsersApi, type UsersApi } from "./users.ts";

export interface ApiClientOptions {
  appId: string;
  /**
   * Base URL of the Foyer server, e.g. "http://localhost:8787" (paths go under /api/v1/); a function is read
   * at each call (see `custom_api_url`).
   */
  serverUrl: string | (() => string);
  /** Default: the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  /** Supplies the bearer token for authenticated calls; usually `() => session.getAccessToken()`. */
  getAccessToken?: () => Promise<string | null>;
}

/** The typed client of /api/v1, one property per endpoint group. */
export interface ApiClient {
  apps: AppsApi;
  passwordless: PasswordlessApi;
  passwordlessSms: PasswordlessSmsApi;
  passkeys: PasskeysApi;
  guest: GuestApi;
  customJwt: CustomJwtApi;
  oauth: OAuthApi;
  telegram: TelegramApi;
  farcaster: FarcasterApi;
  siwe: SiweApi;
  siws: SiwsApi;
  sessions: SessionsApi;
  users: UsersApi;
  analytics: AnalyticsApi;
  captcha: CaptchaApi;
  crossApp: CrossAppApi;
  sso: SsoApi;
  mfa: MfaApi;
  recoveryOAuth: RecoveryOAuthApi;
  /** The underlying request function, for endpoint groups built elsewhere (flows add their own). */
  request: RequestFn;
}

/**
 * Creates the typed /api/v1 client for one app. What a page runs at start-up (apps, sessions, users) is built
 * now; the other groups load with their first call, in one shared chunk, so their code stays out of the initial
 * bundle (the modal's email login makes its two calls through `request`: its journey loads none of them).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const request = createRequest(options);
  let groups: Promise<typeof import("./apiGroups.ts")> | null = null;
  const loadGroups = () =>
    (groups ??= import("./apiGroups.ts").catch((error: unknown) => {
      groups = null; // offline for a moment: the next call tries again
      throw error;
    }));
  const lazy = <K extends keyof LazyApiGroups>(key: K): LazyApiGroups[K] =>
    lazyGroup(async () => {
      const create = (await loadGroups()).apiGroups[key] as (request: RequestFn) => LazyApiGroups[K];
      return create(request);
    });
  return {
    apps: createAppsApi(request, options.appId),
    passwordless: lazy("passwordless"),
    passwordlessSms: lazy("passwordlessSms"),
    passkeys: lazy("passkeys"),
    guest: lazy("guest"),
    customJwt: lazy("customJwt"),
    oauth: lazy("oauth"),
    telegram: lazy("telegram"),
    farcaster: lazy("farcaster"),
    siwe: lazy("siwe"),
    siws: lazy("siws"),
    sessions: createSessionsApi(request),
    users: createUsersApi(request),
    analytics: lazy("analytics"),
    captcha: lazy("captcha"),
    crossApp: lazy("crossApp"),
    sso: lazy("sso"),
    mfa: lazy("mfa"),
    recoveryOAuth: lazy("recoveryOAuth"),
    request,
  };
}
