// The SMS method's loaded part (smsClientMethod.ts): its machine and its entry, fetched before an opening that
// offers SMS starts, never on the email journey's path; with the code step's calls and texts for a phone number
// (smsCodeCalls, smsCodeTexts).
export { createSmsMethod } from "@foyer/core/login/sms";
export { PhoneEntry } from "./PhoneEntry.tsx";
export { smsCodeCalls } from "./smsCodeCalls.ts";
export { smsCodeTexts } from "./smsCodeTexts.ts";
