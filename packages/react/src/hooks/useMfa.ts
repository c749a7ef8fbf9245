import type { MfaEnrolment } from "@foyer/core/api";
import { useCallback } from "#react";
import { useFoyerStore } from "../provider/useFoyerStore.ts";
import { openWalletFlow } from "../wallets/openWalletFlow.ts";

export interface UseMfa {
  /** The signed-in user's enrolled methods. */
  listMethods(): Promise<MfaEnrolment[]>;
  /** Opens the MFA verification screen (SMS code or passkey); resolves once verified. */
  promptMfa(): Promise<void>;
  /** Headless: sends the SMS code to the enrolled number. */
  sendSmsCode(): Promise<void>;
  /** Headless: verifies and answers the short-lived MFA token (header `foyer-mfa-token`). */
  verify(input: { method: "sms"; code: string }): Promise<string>;
  /** Opens the MFA management screen (add / remove methods). */
  showMfaEnrollment(): Promise<void>;
}

/**
 * Multi-factor verification for wallet use. When the app forces MFA, wallet connect and signing ask
 * for it; `promptMfa` shows the same screen on demand.
 *
 * @example
 * const { promptMfa } = useMfa();
 * await promptMfa();
 */
export function useMfa(): UseMfa {
  const store = useFoyerStore();
  return {
    listMethods: useCallback(async () => (await store.api.mfa.list()).methods, [store]),
    promptMfa: useCallback(() => openWalletFlow(store, { kind: "mfaVerify" }), [store]),
    sendSmsCode: useCallback(() => store.api.mfa.smsInit(), [store]),
    verify: useCallback((input: { method: "sms"; code: string }) => store.api.mfa.verify(input), [store]),
    showMfaEnrollment: useCallback(() => openWalletFlow(store, { kind: "mfaManage" }), [store]),
  };
}
