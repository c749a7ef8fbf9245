import { codeEntryMachine } from "@foyer/core/login/code";
import { useCrossAppDetails } from "../crossApp/useCrossAppDetails.ts";
import { EmailForm } from "../methods/email/EmailForm.tsx";
import { screenKit } from "../shell/screenKit.ts";

/**
 * What the modal installs in kit/kit.ts as its chunk loads (ModalHost.tsx): the shell's parts (shell/screenKit.ts),
 * the cross-app details hook the landing loads with (here, not there: shell/ importing crossApp/ would close a
 * loop between folders through provider/), the code-entry machine the code step runs on, for the MFA flow's
 * code boxes (flows/mfa/mfaFlow.ts), and the landing's email form, for the email screen loaded apart
 * (methods/email/EmailScreen.tsx).
 */
export const modalKit = { ...screenKit, useCrossAppDetails, codeEntryMachine, EmailForm };

type Parts = typeof modalKit;
// Names the parts for kit/kit.ts, which cannot import them (see there).
declare module "../kit/kit.ts" {
  interface ScreenKit extends Parts {}
}
