// @foyer/core/runtime/mfa: the MFA flow's effects (the mfa API group, the passkey ceremony, verification
// through the wallet frame, which keeps the MFA token for the operation that asked). React-free: the UI layer's
// MFA flow hands its effects here. Loaded with that flow, never by the barrel.

export { runMfaEffect } from "./runtime/mfa/runMfaEffect.ts";
export { verifyMfaSomewhere } from "./runtime/mfa/verifyMfaSomewhere.ts";
