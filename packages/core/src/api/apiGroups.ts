import { createAnalyticsApi } from "./analytics.ts";
import { createCaptchaApi } from "./captcha.ts";
import { createCrossAppApi } from "./crossApp.ts";
import { createCustomJwtApi } from "./customJwt.ts";
import { createFarcasterApi } from "./farcaster.ts";
import { createGuestApi } from "./guest.ts";
import type { AsyncMethods } from "./lazyGroup.ts";
import { createMfaApi } from "./mfa.ts";
import { createOAuthApi } from "./oauth.ts";
import { createPasskeysApi } from "./passkeys.ts";
import { createPasswordlessApi } from "./passwordless.ts";
import { createPasswordlessSmsApi } from "./passwordlessSms.ts";
import { createRecoveryOAuthApi } from "./recoveryOAuth.ts";
import { createSiweApi } from "./siwe.ts";
import { createSiwsApi } from "./siws.ts";
import { createSsoApi } from "./sso.ts";
import { createTelegramApi } from "./telegram.ts";

/**
 * The endpoint groups a page needs only once someone signs in, links or uses a wallet: one module that
 * createApiClient imports on the first call to any of them (the start-up groups, apps, sessions and
 * users, are built up front). The modal's email login makes its two calls through the request function
 * (react/src/methods/passwordless/codeClientMethod.ts), so that its journey loads none of these.
 */
export const apiGroups = {
  passwordless: createPasswordlessApi,
  passwordlessSms: createPasswordlessSmsApi,
  passkeys: createPasskeysApi,
  guest: createGuestApi,
  customJwt: createCustomJwtApi,
  oauth: createOAuthApi,
  telegram: createTelegramApi,
  farcaster: createFarcasterApi,
  siwe: createSiweApi,
  siws: createSiwsApi,
  analytics: createAnalyticsApi,
  captcha: createCaptchaApi,
  crossApp: createCrossAppApi,
  sso: createSsoApi,
  mfa: createMfaApi,
  recoveryOAuth: createRecoveryOAuthApi,
};

export type LazyApiGroups = { [K in keyof typeof apiGroups]: ReturnType<(typeof apiGroups)[K]> };

type MustBeTrue<T extends true> = T;
/** Compile-time check: every lazily loaded group is all-async, so lazyGroup can stand in for it. */
export type LazyGroupsAreAsync = MustBeTrue<
  LazyApiGroups extends { [K in keyof LazyApiGroups]: AsyncMethods<LazyApiGroups[K]> } ? true : false
>;
