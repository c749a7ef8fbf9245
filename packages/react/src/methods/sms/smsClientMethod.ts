import type { codeStepHelpers } from "@foyer/core/login/email";
import type { ClientLoginMethod } from "../../provider/ClientLoginMethod.ts";
import { offeredOrLinking } from "../../provider/offeredOrLinking.ts";
import { lazyFrom, loadOnce } from "../../shell/screenKit.ts";

/**
 * SMS / WhatsApp on the client: the phone screen; remembered and transferred as a "phone" account. Its machine is
 * built over the code step's helpers the modal already has, passed in (openingMethods.ts): imported here, they
 * would be split out of the modal's chunk into one of their own.
 */
export function smsClientMethod(codeSteps: typeof codeStepHelpers): ClientLoginMethod {
  /** Its machine and entry (smsPart.ts), fetched before an opening that offers SMS starts. */
  const part = loadOnce(() => import("./smsPart.ts"));
  return {
    id: "sms",
    loadDefinition: () => part.load().then((m) => m.createSmsMethod(codeSteps)),
    events: ["openPhone"],
    neededFor: offeredOrLinking("phone", (name) => name === "sms"),
    entries: ["sms"],
    Entry: lazyFrom(part, (m) => m.PhoneEntry),
    screens: { phone: () => import("./PhoneScreen.tsx").then((m) => m.PhoneScreen) },
    accountType: () => "phone",
    recentAccountType: () => "phone",
    transfer: (store, account) => (account.type === "phone" ? store.api.passwordlessSms : null),
  };
}
