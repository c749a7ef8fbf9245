import { useCrossAppDetails } from "../crossApp/useCrossAppDetails.ts";
import { screenKit } from "../shell/screenKit.ts";

/**
 * What the modal installs in kit/kit.ts as its chunk loads (ModalHost.tsx): the shell's parts (shell/screenKit.ts)
 * and the cross-app details hook the landing loads with (here, not there: shell/ importing crossApp/ would close a
 * loop between folders through provider/).
 */
export const modalKit = { ...screenKit, useCrossAppDetails };

type Parts = typeof modalKit;
// Names the parts for kit/kit.ts, which cannot import them (see there).
declare module "../kit/kit.ts" {
  interface ScreenKit extends Parts {}
}
