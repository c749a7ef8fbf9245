import type {
  MfaPasskeyEnrollBody,
  MfaPasskeyInitBody,
  MfaSmsEnrollBody,
  MfaSmsInitBody,
  MfaUnenrollBody,
  MfaVerifyBody,
} from "../contract/mfa.ts";
import type { RequestFn } from "./createRequest.ts";
import type { WebAuthnJson } from "./passkeys.ts";

export type MfaMethod = "sms" | "passkey";

/** One enrolled second factor; `hint` is the number's last digits (sms) or the credential id (passkey). */
export interface MfaEnrolment {
  method: MfaMethod;
  hint: string;
}

/**
 * Calls of the `mfa` group (all need a session). `verify` answers the short-lived MFA token; once a user
 * has a method, enrolling another or unenrolling needs that token (`mfaToken`).
 */
export interface MfaApi {
  /** The user's enrolled methods. */
  list(): Promise<{ mfaMethods: MfaMethod[]; methods: MfaEnrolment[] }>;
  /** Sends an SMS code: to `phoneNumber` to enrol it, or (no number) to the enrolled number to verify. */
  smsInit(input?: { phoneNumber?: string }): Promise<void>;
  /** Enrols the number once its code is proven. */
  smsEnroll(input: { phoneNumber: string; code: string; mfaToken?: string }): Promise<MfaMethod[]>;
  /** WebAuthn request options: for enrolment any linked passkey, for verification the enrolled ones. */
  passkeyInit(input: { purpose: "enroll" | "verify" }): Promise<WebAuthnJson>;
  /** Enrols the linked passkey that answered an "enroll" ceremony. */
  passkeyEnroll(input: { passkeyResponse: WebAuthnJson; mfaToken?: string }): Promise<MfaMethod[]>;
  /** Verifies a second factor; answers the MFA token. */
  verify(
    input: { method: "sms"; code: string } | { method: "passkey"; passkeyResponse: WebAuthnJson },
  ): Promise<string>;
  /** Removes a method (needs a valid MFA token). */
  unenroll(input: { method: MfaMethod; mfaToken: string }): Promise<MfaMethod[]>;
}

// Bodies are typed by the server's schemas (the wire contract) with `satisfies`, at no cost in the bundle.
// The browser's credential JSON is passed on unread (the server checks its shape).
type Assertion = MfaPasskeyEnrollBody["passkey_response"];

/** Builds the `mfa` endpoint group. */
export function createMfaApi(request: RequestFn): MfaApi {
  const tokenHeader = (token?: string) => (token ? { "foyer-mfa-token": token } : undefined);
  const methods = async (
    path: string,
    body: MfaSmsEnrollBody | MfaPasskeyEnrollBody | MfaUnenrollBody,
    mfaToken?: string,
  ) =>
    (
      await request<{ mfa_methods: MfaMethod[] }>(path, {
        method: "POST",
        body,
        auth: "required",
        headers: tokenHeader(mfaToken),
      })
    ).mfa_methods;
  return {
    async list() {
      const body = await request<{ mfa_methods: MfaMethod[]; methods: MfaEnrolment[] }>("mfa", { auth: "required" });
      return { mfaMethods: body.mfa_methods, methods: body.methods };
    },
    async smsInit(input = {}) {
      await request("mfa/passwordless_sms/init", {
        method: "POST",
        body: (input.phoneNumber ? { phone_number: input.phoneNumber } : {}) satisfies MfaSmsInitBody,
        auth: "required",
      });
    },
    smsEnroll: (i) =>
      methods(
        "mfa/passwordless_sms/enroll",
        { phone_number: i.phoneNumber, code: i.code } satisfies MfaSmsEnrollBody,
        i.mfaToken,
      ),
    async passkeyInit(input) {
      return (
        await request<{ options: WebAuthnJson }>("mfa/passkeys/init", {
          method: "POST",
          body: { purpose: input.purpose } satisfies MfaPasskeyInitBody,
          auth: "required",
        })
      ).options;
    },
    passkeyEnroll: (i) =>
      methods(
        "mfa/passkeys/enroll",
        { passkey_response: i.passkeyResponse as Assertion } satisfies MfaPasskeyEnrollBody,
        i.mfaToken,
      ),
    async verify(input) {
      const body: MfaVerifyBody =
        input.method === "sms"
          ? { method: "sms", code: input.code }
          : { method: "passkey", passkey_response: input.passkeyResponse as Assertion };
      return (await request<{ token: string }>("mfa/verify", { method: "POST", body, auth: "required" })).token;
    },
    unenroll: (i) => methods("mfa/unenroll", { method: i.method } satisfies MfaUnenrollBody, i.mfaToken),
  };
}
