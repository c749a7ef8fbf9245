import { useEffect, useMemo, useState } from "#react";
import { installKit } from "../kit/kit.ts";
import type { FoyerStore } from "../provider/createFoyerStore.ts";
import { useFoyerSnapshot } from "../provider/useFoyerStore.ts";
import type { ModalFlowView } from "../shell/ModalFlowView.ts";
import { ModalThemeContext } from "../shell/screenKit.ts";
import { loadPaletteMaths, modalPalette, paletteToCss } from "../theme/modalPalette.ts";
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
  const appearance = store.getSnapshot().config?.appearance;
  if (appearance && !modalPalette(appearance.theme, appearance.accentColor)) void loadPaletteMaths();
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
  // Bumped once the colour maths arrive, for an appearance that needs them (theme/modalPalette.ts).
  const [maths, setMaths] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `maths` changes what modalPalette answers
  const palette = useMemo(
    () => modalPalette(config?.appearance.theme ?? "light", config?.appearance.accentColor),
    [config, maths],
  );
  useEffect(() => {
    if (!palette) void loadPaletteMaths().then(() => setMaths((n) => n + 1));
  }, [palette]);
  const top = flows.at(-1);
  if (!top || !palette) return null;
  const { Body } = top.view as ModalFlowView;
  // The shell draws what it is given; composed here, the stylesheet's module comes last in the modal's chunk, where
  // gzip finds the class names it repeats (issue 19: 20 B less than the shell importing it).
  return (
    <ModalShell
      sheet={`:host { ${paletteToCss(palette)} }\n${modalStyles}`}
      onClose={top.dismiss}
      flowId={top.id}
      flowKey={top.key}
    >
      <ModalThemeContext.Provider value={palette}>
        <ScreenLoadBoundary key={top.key} onClose={top.dismiss}>
          <Body flow={top} store={store} />
        </ScreenLoadBoundary>
      </ModalThemeContext.Provider>
    </ModalShell>
  );
}
