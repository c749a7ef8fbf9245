/**
 * A progress bar in the theme's accent colours (styles in shell/moreStyles.tsx). `percent` 0 to 100 (the
 * caller caps it) sets `aria-valuenow`; null draws an indeterminate bar (a sliding segment) and, as ARIA asks
 * for an unknown amount, leaves `aria-valuenow` out.
 */
export function ProgressBar({ percent, label }: { percent: number | null; label: string }) {
  return (
    <div
      className="foyer-progressbar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      data-indeterminate={percent === null ? "" : undefined}
    >
      <span style={percent === null ? undefined : { width: `${percent}%` }} />
    </div>
  );
}
