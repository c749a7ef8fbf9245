import type { LoginEvent, LoginStep } from "@foyer/core/login";
import type { ComponentType } from "react";
import type { ClientLoginMethod } from "../provider/ClientLoginMethod.ts";
import { LandingScreen } from "../screens/login/LandingScreen.tsx";
import { loadMoreOptionsScreen } from "../screens/login/landingParts.ts";
import { SuccessScreen } from "../screens/success/SuccessScreen.tsx";
import type { ScreenProps } from "../shell/ScreenProps.ts";
import { retryableLazy } from "../ui/loadOnce.ts";

// Screens import their props from shell/ (below the modal); named here too for the router's callers.
export type { ScreenProps };

type AnyScreen = ComponentType<{ step: LoginStep; send(event: LoginEvent): void }>;
type ScreenLoader = () => Promise<ComponentType<{ step: never; send: never }>>;

// The gates' screens load together, one import instead of four (screens/gating/gatingScreens.ts).
const gates = () => import("../screens/gating/gatingScreens.ts");

/**
 * The shared steps' screens (the login machine's own steps); each method brings its own (`ClientLoginMethod.screens`).
 * The email journey's screens (landing and success here, the code screen in its method; the journey's email form
 * is the landing's, the email screen loads apart) are
 * bundled with the modal rather than loaded apart: esbuild would split what they share with the modal and with
 * each other into a dozen small chunks, and the journey came to 2.2 KB more that way (issue 19). "More options"
 * comes with the landing's part (screens/login/landingParts.ts), loaded before an opening whose landing has it.
 */
const sharedScreens: Record<string, ScreenLoader> = {
  landing: () => Promise.resolve(LandingScreen),
  moreOptions: loadMoreOptionsScreen,
  error: () => import("../screens/error/ErrorScreen.tsx").then((m) => m.ErrorScreen),
  allowlist: () => gates().then((m) => m.AllowlistScreen),
  userLimit: () => gates().then((m) => m.UserLimitScreen),
  accountNotFound: () => gates().then((m) => m.AccountNotFoundScreen),
  accountTransfer: () => gates().then((m) => m.AccountTransferScreen),
  success: () => Promise.resolve(SuccessScreen),
  terms: () => import("../screens/terms/TermsScreen.tsx").then((m) => m.TermsScreen),
  captcha: () => import("../screens/captcha/CaptchaScreen.tsx").then((m) => m.CaptchaScreen),
  createWallet: () => import("../screens/wallet/CreateWalletScreen.tsx").then((m) => m.CreateWalletScreen),
};

// One lazy component per loader, so a screen keeps its identity across openings (no loading flash).
const lazyScreens = new WeakMap<ScreenLoader, AnyScreen>();

/**
 * The steps whose screens use only the modal's shared stylesheet (modalStyles.ts): the email journey and its
 * error screen. Every other step's screen loads with moreStyles.tsx (the classes only those screens use).
 */
const BASE_SHEET_STEPS: ReadonlySet<string> = new Set(["landing", "moreOptions", "email", "code", "success", "error"]);

function loaderOf(methods: readonly ClientLoginMethod[], name: string): ScreenLoader | undefined {
  return sharedScreens[name] ?? (methods.find((m) => m.screens?.[name])?.screens?.[name] as ScreenLoader | undefined);
}

/** Loads the screen of step `name`, with moreStyles.tsx for a step outside BASE_SHEET_STEPS. */
export async function loadScreen(methods: readonly ClientLoginMethod[], name: string): Promise<AnyScreen> {
  const load = loaderOf(methods, name);
  if (!load) throw new Error(`No screen is registered for the login step "${name}".`);
  if (BASE_SHEET_STEPS.has(name)) return (await load()) as AnyScreen;
  const [loaded, { withMoreStyles }] = await Promise.all([load(), import("../shell/moreStyles.tsx")]);
  return withMoreStyles(loaded as AnyScreen);
}

/** The screen of step `name`: a shared step's, or the one the method owning that step registered. */
export function screenOf(methods: readonly ClientLoginMethod[], name: string): AnyScreen {
  const load = loaderOf(methods, name);
  if (!load) throw new Error(`No screen is registered for the login step "${name}".`);
  let screen = lazyScreens.get(load);
  if (!screen) {
    // A load that failed is fetched again after the modal's Retry (ScreenLoadBoundary.tsx).
    screen = retryableLazy(() => loadScreen(methods, name));
    lazyScreens.set(load, screen);
  }
  return screen;
}
