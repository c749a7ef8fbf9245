import { smsMethod } from "@foyer/core/login";
import type { ClientLoginMethod } from "../../provider/ClientLoginMethod.ts";
import { PhoneEntry } from "./PhoneEntry.tsx";

/** SMS / WhatsApp on the client: the phone screen; remembered and transferred as a "phone" account. */
export const smsClientMethod: ClientLoginMethod = {
  id: "sms",
  definition: smsMethod,
  entries: ["sms"],
  Entry: PhoneEntry,
  screens: { phone: () => import("./PhoneScreen.tsx").then((m) => m.PhoneScreen) },
  accountType: () => "phone",
  recentAccountType: () => "phone",
  transfer: (store, account) => (account.type === "phone" ? store.api.passwordlessSms : null),
};
