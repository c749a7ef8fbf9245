import type { ModalFlowHandle } from "@foyer/core/login";
import type { ComponentType } from "react";
import type { ModalStore } from "./screenKit.ts";

/** How the React modal renders a flow handle: the store's stack entries carry one as their `view`. */
export interface ModalFlowView {
  Body: ComponentType<{ flow: ModalFlowHandle; store: ModalStore }>;
}
