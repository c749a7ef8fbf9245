import { type CodeEntryMachine, codeEntryMachine } from "@foyer/core/login/code";
import { loadCrossAppDetails, useCrossAppDetails } from "../crossApp/useCrossAppDetails.ts";
import { EmailForm } from "../methods/email/EmailForm.tsx";
import { embeddedWalletLoginState } from "../provider/embeddedWalletLoginState.ts";
import { LoginEntryView } from "../screens/login/LoginEntryView.tsx";
import { useLoginEntries } from "../screens/login/useLoginEntries.ts";
import { screenKit } from "../shell/screenKit.ts";
import { List } from "../ui/List.tsx";

/**
 * What the modal installs in kit/kit.ts as its chunk loads (ModalHost.tsx): the shell's parts (shell/screenKit.ts),
 * the cross-app details the landing's part loads with, and the landing's list, login-method entries and their
 * view, which that part draws on (screens/login/landingParts.ts; here, not in shell/: shell/ importing crossApp/ or
 * screens/ would close a loop between folders through provider/), the code-entry machine the code step runs on,
 * for the MFA flow's code boxes (flows/mfa/mfaFlow.ts), and the login's wallet-created flag, which the
 * embedded-wallet UI sets (wallets/createEmbeddedWalletUi.ts, loaded apart): imported there, it made a chunk of
 * its own on the journey; and the landing's email form, for the email screen loaded apart
 * (methods/email/EmailScreen.tsx).
 */
export const modalKit = {
  ...screenKit,
  useCrossAppDetails,
  loadCrossAppDetails,
  List,
  LoginEntryView,
  useLoginEntries,
  // Named by its entry: the declaration build cannot name a type of core's dist files (TS2742).
  codeEntryMachine: codeEntryMachine as CodeEntryMachine,
  embeddedWalletLoginState,
  EmailForm,
};

type Parts = typeof modalKit;
// Names the parts for kit/kit.ts, which cannot import them (see there).
declare module "../kit/kit.ts" {
  interface ScreenKit extends Parts {}
}
