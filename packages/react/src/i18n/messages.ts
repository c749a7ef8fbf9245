/**
 * Every user-visible string of the modal, in English (spec 000 §2, §5, §8). Keys are typed;
 * `{name}` placeholders are filled by `t(key, params)`. Texts the spec names are verbatim.
 */
export const messages = {
  // Shell
  "modal.close": "Close",
  "modal.back": "Back",
  "modal.loading": "Loading",

  // Main login screen (spec 000 §2)
  "landing.header": "Log in or sign up",
  "landing.moreOptions": "More options",
  "landing.recent": "Recent",
  "landing.termsPrefix": "By logging in I agree to the",
  "landing.terms": "Terms",
  "landing.termsOfService": "Terms of Service",
  "landing.and": "&",
  "landing.privacyPolicy": "Privacy Policy",
  "landing.continueWithEmail": "Continue with email",
  "landing.otherSocials": "Other socials",
  "landing.continueWithWallet": "Continue with a wallet",
  "landing.protectedBy": "Protected by Foyer",
  "landing.continueWithPhone": "Continue with phone",
  "landing.haveAPasskey": "I have a passkey",
  "landing.continueWithPasskey": "Continue with passkey",

  // Phone input (spec 000 §2 "Email and phone input")
  "phone.title": "Log in with phone",
  "phone.linkTitle": "Link your phone number",
  "phone.label": "Phone number",
  "phone.country": "Country",
  "phone.placeholder": "Phone number",
  "phone.invalid": "Please enter a valid phone number.",
  "phone.channel": "Get the code by",
  "phone.sms": "SMS",
  "phone.whatsapp": "WhatsApp",
  "code.bodySms": "Please check {phone} for an SMS from {app} and enter your code below.",
  "code.bodyWhatsapp": "Please check WhatsApp on {phone} for a message from {app} and enter your code below.",
  "code.didNotGetSms": "Didn't get a code?",

  // Passkey screens (spec 000 §2, §8)
  "passkeyChoice.title": "Log in or create a new account?",
  "passkeyChoice.create": "Create new account",
  "passkeyChoice.login": "Log in with a passkey",
  "passkey.loginTitle": "Log in with a passkey",
  "passkey.signupTitle": "Create a passkey",
  "passkey.linkTitle": "Add a passkey",
  "passkey.pending": "Follow the prompt from your browser or device.",
  "passkey.idle": "Use your device's screen lock, security key or password manager.",
  "passkey.continue": "Continue",
  "passkey.retry": "Retry",
  "passkey.cannotLinkMore": "Cannot link more passkeys to account.",
  "passkey.rejected": "Passkey request timed out or rejected by user.",
  "passkey.unknown": "An unknown error occurred.",

  // OAuth and Telegram status screens (spec 000 §2, §8 "OAuth", "Farcaster, Telegram, passkey")
  "social.continueWith": "Continue with {provider}",
  "oauth.title": "Log in with {provider}",
  "oauth.linkTitle": "Link {provider}",
  "oauth.pending": "Complete the sign-in in the {provider} window.",
  "oauth.idle": "You will continue in a {provider} window.",
  "oauth.phishing": "Unexpected auth flow. This may be a phishing attempt.",
  "oauth.denied": "User denied confirmation during OAuth flow",
  "oauth.invalidCode": "Invalid code during OAuth flow.",
  "oauth.unable": "Unable to authorize user",
  "telegram.title": "Log in with Telegram",
  "telegram.linkTitle": "Link Telegram",
  "telegram.pending": "Confirm the login in the Telegram window.",
  "telegram.idle": "You will continue in a Telegram window.",
  "telegram.linked": "This account has already been linked to another user.",
  "telegram.notAllowed": "Login with Telegram not allowed.",
  "telegram.wrong": "Something went wrong. Try again.",
  "telegram.tooMany": "Too many requests. Please wait before trying again.",
  "moreOptions.title": "More options",

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

  // Code entry (spec 000 §2, §5, §8)
  "code.title": "Enter confirmation code",
  "code.body": "Please check {email} for an email from {app} and enter your code below.",
  "code.appFallback": "us",
  "code.boxLabel": "Digit {n} of {total}",
  "code.groupLabel": "Confirmation code",
  "code.incorrect": "Incorrect code",
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

  // Generic error screen (spec 000 §8)
  "error.tooManyTitle": "Request failed",
  "error.tooManyDetail": "Too many attempts.",
  "error.tooManyButton": "Try again later",
  "error.genericTitle": "Something went wrong",
  "error.genericDetail": "Try again later",
  "error.apiTitle": "Authentication failed",
  "error.linkedTitle": "Authentication failed",
  "error.linkedDetail": "This account has already been linked to another user.",
  "error.notAllowedTitle": "Not allowed",
  "error.tryAnotherMethod": "Try another method",
  "error.retry": "Retry",
  "error.invalidCaptchaDetail": "Please try again.",
  // Region errors arrive with SMS login (spec 000 §8); the texts live here already.
  "error.regionTitle": "This region is not supported",
  "error.regionDetail": "SMS authentication from this region is not available",

  // Captcha screen (spec 000 §2)
  "captcha.checking": "Checking that you are a human...",
  "captcha.successTitle": "Success!",
  "captcha.successDetail": "CAPTCHA passed successfully.",
  "captcha.errorTitle": "Something went wrong",
  "captcha.failed": "You did not pass CAPTCHA. Please try again.",
  "captcha.invalid": "Please try again.",
  "captcha.timeout": "Something went wrong! Please try again later.",
  "captcha.noRetries":
    "If you use an adblocker or a VPN, try disabling it and reloading the page; they can stop the check from loading.",
  "captcha.continue": "Continue",
  "captcha.retry": "Retry",

  // Gating screens (spec 000 §2)
  "allowlist.title": "You don't have access to this app",
  "allowlist.detail": "Have you been invited?",
  "allowlist.button": "Try another account",
  "userLimit.title": "Unable to sign in",
  "userLimit.detail":
    "This app is in development mode and has reached its user limit. It must be upgraded to production.",
  "userLimit.button": "Go back",
  "accountNotFound.title": "Account not found",
  "accountNotFound.detail": "Please try logging in again or go to {app} to create an account.",
  "accountNotFound.appFallback": "the app",
  "accountNotFound.button": "Try logging in again",
  "transfer.title": "{method} is associated with another account",
  "transfer.detail": "Do you want to transfer {handle} to this account instead? This will delete your other account.",
  "transfer.noThanks": "No thanks",
  "transfer.continue": "Continue",
  "transfer.confirm": "Transfer and delete account",
  "transfer.assetsTitle": "Check account assets before transferring",
  "transfer.assetsDetail":
    "Assets in the other account will not be transferred and may be lost. Log into that account to move them first, or check its address on a block explorer.",
  "transfer.addressLabel": "Other account's wallet",
  "transfer.copy": "Copy",
  "transfer.copied": "Copied",
  "transfer.success": "Success!",
  "transfer.successDetail": "The account was transferred to you.",

  // Terms (spec 000 §2)
  "terms.title": "One last step",
  "terms.detail": "By signing up, you agree to our terms and privacy policy.",
  "terms.accept": "Accept",
  "terms.decline": "No thanks",
  "terms.viewTerms": "View Terms",
  "terms.viewPrivacy": "View Privacy Policy",
  "terms.failed": "Could not save your choice. Please try again.",

  // Success
  "success.title": "You're logged in",
  "success.detail": "You're good to go!",
  "success.linkedTitle": "Success!",
  "success.linkedDetail": "The email is now linked to your account.",
  "success.linkedPhoneDetail": "The phone number is now linked to your account.",
  "success.linkedPasskeyDetail": "The passkey is now linked to your account.",

  // Embedded wallet step after sign-in (filled in by the embedded-wallet issue)
  "wallet.creatingTitle": "Creating your wallet",
  "wallet.creatingDetail": "This only takes a moment.",
} as const;

export type MessageKey = keyof typeof messages;
