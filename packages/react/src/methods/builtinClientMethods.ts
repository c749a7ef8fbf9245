import type { ClientLoginMethod } from "../provider/ClientLoginMethod.ts";
import { emailClientMethod } from "./email/emailClientMethod.ts";
import { farcasterClientMethod } from "./farcaster/farcasterClientMethod.ts";
import { oauthClientMethod } from "./oauth/oauthClientMethod.ts";
import { passkeyClientMethod } from "./passkey/passkeyClientMethod.ts";
import { codeClientMethod } from "./passwordless/codeClientMethod.ts";
import { smsClientMethod } from "./sms/smsClientMethod.ts";
import { telegramClientMethod } from "./telegram/telegramClientMethod.ts";
import { walletClientMethod } from "./wallet/walletClientMethod.ts";

/**
 * Every login method the modal ships, one folder each beside this file (the core definitions are in
 * `@foyer/core/login`). Loaded with the modal, never at start-up: the screens and runners inside load on use.
 */
export const builtinClientMethods: readonly ClientLoginMethod[] = [
  emailClientMethod,
  smsClientMethod,
  codeClientMethod,
  passkeyClientMethod,
  oauthClientMethod,
  telegramClientMethod,
  walletClientMethod,
  farcasterClientMethod,
];
