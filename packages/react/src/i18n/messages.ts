/**
 * The user-visible strings of the login modal's email journey, in English (spec 000 §2, §5, §8): the shell,
 * the landing, email, code and success screens, the login entries. The other screens' texts load with them:
 * screensMessages.ts (error screen, terms, embedded wallet; i18n/tScreens.ts), methodsMessages.ts (the other
 * login methods), walletsMessages.ts, recoveryMessages.ts (recovery and MFA). Keys are typed; `{name}`
 * placeholders are filled by `t(key, params)`. Texts the spec names are verbatim.
 */
export const messages = {
  // Shell
  "modal.close": "Close",
  "modal.back": "Back",
  "modal.loading": "Loading",

  // Main login screen (spec 000 §2)
  "landing.header": "Log in or sign up",
  "landing.recent": "Recent",
  "landing.termsPrefix": "By logging in I agree to the",
  "landing.terms": "Terms",
  "landing.termsOfService": "Terms of Service",
  "landing.and": "&",
  "landing.privacyPolicy": "Privacy Policy",
  // The email entry; the texts of the entries loaded apart (phone, passkey, wallet, cross-app, SSO) and of the
  // landing's part (the overflow button, "More options") are in entriesMessages.ts
  "landing.continueWithEmail": "Continue with email",
  "landing.protectedBy": "Protected by Foyer",

  // Phone input (spec 000 §2 "Email and phone input"); the phone screen's own texts: methodsMessages.ts
  "phone.invalid": "Please enter a valid phone number.",

  // Email input
  "email.title": "Log in with email",
  "email.linkTitle": "Link your email",
  "email.label": "Email address",
  "email.placeholder": "your@email.com",
  "email.submit": "Submit",
  "email.sending": "Sending code",
  "email.invalid": "Please enter a valid email address.",
  "email.plusDisallowed": "Please enter a valid email address without a '+'.",
  "email.tooManyRequests": "Too many requests. Please wait before trying again.",
  // Not in the spec (issue 18): the server's remaining wait, counted down on the Submit button.
  "email.retryIn": "Try again in {seconds} s",

  // Code entry (spec 000 §2, §5, §8)
  "code.title": "Enter confirmation code",
  "code.body": "Please check {email} for an email from {app} and enter your code below.",
  "code.appFallback": "us",
  "code.boxLabel": "Digit {n} of {total}",
  "code.groupLabel": "Confirmation code",
  "code.incorrect": "Incorrect code",
  // Not in the spec (issue 18): a code killed by wrong tries, used or expired, so a new one is offered at once.
  "code.expired": "This code has expired. Request a new code.",
  "code.resendIn": "Resend code in {seconds} s",
  "code.notNumeric": "Code should be numeric",
  "code.tooManyRequests": "Too many requests. Please wait before trying again.",
  "code.issueVerifying": "Issue verifying code",
  "code.resendFailed": "Could not send a new code",
  "code.didNotGet": "Didn't get an email?",
  "code.resend": "Resend code",
  "code.resending": "Sending…",
  "code.sent": "Code sent",
  "code.verifying": "Verifying…",
  "code.verified": "Verified",

  // The generic error (spec 000 §8 "Other SDK errors"), here because the modal draws it when a screen's code
  // fails to load (modal/ScreenLoadBoundary.tsx). The error screens' other texts, the captcha outcomes, the
  // terms screen and the embedded-wallet screens: screensMessages.ts (loaded with those screens).
  "error.genericTitle": "Something went wrong",
  "error.genericDetail": "Try again later",
  "error.retry": "Retry",

  // Success
  "success.title": "You're logged in",
  "success.detail": "You're good to go!",

  // The success screen after a link or a wallet created on login (embedded-wallet issue): screensMessages.ts,
  // loaded with those (screens/success/SuccessTexts.tsx).
  // External wallets: walletsMessages.ts (loaded with the wallet screens)
} as const;

export type MessageKey = keyof typeof messages;
