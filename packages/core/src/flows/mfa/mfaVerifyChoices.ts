import type { MfaEnrolment } from "../../api/mfa.ts";

/** What the MFA verify screen offers. */
export interface MfaVerifyChoices {
  /** The enrolled number's last digits, when SMS is enrolled. */
  smsHint: string | null;
  passkey: boolean;
  /**
   * Nothing enrolled while the app forces MFA: the methods the user can enrol here and now, instead of a
   * screen with nothing to do. A passkey is offered only to a user with a passkey linked (MFA passkeys
   * are linked ones); SMS always.
   */
  enrol: { sms: true; passkey: boolean } | null;
}

/**
 * The verify screen's choices from the enrolled methods and whether the user has a passkey linked.
 *
 * @example mfaVerifyChoices([], false) // { smsHint: null, passkey: false, enrol: { sms: true, passkey: false } }
 */
export function mfaVerifyChoices(methods: readonly MfaEnrolment[], hasLinkedPasskey: boolean): MfaVerifyChoices {
  const sms = methods.find((m) => m.method === "sms");
  const passkey = methods.some((m) => m.method === "passkey");
  return {
    smsHint: sms ? sms.hint.replace(/\D/g, "") : null,
    passkey,
    enrol: sms || passkey ? null : { sms: true, passkey: hasLinkedPasskey },
  };
}
