// @foyer/core/login/passkey: the passkey login method, loaded by the modal when the app offers it (or a passkey
// link starts), before the opening starts: the ceremony then begins in the click's own task.
export { type PasskeyAction, type PasskeyStep, passkeyMethod } from "./flows/loginMethods/passkey/passkeyMethod.ts";
