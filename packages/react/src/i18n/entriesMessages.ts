/**
 * Texts of the landing's entries that load apart from the modal (spec 000 §2): the phone, passkey and wallet
 * entries (their methods' parts), the cross-app and SSO buttons, the overflow button and the "More options"
 * screen (the landing's part, screens/login/socialPart.ts). Loaded with those (i18n/tEntries.ts), so the email
 * journey does not download them (issue 19). Verbatim from the spec.
 */
export const entriesMessages = {
  "landing.continueWithWallet": "Continue with a wallet",
  "landing.continueWithPhone": "Continue with phone",
  "landing.haveAPasskey": "I have a passkey",
  "landing.continueWithPasskey": "Continue with passkey",
  "crossApp.loading": "Loading…",
  "sso.entry": "Log in with SSO",
  "landing.moreOptions": "More options",
  "landing.otherSocials": "Other socials",
  "landing.emailOrSocials": "Log in with email or socials",
  "moreOptions.title": "More options",
} as const;
