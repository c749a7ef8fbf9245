import type { codeStepHelpers } from "@foyer/core/login/email";
import type { ClientLoginMethod } from "../../provider/ClientLoginMethod.ts";
import type { MethodHelpers } from "../../provider/MethodHelpers.ts";
import { offeredOrLinking } from "../../provider/offeredOrLinking.ts";
import type { smsPart } from "./loadSmsPart.ts";

/** The modal's helpers the SMS descriptor is built over: the shared ones, the code step's, the SMS part. */
export interface SmsHelpers extends MethodHelpers {
  codeSteps: typeof codeStepHelpers;
  smsPart: typeof smsPart;
}

/**
 * SMS / WhatsApp on the client: the phone screen; remembered and transferred as a "phone" account. Its part
 * (machine, entry and the code step's calls for a phone, smsPart.ts) is the modal's (loadSmsPart.ts), its machine
 * built over the code step the modal already has (passed in, not imported: no chunk of its own for it).
 */
export function smsClientMethod({ lazyFrom, codeSteps, smsPart }: SmsHelpers): ClientLoginMethod {
  return {
    id: "sms",
    loadDefinition: () => smsPart.load().then((m) => m.createSmsMethod(codeSteps)),
    events: ["openPhone"],
    neededFor: offeredOrLinking("phone", (name) => name === "sms"),
    entries: ["sms"],
    Entry: lazyFrom(smsPart, (m) => m.PhoneEntry),
    screens: { phone: () => import("./PhoneScreen.tsx").then((m) => m.PhoneScreen) },
    accountType: () => "phone",
    transfer: (store, account) => (account.type === "phone" ? store.api.passwordlessSms : null),
  };
}
