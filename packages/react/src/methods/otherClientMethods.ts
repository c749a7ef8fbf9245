import type { codeStepHelpers } from "@foyer/core/login/email";
import type { ClientLoginMethod } from "../provider/ClientLoginMethod.ts";
import type { lazyFrom, loadOnce } from "../ui/loadOnce.ts";
import { farcasterClientMethod } from "./farcaster/farcasterClientMethod.ts";
import { oauthClientMethod } from "./oauth/oauthClientMethod.ts";
import { passkeyClientMethod } from "./passkey/passkeyClientMethod.ts";
import type { smsPart } from "./sms/loadSmsPart.ts";
import { smsClientMethod } from "./sms/smsClientMethod.ts";
import { telegramClientMethod } from "./telegram/telegramClientMethod.ts";
import { walletClientMethod } from "./wallet/walletClientMethod.ts";

/**
 * What the other methods' descriptors take from the modal's chunk, passed in rather than imported: imported from
 * here, loaded apart, they would be split off with whatever else both reach into chunks of their own on every
 * login (issue 19).
 */
export interface MethodHelpers {
  loadOnce: typeof loadOnce;
  lazyFrom: typeof lazyFrom;
  /** The code step's helpers the SMS machine is built over. */
  codeSteps: typeof codeStepHelpers;
  /** The SMS part, which the code step's runners load for a phone too. */
  smsPart: typeof smsPart;
}

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
 * (openingMethods.ts), built over the modal's helpers.
 */
export function otherClientMethods(helpers: MethodHelpers): OtherClientMethods {
  return {
    sms: smsClientMethod(helpers),
    passkey: passkeyClientMethod(helpers),
    oauth: oauthClientMethod(helpers),
    telegram: telegramClientMethod(helpers),
    wallet: walletClientMethod(helpers),
    farcaster: farcasterClientMethod(helpers),
  };
}
