// The landing's social part (landingParts.ts): the app's own OAuth providers', the cross-app and SSO buttons, and the
// marks on "Other socials", with the providers' registry they draw from. Not on the email journey's path.
export { SocialIcon } from "../../shell/SocialIcon.tsx";
export { CrossAppEntry } from "./CrossAppEntry.tsx";
export { CustomOAuthEntry } from "./CustomOAuthEntry.tsx";
export { SsoEntry } from "./SsoEntry.tsx";
