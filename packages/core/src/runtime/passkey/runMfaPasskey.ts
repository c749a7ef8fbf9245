import {
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
} from "@simplewebauthn/browser";
import { FoyerError } from "../../errors/FoyerError.ts";
import type { FoyerStore } from "../FoyerStore.ts";

/** A WebAuthn assertion for an MFA ceremony (enrolment: any linked passkey; verification: enrolled ones). */
export async function runMfaPasskey(store: FoyerStore, purpose: "enroll" | "verify"): Promise<Record<string, unknown>> {
  const options = await store.api.mfa.passkeyInit({ purpose });
  const response: AuthenticationResponseJSON = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  }).catch((cause: unknown) => Promise.reject(new FoyerError("unknown_mfa_error", "MFA canceled", { cause })));
  return response as unknown as Record<string, unknown>;
}
