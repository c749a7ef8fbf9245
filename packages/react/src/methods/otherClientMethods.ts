import type { ClientLoginMethod } from "../provider/ClientLoginMethod.ts";
import { farcasterClientMethod } from "./farcaster/farcasterClientMethod.ts";
import { oauthClientMethod } from "./oauth/oauthClientMethod.ts";
import { passkeyClientMethod } from "./passkey/passkeyClientMethod.ts";
import { type SmsHelpers, smsClientMethod } from "./sms/smsClientMethod.ts";
import { telegramClientMethod } from "./telegram/telegramClientMethod.ts";
import { walletClientMethod } from "./wallet/walletClientMethod.ts";

/** The built-in methods but email and the code step, by id (openingMethods.ts puts them in the list's order). */
export interface OtherClientMethods {
  sms: ClientLoginMethod;
  passkey: ClientLoginMethod;
  oauth: ClientLoginMethod;
  telegram: ClientLoginMethod;
  wallet: ClientLoginMethod;
  farcaster: ClientLoginMethod;
}

/**
 * The descriptors of the built-in methods an email-only opening never uses, loaded for the other openings
 * (openingMethods.ts), built over the modal's helpers (provider/MethodHelpers.ts; the SMS method's, SmsHelpers).
 */
export function otherClientMethods(helpers: SmsHelpers): OtherClientMethods {
  return {
    sms: smsClientMethod(helpers),
    passkey: passkeyClientMethod(helpers),
    oauth: oauthClientMethod(helpers),
    telegram: telegramClientMethod(helpers),
    wallet: walletClientMethod(helpers),
    farcaster: farcasterClientMethod(helpers),
  };
}
