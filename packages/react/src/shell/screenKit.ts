// The parts the lazily loaded screens, methods and flows share with the modal, imported through this one
// module. esbuild gives a file one chunk per set of entry points that reach it: ~50 entries, each reaching a
// slightly different subset of these, made about a dozen small chunks on the email journey, each costing its
// import and export lists and a gzip stream of its own. An entry that reaches any of them through here reaches
// all of them, so they make one chunk, which the modal (it imports them too) loads anyway. Keep it to what the
// modal itself uses: anything else here would ride along on the login click. The code-entry machine (the code
// step's, MFA's) is re-exported for its chunk alone: with it here it rides in the kit's chunk instead of one of
// its own on the email journey; the modal flows take `lazyScreen` from here, so every entry reaching the machine
// (through @foyer/core/wallets) reaches the kit too. `toFlowError` (the runners' error shape) is here for the same
// reason: the re-export file of @foyer/core/runtime/errors no longer makes an empty chunk on the journey.
export { createMachineRunner } from "@foyer/core/client";
export { codeEntryMachine } from "@foyer/core/login/code";
export { toFlowError } from "@foyer/core/runtime/errors";
export { t } from "../i18n/t.ts";
export { Button, type ButtonProps, SendCodeButton, type SendCodeButtonProps } from "../ui/Button.tsx";
export { Chip } from "../ui/Chip.tsx";
export { CodeInput, type CodeInputProps } from "../ui/CodeInput.tsx";
export { Icon, type IconName } from "../ui/Icon.tsx";
export { LoadingScreen } from "../ui/LoadingScreen.tsx";
export { ScreenHeader } from "../ui/ScreenHeader.tsx";
export { lazyScreen } from "./lazyScreen.ts";
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
