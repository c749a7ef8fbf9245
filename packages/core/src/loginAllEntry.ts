// @foyer/core/login/all: every built-in login method and the login machine over them, at once (tests, servers,
// hosts that drive the machine themselves). The modal loads the wallet and Farcaster methods on demand instead.
export { builtinLoginMethods } from "./flows/loginMethods/builtinLoginMethods.ts";
export { loginMachine } from "./flows/loginMethods/loginMachine.ts";
