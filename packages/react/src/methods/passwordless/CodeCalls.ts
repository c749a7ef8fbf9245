import type { LoginMode, SmsChannel } from "@foyer/core/api";
import type { LoginEffect } from "@foyer/core/login";
import type { LoginRunContext } from "../../provider/ClientLoginMethod.ts";

type Effect<T extends LoginEffect["type"]> = Extract<LoginEffect, { type: T }>;

/** A sign-in or link with `code` at the code step's destination (the email, or the phone number with `channel`). */
export interface CodeCall {
  email: string;
  channel?: SmsChannel;
  code: string;
  mode?: LoginMode;
}

/**
 * The code step's server calls for one kind of destination: the email's (codeClientMethod.ts) and the phone
 * number's (`smsCodeCalls` of the SMS part, loaded before any opening that can send a code to a phone, so that
 * the email journey does not carry them).
 */
export interface CodeCalls {
  sendCode(effect: Effect<"sendCode">, ctx: LoginRunContext): Promise<void>;
  authenticate(call: CodeCall, ctx: LoginRunContext): Promise<Parameters<LoginRunContext["signIn"]>[0]>;
  /** Link mode: a link, or (updateEmail / updatePhone) the replacement of the old account (`replacing`). */
  link(call: CodeCall, ctx: LoginRunContext): Promise<Parameters<LoginRunContext["linked"]>[0]>;
}
