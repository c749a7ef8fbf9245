import type { LoginStep, LoginStepName } from "@foyer/core/login";

/** Props of the screen for step `K`: the step's own data. */
export interface ScreenProps<K extends LoginStepName = LoginStepName> {
  step: Extract<LoginStep, { name: K }>;
}
