import { runMfaEffect } from "@foyer/core/runtime/mfa";
import { createMfaMachine, type MfaEffect, type MfaEvent, type MfaFlowInput, type MfaState } from "@foyer/core/wallets";
import { kit } from "../../kit/kit.ts";
import { lazyScreen } from "../../shell/lazyScreen.ts";
import type { ModalFlowDefinition } from "../ModalFlow.ts";

/**
 * MFA verify, enrol and manage as one modal flow (core's MFA machine). Its code boxes run on the modal's code-entry
 * machine (the screen kit's, read once the modal loaded): importing core's would split that machine into a chunk
 * of its own, shared with this flow, on every email login (issue 19).
 */
export const mfaFlow: ModalFlowDefinition<MfaFlowInput, MfaState, MfaEvent, MfaEffect> = {
  id: "mfa",
  machine: createMfaMachine(() => kit.codeEntryMachine),
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
