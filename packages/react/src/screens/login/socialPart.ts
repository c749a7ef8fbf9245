// The landing's part (landingParts.ts): its list beyond the login methods' entries (the app's own OAuth
// providers', the cross-app and SSO buttons, the wallet-first list, the overflow button with the marks on "Other
// socials") and the "More options" screen, with the layout rule they share. Not on the email journey's path.
export { FullLanding } from "./FullLanding.tsx";
export { MoreOptionsScreen } from "./MoreOptionsScreen.tsx";
