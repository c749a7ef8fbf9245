import type { ResolvedConfig } from "@foyer/core/config";
import type { LoginEvent } from "@foyer/core/login";
import { createContext, useContext } from "#react";
import type { FrameColors } from "../theme/modalPalette.ts";

/**
 * The store and login-controller types of the modal, filled in by `modal/ModalContextTypes.ts` through
 * declaration merging. Naming them here would import provider/ and methods/, which import the modal, which
 * imports the screens that read this context: this low folder would close that loop.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging (modal/ModalContextTypes.ts)
export interface ModalContextTypes {}

/** The React package's store (`FoyerStore`), as registered by the modal. */
export type ModalStore = ModalContextTypes extends { store: infer S } ? S : never;

/** The login controller of the open modal (`@foyer/core/runtime/login`), over the React package's methods. */
export type LoginController = ModalContextTypes extends { controller: infer C } ? C : never;

export interface ModalContextValue {
  store: ModalStore;
  controller: LoginController;
  config: ResolvedConfig;
  send(event: LoginEvent): void;
}

export const ModalContext = createContext<ModalContextValue | null>(null);

/**
 * What every screen needs: config, the flow's `send`, the store. Only the login flow draws its screens, always
 * inside its provider (modal/createLoginFlow.tsx), so the value is there.
 */
export const useModal = (): ModalContextValue => useContext(ModalContext)!;

/** The id of the visible screen's title; the dialog is labelled by it. */
export const MODAL_TITLE_ID = "foyer-modal-title";

/**
 * The colours the modal is drawn with (set by the modal host), for what must carry them further: an embedded
 * wallet-origin page. Here beside the screens' context rather than with the palette code, so that a screen
 * reading it does not share the palette's module with the modal in a chunk of its own (issue 19).
 */
export const ModalThemeContext = createContext<FrameColors | null>(null);
