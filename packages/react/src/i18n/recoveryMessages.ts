/**
 * Texts of the recovery and MFA screens (spec 001 §2, §5, §8), spread into the one English catalogue.
 * Texts the spec names are verbatim; `{name}` placeholders are filled by `t`.
 */
export const recoveryMessages = {
  // Recovery method selection: its titles, options and info button come from core's recoverySelectionView (one
  // copy of those spec texts); the panel's body text is here.
  "recovery.infoText":
    "Your wallet key is split in parts. A backup lets you log in on a new device and recover your account if you lose this one.",
  // Password flow
  "password.setTitle": "Set your password",
  "password.resetTitle": "Reset your password",
  "password.setText": "Your password protects your account on new devices. Keep it somewhere safe.",
  "password.label": "Password",
  "password.show": "Show",
  "password.hide": "Hide",
  "password.generate": "Generate a password",
  "password.continue": "Continue",
  "password.saveTitle": "Save your password",
  "password.saveText": "Store it somewhere safe: Foyer cannot recover it for you.",
  "password.copy": "Copy",
  "password.copied": "Copied",
  "password.download": "Download",
  "password.confirmTitle": "Confirm your password",
  "password.confirmText": "Enter your password again.",
  "password.confirmLabel": "Confirm password",
  "password.finalTitle": "Confirm you have saved",
  "password.acknowledge":
    "I understand that if I lose my password and device, I will lose access to my account and my assets.",
  "password.cancel": "Cancel",
  "password.submit": "Set Password",
  "password.success": "Success",
  "password.successText": "Your account is secured.",
  "password.failure": "Something went wrong",
  "password.close": "Close",
  "password.splashTitle": "Secure Your Account",
  // Recover
  "recover.title": "Enter your password",
  "recover.text": "Enter the password you set to access your wallet on this device.",
  "recover.submit": "Recover your account",
  // Automatic recovery
  "automatic.title": "Automatically secure your account",
  "automatic.retry": "Try again",
  // MFA
  "mfa.verifyTitle": "Verify your identity",
  "mfa.verifySmsText": "Enter the code sent to your phone ending in {hint}.",
  "mfa.verifyPasskey": "Verify with passkey",
  "mfa.enrolSmsTitle": "Add SMS verification",
  "mfa.enrolPhoneLabel": "Phone number",
  "mfa.sendCode": "Send code",
  "mfa.enrolCodeText": "Enter the code sent to {phone}.",
  "mfa.enrolPasskeyTitle": "Add passkey verification",
  "mfa.enrolPasskey": "Use a passkey",
  // Not in the spec: an app that forces MFA, a user with no method yet (issue 7).
  "mfa.setupText": "This app asks for a second step before your wallet is used. Add one to continue.",
  "mfa.manageTitle": "Transaction MFA",
  "mfa.manageText": "Add a second step before your wallet signs.",
  "mfa.sms": "SMS",
  "mfa.passkey": "Passkey",
  "mfa.add": "Add",
  "mfa.remove": "Remove",
  "mfa.enrolled": "Enrolled",
  "mfa.done": "Done",
  "mfa.invalidCode": "Missing or invalid MFA code.",
  "mfa.timeout": "MFA verification timed out.",
  "mfa.maxAttempts": "Maximum MFA attempts reached. Request a new code.",
  "mfa.rateLimited": "Too many requests (429). Try again later.",
} as const;
