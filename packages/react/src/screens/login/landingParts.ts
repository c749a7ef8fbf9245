import type { ResolvedConfig } from "@foyer/core/config";
import { MAX_LOGIN_ENTRIES } from "@foyer/core/login/constants";
import type { ComponentType } from "react";
import { entryCatalogOf } from "../../methods/entryCatalogOf.ts";
import type { ClientLoginMethod } from "../../provider/ClientLoginMethod.ts";
import type { FoyerStore } from "../../provider/createFoyerStore.ts";
import { lazyFrom, loadOnce } from "../../ui/loadOnce.ts";
import { buildLoginEntries } from "./buildLoginEntries.ts";

/**
 * The landing's part (socialPart.ts): its list beyond the login methods' entries (the app's own OAuth providers',
 * cross-app and SSO buttons, the wallet-first list, the overflow button with its social marks) and the "More
 * options" screen. Fetched before an opening whose landing draws it starts (`loadLandingPart`), so the landing
 * never shows a gap where a button arrives; an email login never downloads it (issue 19).
 */
const landingPart = loadOnce(() => import("./socialPart.ts"));

export const FullLanding = lazyFrom(landingPart, (m) => m.FullLanding);
/**
 * Loads the "More options" screen, for the screen router (its props typed as the router's loaders answer them:
 * it reads none); the part is loaded already when an opening's landing has the overflow.
 */
export const loadMoreOptionsScreen = (): Promise<ComponentType<{ step: never; send: never }>> =>
  landingPart.load().then((m) => m.MoreOptionsScreen);

/**
 * The landing's buttons that are no login method, as the opening's `offered` names them: "customOAuth" (an
 * enabled provider of the app's own), "crossApp" (client option `crossAppProviders`), "sso" (`sso_auth`).
 */
export const landingButtons = (config: ResolvedConfig, store: FoyerStore): string[] => [
  ...(config.server?.custom_oauth_providers?.some((p) => p.enabled) ? ["customOAuth"] : []),
  ...((store.clientConfig.crossAppProviders?.length ?? 0) > 0 ? ["crossApp"] : []),
  ...(config.server?.sso_auth === true ? ["sso"] : []),
];

/**
 * Whether the landing draws more than `entries` login-method entries, all visible: more than MAX_LOGIN_ENTRIES,
 * methods the host put under "More options" (`overflowLoginMethods`), wallet-first mode, or buttons that are no
 * login method. Then the landing's part lays it out.
 */
export const drawsFullLanding = (config: ResolvedConfig, store: FoyerStore, entries: number): boolean =>
  entries > MAX_LOGIN_ENTRIES ||
  config.primaryLoginMethodCount < config.loginMethods.length ||
  config.appearance.showWalletLoginFirst ||
  landingButtons(config, store).length > 0;

/**
 * Loads the landing's part when the landing of an opening with login methods `methods` (built-in, then the
 * host's) draws it, else null.
 */
export function loadLandingPart(store: FoyerStore, methods: readonly ClientLoginMethod[]): Promise<unknown> | null {
  const config = store.getSnapshot().config;
  if (!config) return null;
  const catalog = entryCatalogOf(methods, store.extraLoginMethods);
  const { length } = buildLoginEntries(config.loginMethods, null, catalog, config.appearance.showWalletLoginFirst);
  return drawsFullLanding(config, store, length) ? landingPart.load() : null;
}
