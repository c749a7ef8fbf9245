import { useEffect, useState } from "#react";
import { installKit } from "../kit/kit.ts";
import type { FoyerStore } from "../provider/createFoyerStore.ts";
import { useFoyerSnapshot } from "../provider/useFoyerStore.ts";
import { ModalThemeContext } from "../shell/screenKit.ts";
import { loadPaletteMaths, modalTheme } from "../theme/modalPalette.ts";
import { preloadLogin, useLoginFlow } from "./createLoginFlow.tsx";
import { ModalShell } from "./ModalShell.tsx";
import { modalKit } from "./modalKit.ts";
import { modalStyles } from "./modalStyles.ts";
import { ScreenLoadBoundary } from "./ScreenLoadBoundary.tsx";

/**
 * The idle prefetch (FoyerProvider): what the login click shows (createLoginFlow.tsx's preloadLogin), and the
 * colour maths when the app's appearance is not the default one.
 */
export function preloadFirstScreen(store: FoyerStore): void {
  preloadLogin(store);
  if (!modalTheme(store.getSnapshot().config?.appearance)) void loadPaletteMaths();
}

// Every lazily loaded screen, method part and flow reads the modal's shared parts from kit/kit.ts; they ride
// in this chunk, and loading it installs them before anything it shows renders.
installKit(modalKit);

/**
 * The one modal: the shell, themed from the app's appearance, showing the top flow of the store's stack
 * (login, recovery, MFA, a confirmation, export, and whatever registers next). Flows below stay open and
 * unmounted (their state lives in their machines) until the top one finishes. Loaded on demand.
 */
export default function ModalHost({ store }: { store: FoyerStore }) {
  const { config, modalSession, flows } = useFoyerSnapshot(store);
  useLoginFlow(store, modalSession);
  // Bumped once the colour maths arrive, for an appearance that needs them (theme/modalPalette.ts). The theme is
  // the same object from draw to draw while the appearance stays (the default one, or the maths' last).
  const [, setMaths] = useState(0);
  const theme = modalTheme(config?.appearance);
  useEffect(() => {
    if (!theme) void loadPaletteMaths().then(() => setMaths((n) => n + 1));
  }, [theme]);
  const top = flows.at(-1);
  if (!top || !theme) return null;
  // The shell draws what it is given; composed here, the stylesheet's module comes last in the modal's chunk, where
  // gzip finds the class names it repeats (issue 19: 20 B less than the shell importing it).
  return (
    <ModalShell sheet={`:host{${theme.css}}\n${modalStyles}`} flow={top}>
      <ModalThemeContext.Provider value={theme.colors}>
        <ScreenLoadBoundary key={top.key} flow={top} store={store} />
      </ModalThemeContext.Provider>
    </ModalShell>
  );
}
