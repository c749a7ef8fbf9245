import { createRecoveryEffects } from "@foyer/core/runtime/recoveryFlow";
import {
  type RecoveryFlowEffect,
  type RecoveryFlowEvent,
  type RecoveryFlowInput,
  type RecoveryFlowState,
  recoveryFlowMachine,
} from "@foyer/core/wallets";
import { lazyScreen } from "../../shell/lazyScreen.ts";
import { openPopup } from "../../shell/openPopup.ts";
import type { ModalFlowDefinition } from "../ModalFlow.ts";

/**
 * Wallet recovery as one modal flow (core's `recoveryFlowMachine`): the method selection, the password flow,
 * 'Enter your password', the recovery OAuth screen and automatic recovery.
 */
export const recoveryFlow: ModalFlowDefinition<
  RecoveryFlowInput,
  RecoveryFlowState,
  RecoveryFlowEvent,
  RecoveryFlowEffect
> = {
  id: "recovery",
  machine: recoveryFlowMachine,
  createEffects: (flow) => createRecoveryEffects(flow, openPopup),
  closeEvent: { type: "close" },
  screenOf: (state) => state.step.screen,
  screens: {
    selection: lazyScreen(
      () => import("../../screens/recovery/RecoverySelectionScreen.tsx"),
      (m) => m.RecoverySelectionScreen,
    ),
    password: lazyScreen(
      () => import("../../screens/recovery/PasswordScreen.tsx"),
      (m) => m.PasswordScreen,
    ),
    recover: lazyScreen(
      () => import("../../screens/recovery/RecoverPasswordScreen.tsx"),
      (m) => m.RecoverPasswordScreen,
    ),
    recoveryOAuth: lazyScreen(
      () => import("../../screens/recovery/RecoveryOAuthScreen.tsx"),
      (m) => m.RecoveryOAuthScreen,
    ),
    automatic: lazyScreen(
      () => import("../../screens/recovery/AutomaticRecoveryScreen.tsx"),
      (m) => m.AutomaticRecoveryScreen,
    ),
  },
};
