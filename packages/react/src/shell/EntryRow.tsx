import type { ReactNode } from "react";

/** A login entry's row: its "Recent" chip (when last used), the icon and the label. */
export function EntryRow({
  chip,
  icon,
  label,
  onClick,
  data,
}: {
  chip: ReactNode;
  icon: ReactNode;
  label: string;
  onClick: () => void;
  /** data-* attributes (test and styling hooks). */
  data?: Record<`data-${string}`, string>;
}) {
  return (
    <div className="foyer-entry-slot">
      {chip}
      <button type="button" className="foyer-entry" onClick={onClick} {...data}>
        {icon}
        <span className="foyer-entry-label">{label}</span>
      </button>
    </div>
  );
}
