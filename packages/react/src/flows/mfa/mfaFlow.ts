import { runMfaEffect } from "@foyer/core/runtime/mfa";
import { type MfaEffect, type MfaEvent, type MfaFlowInput, type MfaState, mfaMachine } from "@foyer/core/wallets";
import { lazyScreen } from "../../shell/lazyScreen.ts";
import type { ModalFlowDefinition } from "../ModalFlow.ts";

/** MFA verify, enrol and manage as one modal flow (the machine is core's `mfaMachine`). */
export const mfaFlow: ModalFlowDefinition<MfaFlowInput, MfaState, MfaEvent, MfaEffect> = {
  id: "mfa",
  machine: mfaMachine,
  createEffects: (flow) => (effect) => runMfaEffect(effect, flow),
  closeEvent: { type: "close" },
  screenOf: (state) => state.screen,
  screens: {
    verify: lazyScreen(
      () => import("../../screens/mfa/MfaVerifyScreen.tsx"),
      (m) => m.MfaVerifyScreen,
    ),
    enrollSms: lazyScreen(
      () => import("../../screens/mfa/MfaEnrollSmsScreen.tsx"),
      (m) => m.MfaEnrollSmsScreen,
    ),
    enrollPasskey: lazyScreen(
      () => import("../../screens/mfa/MfaEnrollPasskeyScreen.tsx"),
      (m) => m.MfaEnrollPasskeyScreen,
    ),
    manage: lazyScreen(
      () => import("../../screens/mfa/MfaManageScreen.tsx"),
      (m) => m.MfaManageScreen,
    ),
  },
};
