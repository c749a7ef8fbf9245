import type { ReactNode } from "react";
import { ScreenHeader } from "../../ui/ScreenHeader.tsx";

/** Root of every recovery/MFA screen: `data-foyer-screen` test hook, header with optional Back and Close. */
export function WalletFlowFrame({
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
      <ScreenHeader onBack={onBack} onClose={onClose} />
      {children}
    </div>
  );
}
