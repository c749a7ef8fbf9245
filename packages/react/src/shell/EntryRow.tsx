import type { ReactNode } from "react";

/** Props of the modal's entry row (also `LoginEntryProps.Row`'s). */
export interface EntryRowProps {
  chip: ReactNode;
  icon: ReactNode;
  label: string;
  onClick: () => void;
  /** data-* attributes (test and styling hooks). */
  data?: Record<`data-${string}`, string>;
}

/**
 * A login entry's row: its "Recent" chip (when last used), the icon and the label. Methods loaded apart get it
 * as their entry's `Row` prop (LoginEntryProps) rather than importing it.
 */
export function EntryRow({ chip, icon, label, onClick, data }: EntryRowProps) {
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
