// @foyer/core/login/oauth: the OAuth login method (presets, the app's own providers, SSO, cross-app), loaded by
// the modal before an opening that offers it starts: its popup then opens in the click's own task.
export { oauthMethod } from "./flows/loginMethods/oauth/oauthMethod.ts";
