import type { ReactNode } from "react";
import { kit } from "../kit/kit.ts";

/**
 * Root of a flow's screen: the `data-foyer-screen` test hook and the header (Back when given, Close). The
 * Close button should send the flow's close event, as Escape and the backdrop do.
 */
export function FlowScreenFrame({
  name,
  onBack,
  onClose,
  children,
}: {
  name: string;
  onBack?: () => void;
  onClose?: () => void;
  children: ReactNode;
}) {
  return (
    <div className="foyer-screen" data-foyer-screen={name}>
      <kit.ScreenHeader onBack={onBack} onClose={onClose} />
      {children}
    </div>
  );
}
