import { type AnalyticsApi, createAnalyticsApi } from "./analytics.ts";
import { type AppsApi, createAppsApi } from "./apps.ts";
import { type CaptchaApi, createCaptchaApi } from "./captcha.ts";
import { createRequest, type RequestFn } from "./createRequest.ts";
import { type CrossAppApi, createCrossAppApi } from "./crossApp.ts";
import { type CustomJwtApi, createCustomJwtApi } from "./customJwt.ts";
import { createFarcasterApi, type FarcasterApi } from "./farcaster.ts";
import { createGuestApi, type GuestApi } from "./guest.ts";
import { createMfaApi, type MfaApi } from "./mfa.ts";
import { createOAuthApi, type OAuthApi } from "./oauth.ts";
import { createPasskeysApi, type PasskeysApi } from "./passkeys.ts";
import { createPasswordlessApi, type PasswordlessApi } from "./passwordless.ts";
import { createPasswordlessSmsApi, type PasswordlessSmsApi } from "./passwordlessSms.ts";
import { createRecoveryOAuthApi, type RecoveryOAuthApi } from "./recoveryOAuth.ts";
import { createSessionsApi, type SessionsApi } from "./sessions.ts";
import { createSiweApi, type SiweApi } from "./siwe.ts";
import { createSiwsApi, type SiwsApi } from "./siws.ts";
import { createSsoApi, type SsoApi } from "./sso.ts";
import { createTelegramApi, type TelegramApi } from "./telegram.ts";
import { createUsersApi, type UsersApi } from "./users.ts";

export interface ApiClientOptions {
  appId: string;
  /** Base URL of the Foyer server, e.g. "http://localhost:8787" (paths go under /api/v1/). */
  serverUrl: string;
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

/** Creates the typed /api/v1 client for one app. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const request = createRequest(options);
  return {
    apps: createAppsApi(request, options.appId),
    passwordless: createPasswordlessApi(request),
    passwordlessSms: createPasswordlessSmsApi(request),
    passkeys: createPasskeysApi(request),
    guest: createGuestApi(request),
    customJwt: createCustomJwtApi(request),
    oauth: createOAuthApi(request),
    telegram: createTelegramApi(request),
    farcaster: createFarcasterApi(request),
    siwe: createSiweApi(request),
    siws: createSiwsApi(request),
    sessions: createSessionsApi(request),
    users: createUsersApi(request),
    analytics: createAnalyticsApi(request),
    captcha: createCaptchaApi(request),
    crossApp: createCrossAppApi(request),
    sso: createSsoApi(request),
    mfa: createMfaApi(request),
    recoveryOAuth: createRecoveryOAuthApi(request),
    request,
  };
}
