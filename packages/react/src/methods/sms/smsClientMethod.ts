import { codeStepHelpers } from "@foyer/core/login/email";
import { type ClientLoginMethod, offeredOrLinking } from "../../provider/ClientLoginMethod.ts";
import { lazyFrom, loadOnce } from "../../ui/loadOnce.ts";

/** Its machine, entry and the code step's calls for a phone (smsPart.ts), fetched before an opening that offers SMS starts. */
export const smsPart = loadOnce(() => import("./smsPart.ts"));

/** SMS / WhatsApp on the client: the phone screen; remembered and transferred as a "phone" account. */
export const smsClientMethod: ClientLoginMethod = {
  id: "sms",
  // Built over the code step the modal already has (passed in, not imported: no chunk of its own for it).
  loadDefinition: () => smsPart.load().then((m) => m.createSmsMethod(codeStepHelpers)),
  events: ["openPhone"],
  neededFor: offeredOrLinking("phone", (name) => name === "sms"),
  entries: ["sms"],
  Entry: lazyFrom(smsPart, (m) => m.PhoneEntry),
  screens: { phone: () => import("./PhoneScreen.tsx").then((m) => m.PhoneScreen) },
  accountType: () => "phone",
  recentAccountType: () => "phone",
  transfer: (store, account) => (account.type === "phone" ? store.api.passwordlessSms : null),
};
