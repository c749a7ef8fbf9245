import type { TransferBody } from "../contract/passwordless.ts";
import type { TelegramAuthenticateBody, TelegramLinkBody, TelegramUnlinkBody } from "../contract/telegram.ts";
import type { AuthResult, User } from "../types.ts";
import type { RequestFn } from "./createRequest.ts";
import { toAuthResult } from "./toAuthResult.ts";
import { userFromBody, type WireUserBody } from "./userFromBody.ts";
import type { LoginMode, WireAuthResponse } from "./wire.ts";

/**
 * What the Telegram Login Widget hands the page (its fields as Telegram names them). A type, not an interface,
 * so it fits the schema's open record (the server keeps every field: the hash covers them all).
 */
export type TelegramAuthResult = {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  auth_date: number;
  hash: string;
};

/** Exactly one of the two: Login Widget data, or a Mini App's raw `initData` query string. */
export type TelegramProof = { telegramAuthResult: TelegramAuthResult } | { telegramWebAppData: string };

/** Calls of the `telegram` group. */
export interface TelegramApi {
  /** Signs in (or up, unless mode is "no-signup") with signed Telegram data. */
  authenticate(input: TelegramProof & { mode?: LoginMode; captchaToken?: string }): Promise<AuthResult>;
  /** Links the Telegram account to the signed-in user. */
  link(input: TelegramProof): Promise<User>;
  /** Removes the Telegram account with this user id from the signed-in user. */
  /** Moves the account named by a 409 `account_transfer_required` (its `nonce`) to the signed-in user. */
  transfer(input: { nonce: string }): Promise<User>;
  unlink(input: { telegramUserId: string }): Promise<User>;
}

// Bodies are typed by the server's own schemas (the wire contract): a renamed field fails to compile.
const proofBody = (input: TelegramProof): TelegramLinkBody =>
  "telegramAuthResult" in input
    ? { telegram_auth_result: input.telegramAuthResult }
    : { telegram_web_app_data: input.telegramWebAppData };

/** Builds the `telegram` endpoint group. */
export function createTelegramApi(request: RequestFn): TelegramApi {
  return {
    async authenticate(input) {
      const body: TelegramAuthenticateBody = {
        ...proofBody(input),
        ...(input.mode === undefined ? {} : { mode: input.mode }),
        ...(input.captchaToken === undefined ? {} : { captcha_token: input.captchaToken }),
      };
      return toAuthResult(await request<WireAuthResponse>("telegram/authenticate", { method: "POST", body }));
    },
    link: async (input) =>
      userFromBody(
        await request<WireUserBody>("telegram/link", { method: "POST", body: proofBody(input), auth: "required" }),
      ),
    transfer: async ({ nonce }) =>
      userFromBody(
        await request<WireUserBody>("telegram/transfer", {
          method: "POST",
          body: { nonce } satisfies TransferBody,
          auth: "required",
        }),
      ),
    unlink: async ({ telegramUserId }) =>
      userFromBody(
        await request<WireUserBody>("telegram/unlink", {
          method: "POST",
          body: { telegram_user_id: telegramUserId } satisfies TelegramUnlinkBody,
          auth: "required",
        }),
      ),
  };
}
