import { type ReactNode, useContext, useEffect } from "react";
import { ScreenHeader } from "../../ui/ScreenHeader.tsx";
import { WalletFlowContext } from "./WalletFlowContext.ts";

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
  const closeRef = useContext(WalletFlowContext)?.closeRef;
  useEffect(() => {
    if (!closeRef) return;
    closeRef.current = onClose ?? null;
    return () => {
      if (closeRef.current === onClose) closeRef.current = null;
    };
  }, [closeRef, onClose]);
  return (
    <div className="foyer-screen" data-foyer-screen={name}>
      <ScreenHeader onBack={onBack} onClose={onClose} />
      {children}
    </div>
  );
}
