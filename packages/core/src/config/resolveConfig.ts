import type { WireAppConfig } from "../api/wire.ts";
import type { Chain } from "../chains/Chain.ts";
import {
  DEFAULT_COUNTRY,
  DEFAULT_LANDING_HEADER,
  DEFAULT_THEME,
  DEFAULT_WALLET_LIST,
  LOGIN_MESSAGE_MAX_LENGTH,
  MAX_PRIMARY_LOGIN_METHODS,
} from "../constants.ts";
import { truncateCharacters } from "../format/truncateCharacters.ts";
import type { WalletListEntry } from "../wallets/walletListEntries.ts";
import type { FoyerClientConfig, HexColor, ResolvedConfig } from "./FoyerClientConfig.ts";
import type { LoginMethod } from "./loginMethods.ts";
import { isOAuthMethodName, METHODS_AFTER_OAUTH, METHODS_BEFORE_OAUTH } from "./oauthMethodName.ts";

/** Accent colour used when neither the host nor the server app config gives one. */
export const DEFAULT_ACCENT_COLOR: HexColor = "#6A6FF5";

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * The OAuth providers the server's config names (`<name>_oauth` flags), in its order. The server builds them
 * from its provider registry, so the client carries no copy of it (labels and marks come in `oauth_providers`).
 */
function oauthMethodsOf(server: WireAppConfig): LoginMethod[] {
  return Object.keys(server).flatMap((key) =>
    key.endsWith("_oauth") && typeof server[key as keyof WireAppConfig] === "boolean"
      ? [key.slice(0, -"_oauth".length) as LoginMethod]
      : [],
  );
}

/**
 * Whether a listed method exists: a built-in method, or an OAuth provider the server knows. Before the
 * server has answered (it could not be reached) any name of an OAuth provider's shape passes.
 */
function isKnownMethod(method: unknown, server: WireAppConfig | null): method is LoginMethod {
  if (typeof method !== "string") return false;
  if ((METHODS_BEFORE_OAUTH as readonly string[]).includes(method)) return true;
  if ((METHODS_AFTER_OAUTH as readonly string[]).includes(method)) return true;
  return server ? typeof server[`${method}_oauth` as keyof WireAppConfig] === "boolean" : isOAuthMethodName(method);
}

/** The server's `custom_api_url` when usable (https, or http on a loopback host), else null with a warning. */
function apiUrlOf(value: string | null | undefined, warnings: string[]): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
    if (url.protocol === "https:" || (url.protocol === "http:" && loopback)) return url.href.replace(/\/+$/, "");
  } catch {
    // Reported below like any other unusable value.
  }
  warnings.push(`custom_api_url "${value}" is not an https URL; the provider's serverUrl is used.`);
  return null;
}

/** Whether the server app config enables a login method. Wallet login is on when either chain's flag is. */
function serverEnables(server: WireAppConfig, method: LoginMethod): boolean {
  switch (method) {
    case "email":
      return server.email_auth;
    case "sms":
      return server.sms_auth;
    case "wallet":
      return server.wallet_auth || server.solana_wallet_auth;
    case "farcaster":
      return server.farcaster_auth;
    case "telegram":
      return server.telegram_auth;
    case "passkey":
      return server.passkey_auth;
    default:
      return server[`${method}_oauth` as keyof WireAppConfig] === true;
  }
}

function hexOrNull(value: unknown): HexColor | null {
  return typeof value === "string" && HEX_COLOR.test(value) ? (value as HexColor) : null;
}

/** Resolves the login method list: client list (or server, or email), deduped, intersected with server flags. */
function resolveLoginMethods(
  config: FoyerClientConfig,
  server: WireAppConfig | null,
  warnings: string[],
): LoginMethod[] {
  let requested: readonly unknown[];
  if (config.loginMethods !== undefined) requested = config.loginMethods;
  else if (server) {
    requested = [...METHODS_BEFORE_OAUTH, ...oauthMethodsOf(server), ...METHODS_AFTER_OAUTH].filter((method) =>
      serverEnables(server, method),
    );
  } else requested = ["email"];

  const methods: LoginMethod[] = [];
  for (const method of requested) {
    if (!isKnownMethod(method, server)) {
      warnings.push(`Unknown login method "${String(method)}" was ignored.`);
    } else if (methods.includes(method)) {
      warnings.push(`Login method "${method}" is listed more than once; the duplicate was dropped.`);
    } else if (server && !serverEnables(server, method)) {
      warnings.push(`Login method "${method}" is not enabled for this app on the server; it is hidden.`);
    } else {
      methods.push(method);
    }
  }
  if (methods.length === 0) throw new Error("You must enable at least one login method");
  if (methods.length > MAX_PRIMARY_LOGIN_METHODS) {
    warnings.push(
      `${methods.length} primary login methods are configured; at most ${MAX_PRIMARY_LOGIN_METHODS} are recommended.`,
    );
  }
  return methods;
}

/** The overflow-only methods: deduped, not already primary, enabled on the server (warnings as for primary). */
function resolveOverflowMethods(
  config: FoyerClientConfig,
  server: WireAppConfig | null,
  primary: readonly LoginMethod[],
  warnings: string[],
): LoginMethod[] {
  const methods: LoginMethod[] = [];
  for (const method of config.overflowLoginMethods ?? []) {
    if (!isKnownMethod(method, server)) {
      warnings.push(`Unknown login method "${String(method)}" was ignored.`);
    } else if (primary.includes(method) || methods.includes(method)) {
      warnings.push(`Login method "${method}" is listed more than once; the duplicate was dropped.`);
    } else if (server && !serverEnables(server, method)) {
      warnings.push(`Login method "${method}" is not enabled for this app on the server; it is hidden.`);
    } else {
      methods.push(method);
    }
  }
  return methods;
}

/** Checks the wallet list rule of spec 000 §5 and drops repeated entries. */
function resolveWalletList(list: readonly WalletListEntry[] | undefined): WalletListEntry[] {
  const entries = [...new Set(list ?? DEFAULT_WALLET_LIST)];
  if (
    entries.includes("wallet_connect_qr_solana") &&
    (entries.includes("wallet_connect_qr") || entries.includes("wallet_connect"))
  ) {
    throw new Error(
      "The wallet list cannot contain wallet_connect_qr or wallet_connect together with wallet_connect_qr_solana",
    );
  }
  return entries;
}

/** Drops chains whose id was already listed (the first definition wins), with a warning each. */
function dedupeChains(chains: readonly Chain[], warnings: string[]): Chain[] {
  const kept: Chain[] = [];
  for (const chain of chains) {
    if (kept.some((other) => other.id === chain.id)) {
      warnings.push(`Chain id ${chain.id} is listed more than once in supportedChains; the duplicate was dropped.`);
    } else {
      kept.push(chain);
    }
  }
  return kept;
}

/**
 * Validates the host's options and merges them with the server app config (spec 000 §5).
 * Throws on invalid configurations; returns non-fatal problems as `warnings` for the caller to log once.
 */
export function resolveConfig(
  config: FoyerClientConfig,
  server: WireAppConfig | null = null,
): { config: ResolvedConfig; warnings: string[] } {
  const warnings: string[] = [];
  const appearance = config.appearance ?? {};

  const primary = resolveLoginMethods(config, server, warnings);
  const loginMethods = [...primary, ...resolveOverflowMethods(config, server, primary, warnings)];
  const walletEnabled = loginMethods.includes("wallet");
  const walletFirstRequested = appearance.showWalletLoginFirst ?? server?.show_wallet_login_first ?? false;
  if (walletFirstRequested && !walletEnabled) {
    warnings.push("showWalletLoginFirst is set but wallet login is not enabled; it has no effect.");
  }
  if (!walletFirstRequested && walletEnabled && loginMethods.length === 1) {
    warnings.push("showWalletLoginFirst is unset but wallet login is the only method; consider setting it.");
  }

  const { defaultChain } = config;
  if (config.supportedChains !== undefined && config.supportedChains.length === 0) {
    throw new Error("supportedChains must not be empty");
  }
  const supportedChains = config.supportedChains && dedupeChains(config.supportedChains, warnings);
  if (supportedChains && defaultChain && !supportedChains.some((chain) => chain.id === defaultChain.id)) {
    throw new Error(`defaultChain (id ${defaultChain.id}) must be one of supportedChains`);
  }

  const walletList = resolveWalletList(appearance.walletList);

  if (appearance.accentColor !== undefined && !hexOrNull(appearance.accentColor)) {
    warnings.push(`accentColor "${appearance.accentColor}" is not a hex colour; the default is used.`);
  }
  const accentColor = hexOrNull(appearance.accentColor) ?? hexOrNull(server?.accent_color) ?? DEFAULT_ACCENT_COLOR;

  const serverWallets = server?.embedded_wallet_config;
  const embedded = config.embeddedWallets ?? {};

  return {
    warnings,
    config: {
      appId: server?.id ?? null,
      appName: server?.name ?? null,
      loginMethods,
      primaryLoginMethodCount: primary.length,
      appearance: {
        theme: appearance.theme ?? DEFAULT_THEME,
        accentColor,
        logo: appearance.logo ?? server?.logo_url ?? null,
        footerLogo: appearance.footerLogo ?? null,
        landingHeader: appearance.landingHeader ?? DEFAULT_LANDING_HEADER,
        loginMessage:
          appearance.loginMessage === undefined
            ? null
            : truncateCharacters(appearance.loginMessage, LOGIN_MESSAGE_MAX_LENGTH),
        showWalletLoginFirst: walletFirstRequested && walletEnabled,
        walletList,
        walletChainType: appearance.walletChainType ?? "ethereum-only",
      },
      legal: {
        termsAndConditionsUrl: config.legal?.termsAndConditionsUrl ?? server?.terms_and_conditions_url ?? null,
        privacyPolicyUrl: config.legal?.privacyPolicyUrl ?? server?.privacy_policy_url ?? null,
        requireTermsAcceptance: server?.require_users_accept_terms ?? false,
      },
      supportedChains: supportedChains ? [...supportedChains] : null,
      defaultChain: defaultChain ?? supportedChains?.[0] ?? null,
      rpcConfig: {
        rpcUrls: { ...config.rpcConfig?.rpcUrls },
        solanaRpcUrls: { ...config.rpcConfig?.solanaRpcUrls },
      },
      intl: { defaultCountry: config.intl?.defaultCountry ?? DEFAULT_COUNTRY },
      embeddedWallets: {
        ethereum: {
          createOnLogin: embedded.ethereum?.createOnLogin ?? serverWallets?.ethereum.create_on_login ?? "off",
        },
        solana: { createOnLogin: embedded.solana?.createOnLogin ?? serverWallets?.solana.create_on_login ?? "off" },
        requireUserOwnedRecoveryOnCreate:
          embedded.requireUserOwnedRecoveryOnCreate ?? serverWallets?.require_user_owned_recovery_on_create ?? false,
        userOwnedRecoveryOptions: [
          ...(embedded.userOwnedRecoveryOptions ?? serverWallets?.user_owned_recovery_options ?? ["user-passcode"]),
        ],
        mode: embedded.mode ?? serverWallets?.mode ?? "legacy-embedded-wallets-only",
      },
      customApiUrl: apiUrlOf(server?.custom_api_url, warnings),
      allowlist: {
        errorTitle: server?.allowlist_config.error_title ?? null,
        errorDetail: server?.allowlist_config.error_detail ?? null,
        errorCtaText: server?.allowlist_config.cta_text ?? null,
        errorCtaLink: server?.allowlist_config.cta_link ?? null,
        linkBehavior: config.allowlistLinkBehavior ?? "new-tab",
      },
      captcha: {
        enabled: server?.captcha_enabled ?? false,
        siteKey: server?.captcha_site_key ?? null,
        provider: server?.captcha_provider ?? "altcha",
      },
      server,
    },
  };
}
