// @foyer/core/runtime/passkey: the WebAuthn ceremonies (sign-in, sign-up, link, MFA), with @simplewebauthn/browser,
// loaded on demand with the passkey screens, hooks and the MFA flow.

export { runMfaPasskey } from "./runtime/passkey/runMfaPasskey.ts";
export { type PasskeyOutcome, runPasskey } from "./runtime/passkey/runPasskey.ts";
