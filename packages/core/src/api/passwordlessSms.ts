import type { TransferBody } from "../contract/passwordless.ts";
import type {
  PasswordlessSmsAuthenticateBody,
  PasswordlessSmsInitBody,
  PasswordlessSmsLinkBody,
  PasswordlessSmsUnlinkBody,
  PasswordlessSmsUpdateBody,
} from "../contract/passwordlessSms.ts";
import type { AuthResult, User } from "../types.ts";
import type { RequestFn } from "./createRequest.ts";
import { toAuthResult } from "./toAuthResult.ts";
import { userFromBody, type WireUserBody } from "./userFromBody.ts";
import type { LoginMode, SmsChannel, WireAuthResponse } from "./wire.ts";

/** Calls of the `passwordless_sms` group (phone codes by SMS or WhatsApp). Numbers in international form. */
export interface PasswordlessSmsApi {
  /** Sends a code to `phoneNumber` by SMS (default) or WhatsApp (when the app enables it). */
  init(input: { phoneNumber: string; channel?: SmsChannel; captchaToken?: string }): Promise<void>;
  /** Signs in (or up, unless mode is "no-signup") with the code sent to `phoneNumber`. */
  authenticate(input: { phoneNumber: string; code: string; mode?: LoginMode }): Promise<AuthResult>;
  /** Links `phoneNumber` to the signed-in user with the code sent to it. */
  link(input: { phoneNumber: string; code: string }): Promise<User>;
  /** Unlinks `phoneNumber` from the signed-in user. */
  unlink(input: { phoneNumber: string }): Promise<User>;
  /** Replaces the linked `oldPhoneNumber` by `newPhoneNumber`, verified by the code sent to the new number. */
  update(input: { oldPhoneNumber: string; newPhoneNumber: string; code: string }): Promise<User>;
  /** Moves the phone account named by a 409 `account_transfer_required` (its `nonce`) to the signed-in user. */
  transfer(input: { nonce: string }): Promise<User>;
}

/** Builds the `passwordless_sms` endpoint group. */
export function createPasswordlessSmsApi(request: RequestFn): PasswordlessSmsApi {
  const authed = async (path: string, body: object) =>
    userFromBody(await request<WireUserBody>(path, { method: "POST", body, auth: "required" }));
  return {
    async init({ phoneNumber, channel, captchaToken }) {
      // Bodies are typed by the server's own schemas (the wire contract): a renamed field fails to compile.
      const body: PasswordlessSmsInitBody = { phone_number: phoneNumber };
      if (channel !== undefined) body.channel = channel;
      if (captchaToken !== undefined) body.captcha_token = captchaToken;
      await request("passwordless_sms/init", { method: "POST", body });
    },
    async authenticate({ phoneNumber, code, mode }) {
      const body: PasswordlessSmsAuthenticateBody =
        mode === undefined ? { phone_number: phoneNumber, code } : { phone_number: phoneNumber, code, mode };
      return toAuthResult(await request<WireAuthResponse>("passwordless_sms/authenticate", { method: "POST", body }));
    },
    link: ({ phoneNumber, code }) =>
      authed("passwordless_sms/link", { phone_number: phoneNumber, code } satisfies PasswordlessSmsLinkBody),
    unlink: ({ phoneNumber }) =>
      authed("passwordless_sms/unlink", { phone_number: phoneNumber } satisfies PasswordlessSmsUnlinkBody),
    update: ({ oldPhoneNumber, newPhoneNumber, code }) =>
      authed("passwordless_sms/update", {
        old_phone_number: oldPhoneNumber,
        new_phone_number: newPhoneNumber,
        code,
      } satisfies PasswordlessSmsUpdateBody),
    transfer: ({ nonce }) => authed("passwordless_sms/transfer", { nonce } satisfies TransferBody),
  };
}
