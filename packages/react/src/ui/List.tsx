import { LOGIN_LIST_MAX_HEIGHT_PX } from "@foyer/core/login/constants";
import type { ReactNode } from "react";

/** A vertical list of login entries that scrolls above LOGIN_LIST_MAX_HEIGHT_PX. */
export function List({ children, label }: { children: ReactNode; label?: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a div group keeps list styling out of the host's reach
    <div className="foyer-entries" role="group" aria-label={label} style={{ maxHeight: LOGIN_LIST_MAX_HEIGHT_PX }}>
      {children}
    </div>
  );
}
