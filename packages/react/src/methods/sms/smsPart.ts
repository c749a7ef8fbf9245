// The SMS method's loaded part (smsClientMethod.ts): its machine and its entry, fetched before an opening that
// offers SMS starts, never on the email journey's path (its calls are the code step's, on that path already).
export { createSmsMethod } from "@foyer/core/login/sms";
export { PhoneEntry } from "./PhoneEntry.tsx";
