/**
 * Texts of the login flow's screens off the email journey (spec 000 §2, §8): the error screen, the captcha
 * outcomes, the terms screen and the embedded-wallet screens. Loaded with those screens (i18n/tScreens.ts), so
 * the email journey does not download them. Texts the spec names are verbatim.
 */
export const screensMessages = {
  // The generic error's title, detail and Retry are in messages.ts: the modal draws them when a screen fails to load.
  // Not in the spec (issue 18): the app config request never reached the server.
  "error.unreachableTitle": "Can't reach the server",
  "error.unreachableDetail": "The login server is not answering. Check your connection, then try again.",
  "error.unreachableRetry": "Retry",
  // Error screen (spec 000 §8)
  "error.tooManyTitle": "Request failed",
  "error.tooManyDetail": "Too many attempts.",
  "error.tooManyButton": "Try again later",
  "error.apiTitle": "Authentication failed",
  "error.linkedTitle": "Authentication failed",
  "error.linkedDetail": "This account has already been linked to another user.",
  "error.notAllowedTitle": "Not allowed",
  "error.tryAnotherMethod": "Try another method",
  "error.invalidCaptchaDetail": "Please try again.",
  // Region errors arrive with SMS login (spec 000 §8)
  "error.regionTitle": "This region is not supported",
  "error.regionDetail": "SMS authentication from this region is not available",

  // Captcha outcomes shown on the error screen (the captcha screen's texts: methodsMessages.ts)
  "captcha.failed": "You did not pass CAPTCHA. Please try again.",
  "captcha.timeout": "Something went wrong! Please try again later.",

  // Terms (spec 000 §2)
  "terms.title": "One last step",
  "terms.detail": "By signing up, you agree to our terms and privacy policy.",
  "terms.accept": "Accept",
  "terms.decline": "No thanks",
  "terms.viewTerms": "View Terms",
  "terms.viewPrivacy": "View Privacy Policy",
  "terms.failed": "Could not save your choice. Please try again.",

  // The success screen after a link (screens/success/SuccessTexts.tsx)
  "success.linkedTitle": "Success!",
  "success.linkedDetail": "The email is now linked to your account.",
  "success.linkedPhoneDetail": "The phone number is now linked to your account.",
  "success.linkedPasskeyDetail": "The passkey is now linked to your account.",

  // Embedded wallet: creation, signature confirmation, export, device verification, embedded connect
  // The success screen after a wallet was created (screens/success/SuccessTexts.tsx)
  "wallet.createdTitle": "Welcome",
  "wallet.createdTitleApp": "Welcome to {app}",
  "wallet.createdTitleExisting": "All set!",
  "wallet.createdDetail": "You've successfully created an account.",
  "wallet.createdDetailExisting": "Your account is secured.",
  "wallet.creatingTitle": "Creating your wallet",
  "wallet.creatingDetail": "Please wait...",
  "wallet.signMessageTitle": "Sign message",
  "wallet.signTypedDataTitle": "Sign typed data",
  "wallet.signDetail": "{app} wants you to sign with {address}.",
  "wallet.signButton": "Sign and continue",
  "wallet.cancelButton": "Cancel",
  "wallet.exportTitle": "Export wallet",
  "wallet.closeButton": "Close",
  "wallet.verifyDeviceTitle": "Confirm it's really you",
  "wallet.protectWalletTitle": "Protect your wallet",
  "wallet.connectingTitle": "Connecting to your wallet",
  "wallet.connectFailed": "Something went wrong. We're on it. Please try again later.",
} as const;
