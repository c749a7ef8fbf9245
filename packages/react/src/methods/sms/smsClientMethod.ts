import { type ClientLoginMethod, offeredOrLinking } from "../../provider/ClientLoginMethod.ts";
import { PhoneEntry } from "./PhoneEntry.tsx";

/** SMS / WhatsApp on the client: the phone screen; remembered and transferred as a "phone" account. */
export const smsClientMethod: ClientLoginMethod = {
  id: "sms",
  // Its machine loads with an opening that offers it (`@foyer/core/login/sms`), not with every modal.
  loadDefinition: () => import("@foyer/core/login/sms").then((m) => m.smsMethod),
  events: ["openPhone"],
  neededFor: offeredOrLinking("phone", (name) => name === "sms"),
  entries: ["sms"],
  Entry: PhoneEntry,
  screens: { phone: () => import("./PhoneScreen.tsx").then((m) => m.PhoneScreen) },
  accountType: () => "phone",
  recentAccountType: () => "phone",
  transfer: (store, account) => (account.type === "phone" ? store.api.passwordlessSms : null),
};
