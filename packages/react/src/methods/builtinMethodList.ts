import type { ClientLoginMethod } from "../provider/ClientLoginMethod.ts";
import { farcasterClientMethod } from "./farcaster/farcasterClientMethod.ts";
import { oauthClientMethod } from "./oauth/oauthClientMethod.ts";
import { passkeyClientMethod } from "./passkey/passkeyClientMethod.ts";
import { type SmsHelpers, smsClientMethod } from "./sms/smsClientMethod.ts";
import { telegramClientMethod } from "./telegram/telegramClientMethod.ts";
import { walletClientMethod } from "./wallet/walletClientMethod.ts";

/** What the built-in list is built over: the modal's helpers and the email journey's methods (openingMethods.ts). */
export interface BuiltinHelpers extends SmsHelpers {
  /** Email and the code step, which the modal's chunk holds. */
  emailMethods: readonly [ClientLoginMethod, ClientLoginMethod];
}

/**
 * The built-in list, in its order (the login machine is composed in it, and the first method listing an entry,
 * an event or an effect answers for it): email, SMS, the code step, passkey, OAuth, Telegram, wallet, Farcaster.
 * Loaded for the openings that may use more than email (openingMethods.ts): the descriptors of the methods an
 * email-only opening never uses are built here, over the modal's helpers (provider/MethodHelpers.ts; the SMS
 * method's, SmsHelpers).
 */
export function builtinMethodList(helpers: BuiltinHelpers): readonly ClientLoginMethod[] {
  const [email, code] = helpers.emailMethods;
  return [
    email,
    smsClientMethod(helpers),
    code,
    passkeyClientMethod(helpers),
    oauthClientMethod(helpers),
    telegramClientMethod(helpers),
    walletClientMethod(helpers),
    farcasterClientMethod(helpers),
  ];
}
