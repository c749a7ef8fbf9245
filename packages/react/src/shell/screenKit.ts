// The parts the lazily loaded screens, methods and flows share with the modal, imported through this one
// module. esbuild gives a file one chunk per set of entry points that reach it: ~50 entries, each reaching a
// slightly different subset of these, made about a dozen small chunks on the email journey, each costing its
// import and export lists and a gzip stream of its own. An entry that reaches any of them through here reaches
// all of them, so they make one chunk, which the modal (it imports them too) loads anyway. Keep it to what the
// modal itself uses: anything else here would ride along on the login click. loadOnce is here for the other
// login methods' descriptors (methods/otherClientMethods.ts), loaded apart from the modal's chunk, and the landing.
export { createMachineRunner } from "@foyer/core/client";
export { t } from "../i18n/t.ts";
export { Button, type ButtonProps, SendCodeButton, type SendCodeButtonProps } from "../ui/Button.tsx";
export { Chip } from "../ui/Chip.tsx";
export { CodeInput, type CodeInputProps } from "../ui/CodeInput.tsx";
export { addIcons, Icon, type IconName } from "../ui/Icon.tsx";
export { LoadingScreen } from "../ui/LoadingScreen.tsx";
export { type LoadOnce, lazyFrom, loadOnce } from "../ui/loadOnce.ts";
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
