import type { FoyerError } from "@foyer/core/errors";
import { transferDataFrom } from "@foyer/core/login";
import { toFoyerError } from "@foyer/core/runtime/errors";
import { useCallback, useRef, useState } from "#react";
import { useFoyerStore } from "../provider/useFoyerStore.ts";

/**
 * Where a headless email link stands. "transfer-required": the email belongs to another user;
 * `transfer()` moves it here and deletes that user (`error.details` holds the server's account data).
 */
export interface LinkEmailState {
  status: "initial" | "sending-code" | "awaiting-code-input" | "linking" | "transfer-required" | "done" | "error";
  error: FoyerError | null;
}

export interface UseLinkEmail {
  /** Sends a code to `email` (pass `captchaToken` when the app has captcha enabled). Never throws. */
  sendCode(input: { email: string; captchaToken?: string }): Promise<void>;
  /** Links the email with the code to the signed-in user. Never throws. */
  linkWithCode(input: { code: string }): Promise<void>;
  /** After "transfer-required": moves the email to this user and deletes the other one. Never throws. */
  transfer(): Promise<void>;
  state: LinkEmailState;
}

/**
 * Links an email to the signed-in user without the modal (the modal way is `useFoyer().linkEmail()`).
 *
 * @example
 * const { sendCode, linkWithCode, transfer, state } = useLinkEmail();
 * await sendCode({ email }); await linkWithCode({ code });
 * if (state.status === "transfer-required") await transfer();
 */
export function useLinkEmail(): UseLinkEmail {
  const store = useFoyerStore();
  const [state, setState] = useState<LinkEmailState>({ status: "initial", error: null });
  const email = useRef<string | null>(null);
  const nonce = useRef<string | null>(null);

  const fail = useCallback((error: unknown) => {
    const e = toFoyerError(error);
    const data = e.code === "account_transfer_required" ? transferDataFrom(e.details) : null;
    nonce.current = data?.nonce ?? null;
    setState({ status: data ? "transfer-required" : "error", error: e });
  }, []);

  const done = useCallback(async () => {
    await store.session.refreshUser().catch(() => {});
    setState({ status: "done", error: null });
  }, [store]);

  const sendCode = useCallback(
    async ({ email: address, captchaToken }: { email: string; captchaToken?: string }) => {
      setState({ status: "sending-code", error: null });
      try {
        await store.api.passwordless.init({ email: address.trim(), captchaToken });
        email.current = address.trim();
        setState({ status: "awaiting-code-input", error: null });
      } catch (error) {
        fail(error);
      }
    },
    [store, fail],
  );

  const linkWithCode = useCallback(
    async ({ code }: { code: string }) => {
      if (!email.current) return fail(new Error("sendCode must succeed before linkWithCode"));
      setState({ status: "linking", error: null });
      try {
        await store.api.passwordless.link({ email: email.current, code: code.trim() });
        await done();
      } catch (error) {
        fail(error);
      }
    },
    [store, fail, done],
  );

  const transfer = useCallback(async () => {
    if (!nonce.current) return fail(new Error("missing account transfer inputs"));
    setState({ status: "linking", error: null });
    try {
      await store.api.passwordless.transfer({ nonce: nonce.current });
      nonce.current = null;
      await done();
    } catch (error) {
      fail(error);
    }
  }, [store, fail, done]);

  return { sendCode, linkWithCode, transfer, state };
}
