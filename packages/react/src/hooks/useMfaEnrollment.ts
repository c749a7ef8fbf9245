import type { MfaMethod } from "@foyer/core/api";
import { useCallback } from "#react";
import { useFoyerStore } from "../provider/useFoyerStore.ts";
import { openWalletFlow } from "../wallets/openWalletFlow.ts";

export interface UseMfaEnrollment {
  /** Opens enrolment of `method` (SMS: number then code; passkey: a linked passkey). */
  showMfaEnrollmentFor(method: MfaMethod): Promise<void>;
  /** Headless SMS enrolment: send a code to the number, then enrol with it. */
  initEnrollmentWithSms(input: { phoneNumber: string }): Promise<void>;
  submitEnrollmentWithSms(input: { phoneNumber: string; code: string; mfaToken?: string }): Promise<MfaMethod[]>;
  /** Removes a method; needs a fresh MFA token (`useMfa().verify`). */
  unenroll(input: { method: MfaMethod; mfaToken: string }): Promise<MfaMethod[]>;
}

/**
 * Enrolling and removing MFA methods.
 *
 * @example
 * const { showMfaEnrollmentFor } = useMfaEnrollment();
 * await showMfaEnrollmentFor("sms");
 */
export function useMfaEnrollment(): UseMfaEnrollment {
  const store = useFoyerStore();
  return {
    showMfaEnrollmentFor: useCallback(
      (method: MfaMethod) => openWalletFlow(store, { kind: "mfaEnroll", method }),
      [store],
    ),
    initEnrollmentWithSms: useCallback((i: { phoneNumber: string }) => store.api.mfa.smsInit(i), [store]),
    submitEnrollmentWithSms: useCallback(
      (i: { phoneNumber: string; code: string; mfaToken?: string }) => store.api.mfa.smsEnroll(i),
      [store],
    ),
    unenroll: useCallback((i: { method: MfaMethod; mfaToken: string }) => store.api.mfa.unenroll(i), [store]),
  };
}
