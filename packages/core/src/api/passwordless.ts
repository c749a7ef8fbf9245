import type {
  PasswordlessAuthenticateBody,
  PasswordlessInitBody,
  PasswordlessLinkBody,
  PasswordlessUnlinkBody,
  PasswordlessUpdateBody,
  TransferBody,
} from "../contract/passwordless.ts";
import type { AuthResult, User } from "../types.ts";
import type { RequestFn } from "./createRequest.ts";
import { toAuthResult } from "./toAuthResult.ts";
import { userFromBody, type WireUserBody } from "./userFromBody.ts";
import type { LoginMode, WireAuthResponse } from "./wire.ts";

/** Calls of the `passwordless` (email code) group. */
export interface PasswordlessApi {
  /** Sends a one-time code to `email`. When the app has captcha enabled, `captchaToken` (single use) is required. */
  init(input: { email: string; captchaToken?: string }): Promise<void>;
  /** Signs in (or up, unless mode is "no-signup") with the code sent to `email`. */
  authenticate(input: { email: string; code: string; mode?: LoginMode }): Promise<AuthResult>;
  /** Links `email` to the signed-in user with the code sent to it. */
  link(input: { email: string; code: string }): Promise<User>;
  /** Unlinks the email `address` from the signed-in user. */
  unlink(input: { address: string }): Promise<User>;
  /** Replaces the linked `oldAddress` by `newAddress`, verified by the code sent to the new address. */
  update(input: { oldAddress: string; newAddress: string; code: string }): Promise<User>;
  /**
   * Moves the email account named by a 409 `account_transfer_required` (its `nonce`) to the signed-in
   * user and deletes the other user. Answers the signed-in user with the moved account.
   */
  transfer(input: { nonce: string }): Promise<User>;
}

/**
 * Builds the `passwordless` endpoint group. The modal's code step makes init, authenticate, link and update through
 * the request function itself (@foyer/react's codeClientMethod.ts, whose test holds it to these requests).
 */
export function createPasswordlessApi(request: RequestFn): PasswordlessApi {
  return {
    async init({ email, captchaToken }) {
      // Bodies are typed by the server's own schemas (the wire contract): a renamed field fails to compile.
      const body: PasswordlessInitBody =
        captchaToken === undefined ? { email } : { email, captcha_token: captchaToken };
      await request("passwordless/init", { method: "POST", body });
    },
    async authenticate({ email, code, mode }) {
      const body: PasswordlessAuthenticateBody = mode === undefined ? { email, code } : { email, code, mode };
      return toAuthResult(await request<WireAuthResponse>("passwordless/authenticate", { method: "POST", body }));
    },
    async link({ email, code }) {
      const body: PasswordlessLinkBody = { email, code };
      return userFromBody(await request<WireUserBody>("passwordless/link", { method: "POST", body, auth: "required" }));
    },
    async unlink({ address }) {
      const body: PasswordlessUnlinkBody = { address };
      return userFromBody(
        await request<WireUserBody>("passwordless/unlink", { method: "POST", body, auth: "required" }),
      );
    },
    async update({ oldAddress, newAddress, code }) {
      const body: PasswordlessUpdateBody = { old_address: oldAddress, new_address: newAddress, code };
      return userFromBody(
        await request<WireUserBody>("passwordless/update", { method: "POST", body, auth: "required" }),
      );
    },
    async transfer({ nonce }) {
      const body: TransferBody = { nonce };
      return userFromBody(
        await request<WireUserBody>("passwordless/transfer", { method: "POST", body, auth: "required" }),
      );
    },
  };
}
