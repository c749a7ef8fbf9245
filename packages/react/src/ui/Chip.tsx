import type { ReactNode } from "react";

/** A small pill label, e.g. "Recent". */
export function Chip({ children }: { children: ReactNode }) {
  return <span className="foyer-chip">{children}</span>;
}
