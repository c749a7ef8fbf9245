import type { LoginStep, LoginStepName } from "@foyer/core";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/** Props of the screen for step `K`: the step's own data. */
export interface ScreenProps<K extends LoginStepName = LoginStepName> {
  step: Extract<LoginStep, { name: K }>;
}

type ScreenModule = Record<string, unknown>;
type Loader = () => Promise<ScreenModule>;

const loaders = {
  login: () => import("../screens/login/loginScreens.tsx"),
  email: () => import("../screens/email/EmailScreen.tsx"),
  code: () => import("../screens/code/CodeScreen.tsx"),
  error: () => import("../screens/error/ErrorScreen.tsx"),
  gating: () => import("../screens/gating/gatingScreens.tsx"),
  success: () => import("../screens/success/SuccessScreen.tsx"),
  terms: () => import("../screens/terms/TermsScreen.tsx"),
} satisfies Record<string, Loader>;

function screen<K extends LoginStepName, M extends ScreenModule>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<ScreenProps<K>>,
): LazyExoticComponent<ComponentType<ScreenProps<K>>> {
  return lazy(async () => ({ default: pick(await load()) }));
}

/** Exhaustive map: every step of the login flow → its lazily loaded screen (one chunk per screen group). */
export const screens: { [K in LoginStepName]: LazyExoticComponent<ComponentType<ScreenProps<K>>> } = {
  landing: screen(loaders.login, (m) => m.LandingScreen),
  moreOptions: screen(loaders.login, (m) => m.MoreOptionsScreen),
  email: screen(loaders.email, (m) => m.EmailScreen),
  code: screen(loaders.code, (m) => m.CodeScreen),
  terms: screen(loaders.terms, (m) => m.TermsScreen),
  success: screen(loaders.success, (m) => m.SuccessScreen),
  error: screen(loaders.error, (m) => m.ErrorScreen),
  allowlist: screen(loaders.gating, (m) => m.AllowlistScreen),
  userLimit: screen(loaders.gating, (m) => m.UserLimitScreen),
  accountNotFound: screen(loaders.gating, (m) => m.AccountNotFoundScreen),
  accountTransfer: screen(loaders.gating, (m) => m.AccountTransferScreen),
};

/** Fetches the screen groups of the email journey ahead of time, so steps switch without a loading flash. */
export function preloadScreens(): void {
  for (const load of [loaders.login, loaders.email, loaders.code, loaders.success, loaders.error]) {
    void load().catch(() => {});
  }
}
