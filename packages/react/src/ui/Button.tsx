import type { ButtonHTMLAttributes } from "react";

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
