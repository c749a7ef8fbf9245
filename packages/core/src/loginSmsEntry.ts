// @foyer/core/login/sms: the SMS / WhatsApp login method, loaded by the modal when the app offers it (or a
// phone link starts), so an opening without it never fetches it.
export { type PhoneFormState, type PhoneStep, smsMethod } from "./flows/loginMethods/sms/smsMethod.ts";
