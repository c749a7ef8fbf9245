import type { ServerPlugin } from "../plugin/ServerPlugin.ts";
import { analyticsPlugin } from "./analytics/analyticsPlugin.ts";
import { captchaPlugin } from "./captcha/captchaPlugin.ts";
import { crossAppPlugin } from "./crossApp/crossAppPlugin.ts";
import { customJwtPlugin } from "./customJwt/customJwtPlugin.ts";
import { farcasterPlugin } from "./farcaster/farcasterPlugin.ts";
import { fundingPlugin } from "./funding/fundingPlugin.ts";
import { guestPlugin } from "./guest/guestPlugin.ts";
import { mfaPlugin } from "./mfa/mfaPlugin.ts";
import { oauthPlugin } from "./oauth/oauthPlugin.ts";
import { passkeysPlugin } from "./passkeys/passkeysPlugin.ts";
import { passwordlessPlugin } from "./passwordless/passwordlessPlugin.ts";
import { recoveryPlugin } from "./recovery/recoveryPlugin.ts";
import { scanPlugin } from "./scan/scanPlugin.ts";
import { siwePlugin } from "./siwe/siwePlugin.ts";
import { siwsPlugin } from "./siws/siwsPlugin.ts";
import { smsPlugin } from "./sms/smsPlugin.ts";
import { sponsorshipPlugin } from "./sponsorship/sponsorshipPlugin.ts";
import { ssoPlugin } from "./sso/ssoPlugin.ts";
import { telegramPlugin } from "./telegram/telegramPlugin.ts";
import { walletsPlugin } from "./wallets/walletsPlugin.ts";

/**
 * Every built-in method and feature, in the order their routes are registered. `createServer` runs these
 * unless given its own `plugins` list (e.g. `[...defaultPlugins, myPlugin]`).
 */
export const defaultPlugins: readonly ServerPlugin[] = [
  captchaPlugin,
  passwordlessPlugin,
  smsPlugin,
  passkeysPlugin,
  guestPlugin,
  customJwtPlugin,
  oauthPlugin,
  telegramPlugin,
  crossAppPlugin,
  ssoPlugin,
  siwePlugin,
  siwsPlugin,
  farcasterPlugin,
  recoveryPlugin,
  mfaPlugin,
  analyticsPlugin,
  walletsPlugin,
  scanPlugin,
  fundingPlugin,
  sponsorshipPlugin,
];
