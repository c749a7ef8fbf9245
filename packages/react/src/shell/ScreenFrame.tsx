import type { LoginStepName } from "@foyer/core/login";
import type { ReactNode } from "react";
import { ScreenHeader } from "../ui/ScreenHeader.tsx";
import { useModal } from "./ModalContext.ts";

/** Root of every screen: `data-foyer-screen="<step>"` test hook, header with Back (optional) and Close. */
export function ScreenFrame({ name, back, children }: { name: LoginStepName; back?: boolean; children: ReactNode }) {
  const { send } = useModal();
  return (
    <div className="foyer-screen" data-foyer-screen={name}>
      <ScreenHeader onBack={back ? () => send({ type: "back" }) : undefined} onClose={() => send({ type: "close" })} />
      {children}
    </div>
  );
}
