import type { LoginStep, LoginStepName } from "@foyer/core/login";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/** Props of the screen for step `K`: the step's own data. */
export interface ScreenProps<K extends LoginStepName = LoginStepName> {
  step: Extract<LoginStep, { name: K }>;
}

type ScreenModule = Record<string, unknown>;
type Loader = () => Promise<ScreenModule>;

const loaders = {
  landing: () => import("../screens/login/LandingScreen.tsx"),
  moreOptions: () => import("../screens/login/MoreOptionsScreen.tsx"),
  email: () => import("../screens/email/EmailScreen.tsx"),
  code: () => import("../screens/code/CodeScreen.tsx"),
  error: () => import("../screens/error/ErrorScreen.tsx"),
  allowlist: () => import("../screens/gating/AllowlistScreen.tsx"),
  userLimit: () => import("../screens/gating/UserLimitScreen.tsx"),
  accountNotFound: () => import("../screens/gating/AccountNotFoundScreen.tsx"),
  accountTransfer: () => import("../screens/gating/AccountTransferScreen.tsx"),
  success: () => import("../screens/success/SuccessScreen.tsx"),
  terms: () => import("../screens/terms/TermsScreen.tsx"),
  captcha: () => import("../screens/captcha/CaptchaScreen.tsx"),
  createWallet: () => import("../screens/wallet/CreateWalletScreen.tsx"),
  phone: () => import("../screens/phone/PhoneScreen.tsx"),
  passkeyChoice: () => import("../screens/passkey/PasskeyChoiceScreen.tsx"),
  passkey: () => import("../screens/passkey/PasskeyScreen.tsx"),
  oauth: () => import("../screens/oauth/OAuthScreen.tsx"),
  telegram: () => import("../screens/telegram/TelegramScreen.tsx"),
  wallets: () => import("../screens/wallets/WalletsScreen.tsx"),
  farcaster: () => import("../screens/farcaster/FarcasterScreen.tsx"),
} satisfies Record<string, Loader>;

function screen<K extends LoginStepName, M extends ScreenModule>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<ScreenProps<K>>,
): LazyExoticComponent<ComponentType<ScreenProps<K>>> {
  return lazy(async () => ({ default: pick(await load()) }));
}

/** Exhaustive map: every step of the login flow → its lazily loaded screen (screens/<group>/<Screen>.tsx). */
export const screens: { [K in LoginStepName]: LazyExoticComponent<ComponentType<ScreenProps<K>>> } = {
  landing: screen(loaders.landing, (m) => m.LandingScreen),
  moreOptions: screen(loaders.moreOptions, (m) => m.MoreOptionsScreen),
  email: screen(loaders.email, (m) => m.EmailScreen),
  code: screen(loaders.code, (m) => m.CodeScreen),
  terms: screen(loaders.terms, (m) => m.TermsScreen),
  success: screen(loaders.success, (m) => m.SuccessScreen),
  error: screen(loaders.error, (m) => m.ErrorScreen),
  allowlist: screen(loaders.allowlist, (m) => m.AllowlistScreen),
  userLimit: screen(loaders.userLimit, (m) => m.UserLimitScreen),
  accountNotFound: screen(loaders.accountNotFound, (m) => m.AccountNotFoundScreen),
  accountTransfer: screen(loaders.accountTransfer, (m) => m.AccountTransferScreen),
  captcha: screen(loaders.captcha, (m) => m.CaptchaScreen),
  createWallet: screen(loaders.createWallet, (m) => m.CreateWalletScreen),
  phone: screen(loaders.phone, (m) => m.PhoneScreen),
  passkeyChoice: screen(loaders.passkeyChoice, (m) => m.PasskeyChoiceScreen),
  passkey: screen(loaders.passkey, (m) => m.PasskeyScreen),
  oauth: screen(loaders.oauth, (m) => m.OAuthScreen),
  telegram: screen(loaders.telegram, (m) => m.TelegramScreen),
  wallets: screen(loaders.wallets, (m) => m.WalletsScreen),
  farcaster: screen(loaders.farcaster, (m) => m.FarcasterScreen),
};

/** Fetches the first screen of a login opening (the idle prefetch: what the login click shows). */
export function preloadFirstScreen(): void {
  void loaders.landing().catch(() => {});
}

/** Fetches the screen groups of the email journey ahead of time, so steps switch without a loading flash. */
export function preloadScreens(): void {
  for (const load of [loaders.landing, loaders.email, loaders.code, loaders.success, loaders.error]) {
    void load().catch(() => {});
  }
}
