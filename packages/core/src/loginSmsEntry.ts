// @foyer/core/login/sms: the SMS / WhatsApp login method, loaded by the modal when the app offers it (or a
// phone link starts), so an opening without it never fetches it; built over the code step's helpers
// (`createSmsMethod(codeStepHelpers)`, those from @foyer/core/login/email).
export { createSmsMethod, type PhoneFormState, type PhoneStep } from "./flows/loginMethods/sms/smsMethod.ts";
