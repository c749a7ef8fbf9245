// The parts the modal shares with the lazily loaded screens, methods and flows. Only the modal's chunk imports
// them (the modal itself and the email journey's screens bundled with it, modal/screenRouter.ts); it installs
// them in kit/kit.ts as it loads (modal/modalKit.ts), and every lazily loaded file reads them from there (`kit.Button`):
// one importing them would make esbuild and Vite split them off, with whatever else both reach, into chunks of
// their own on every login (issue 19; shell/screenKit.test.ts keeps it so). Keep it to what the modal itself
// uses: anything else here would ride along on the login click.
import { createMachineRunner } from "@foyer/core/client";
import { messages } from "../i18n/messages.ts";
import { t, translator } from "../i18n/t.ts";
import { Button, SendCodeButton } from "../ui/Button.tsx";
import { Chip } from "../ui/Chip.tsx";
import { CodeInput } from "../ui/CodeInput.tsx";
import { Icon } from "../ui/Icon.tsx";
import { LoadingScreen } from "../ui/LoadingScreen.tsx";
import { retryableLazy } from "../ui/loadOnce.ts";
import { ScreenHeader } from "../ui/ScreenHeader.tsx";
import { MODAL_TITLE_ID, ModalContext, ModalThemeContext, useModal } from "./ModalContext.ts";
import { ScreenFrame } from "./ScreenFrame.tsx";

export { createMachineRunner } from "@foyer/core/client";
export { t } from "../i18n/t.ts";
export { Button, type ButtonProps, SendCodeButton, type SendCodeButtonProps } from "../ui/Button.tsx";
export { Chip } from "../ui/Chip.tsx";
export { CodeInput, type CodeInputProps } from "../ui/CodeInput.tsx";
export { Icon, type IconName } from "../ui/Icon.tsx";
export { LoadingScreen } from "../ui/LoadingScreen.tsx";
export { ScreenHeader } from "../ui/ScreenHeader.tsx";
export {
  type LoginController,
  MODAL_TITLE_ID,
  ModalContext,
  type ModalContextValue,
  type ModalStore,
  ModalThemeContext,
  useModal,
} from "./ModalContext.ts";
export { ScreenFrame } from "./ScreenFrame.tsx";

/**
 * The parts as one value (with the modal's catalogue and `translator`, for the lazily loaded screens' catalogues
 * built over it, i18n/tScreens.ts ...), installed in kit/kit.ts by the modal (modal/modalKit.ts).
 */
export const screenKit = {
  createMachineRunner,
  retryableLazy,
  t,
  messages,
  translator,
  Button,
  SendCodeButton,
  Chip,
  CodeInput,
  Icon,
  LoadingScreen,
  ScreenHeader,
  MODAL_TITLE_ID,
  ModalContext,
  ModalThemeContext,
  useModal,
  ScreenFrame,
};
