import { createContext, useContext } from "react";
import { type ThemePalette, themePalette } from "./themePalette.ts";

/** The palette the modal is drawn with, for what must carry it further (an embedded wallet-origin page). */
export const ModalThemeContext = createContext<ThemePalette | null>(null);

/** The modal's palette (the default light one outside the modal). */
export function useModalTheme(): ThemePalette {
  return useContext(ModalThemeContext) ?? themePalette("light");
}
