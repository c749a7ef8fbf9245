import type { codeStepHelpers } from "@foyer/core/login/email";
import type { ClientLoginMethod } from "../provider/ClientLoginMethod.ts";
import { addIcons } from "../shell/screenKit.ts";
import { moreIcons } from "../ui/moreIcons.ts";
import { farcasterClientMethod } from "./farcaster/farcasterClientMethod.ts";
import { oauthClientMethod } from "./oauth/oauthClientMethod.ts";
import { passkeyClientMethod } from "./passkey/passkeyClientMethod.ts";
import { smsClientMethod } from "./sms/smsClientMethod.ts";
import { telegramClientMethod } from "./telegram/telegramClientMethod.ts";
import { walletClientMethod } from "./wallet/walletClientMethod.ts";

// The icons only screens off the email journey draw, at hand before those screens' first draw (ui/Icon.tsx).
addIcons(moreIcons);

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
 * (openingMethods.ts). They import nothing the modal's chunk holds but through the screen kit (shell/screenKit.ts),
 * and take the code step's helpers as an argument, so that loading them apart splits nothing out of that chunk.
 */
export function otherClientMethods(codeSteps: typeof codeStepHelpers): OtherClientMethods {
  return {
    sms: smsClientMethod(codeSteps),
    passkey: passkeyClientMethod,
    oauth: oauthClientMethod,
    telegram: telegramClientMethod,
    wallet: walletClientMethod,
    farcaster: farcasterClientMethod,
  };
}
