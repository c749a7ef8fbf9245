import type { ButtonHTMLAttributes } from "react";
import { t } from "../i18n/t.ts";
import { useCountdown } from "./useCountdown.ts";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: "primary" | "secondary";
  /** Shows a spinner and blocks clicks. */
  loading?: boolean;
}

/** The modal's button: accent-filled (primary) or outlined (secondary). */
export function Button({
  variant = "primary",
  loading = false,
  disabled,
  children,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className="foyer-button"
      data-variant={variant}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className="foyer-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

export interface SendCodeButtonProps {
  /** The code is being sent: a spinner, and 'Sending code' for screen readers. */
  sending: boolean;
  /** What was typed can be sent: the button turns primary (unless a wait runs). */
  ready: boolean;
  /** Blocks the button besides the wait (the phone form while the number is invalid). */
  disabled?: boolean;
  /** The form's last refusal: its `retryAfter` starts the 'Try again in N s' countdown; a new refusal restarts it. */
  error: { retryAfter?: number } | null | undefined;
}

/**
 * The Submit of a form that sends a code (the email form, the phone screen): 'Submit', 'Sending code' while it
 * sends, and 'Try again in N s', disabled, while the wait the server asked for runs. It lives in this file, not
 * a file of its own, for the email journey's bytes: esbuild gives a module a chunk per set of entries that
 * reach it, and a module of its own (the modal and the lazy phone screen reach it) would be a chunk of its
 * own, loaded with the modal; here it rides in the button's chunk, which every screen loads anyway.
 *
 * @example <SendCodeButton sending={form.status === "sending"} ready={form.email.trim() !== ""} error={form.error} />
 */
export function SendCodeButton({ sending, ready, disabled = false, error }: SendCodeButtonProps) {
  const wait = useCountdown(error?.retryAfter, error);
  return (
    <Button
      type="submit"
      variant={ready && wait === 0 ? "primary" : "secondary"}
      disabled={disabled || wait > 0}
      loading={sending}
    >
      {sending ? (
        <span className="foyer-visually-hidden">{t("email.sending")}</span>
      ) : wait > 0 ? (
        t("email.retryIn", { seconds: wait })
      ) : (
        t("email.submit")
      )}
    </Button>
  );
}
