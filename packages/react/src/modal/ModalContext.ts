import type { ResolvedConfig } from "@foyer/core/config";
import type { LoginEvent } from "@foyer/core/login";
import type { LoginController as RuntimeLoginController } from "@foyer/core/runtime/login";
import { createContext, useContext } from "react";
import type { ClientLoginMethod } from "../methods/ClientLoginMethod.ts";
import type { FoyerStore } from "../provider/createFoyerStore.ts";

/** The login controller of the open modal (`@foyer/core/runtime/login`), over the React package's methods. */
export type LoginController = RuntimeLoginController<ClientLoginMethod>;

export interface ModalContextValue {
  store: FoyerStore;
  controller: LoginController;
  config: ResolvedConfig;
  send(event: LoginEvent): void;
}

export const ModalContext = createContext<ModalContextValue | null>(null);

/** What every screen needs: config, the flow's `send`, the store. */
export function useModal(): ModalContextValue {
  const value = useContext(ModalContext);
  if (!value) throw new Error("Foyer screens render inside the login modal.");
  return value;
}

/** The id of the visible screen's title; the dialog is labelled by it. */
export const MODAL_TITLE_ID = "foyer-modal-title";
