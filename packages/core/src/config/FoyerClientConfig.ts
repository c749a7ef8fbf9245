import type { CaptchaProvider, CreateOnLogin, EmbeddedWalletMode, RecoveryOption, WireAppConfig } from "../api/wire.ts";
import type { Chain } from "../chains/Chain.ts";
import type { RpcConfig } from "../chains/resolveRpcUrl.ts";
import type { PriceDisplayPrimary } from "../prices/formatPriceDisplay.ts";
import type { WalletConnectorDefinition } from "../wallets/WalletConnectorDefinition.ts";
import type { WalletChainType, WalletListEntry } from "../wallets/walletListEntries.ts";
import type { LoginMethod } from "./loginMethods.ts";

/** A CSS hex colour such as "#6A6FF5". */
export type HexColor = `#${string}`;

/** "light", "dark", or a hex background colour from which the palette is derived. */
export type ThemeOption = "light" | "dark" | HexColor;

/** What a host passes to `<FoyerProvider config={...}>` (spec 000 §3 "Client options"). */
export interface FoyerClientConfig {
  /** Primary login methods, in display order. Default: the methods enabled on the server, else email. */
  loginMethods?: LoginMethod[];
  /**
   * Further methods shown only under "More options" (spec 000 §2 overflow), after any primary method that does
   * not fit. They do not count towards the 4 recommended primary methods.
   */
  overflowLoginMethods?: LoginMethod[];
  appearance?: {
    theme?: ThemeOption;
    accentColor?: HexColor;
    logo?: string;
    /** A small logo in the modal's footer (spec 000 §3 "Client app config"), e.g. the host's own brand. */
    footerLogo?: string;
    landingHeader?: string;
    /** Shown under the header; truncated to LOGIN_MESSAGE_MAX_LENGTH characters. */
    loginMessage?: string;
    showWalletLoginFirst?: boolean;
    walletList?: WalletListEntry[];
    walletChainType?: WalletChainType;
  };
  legal?: { termsAndConditionsUrl?: string; privacyPolicyUrl?: string };
  supportedChains?: Chain[];
  defaultChain?: Chain;
  /** JSON-RPC URL per chain id for chain reads (spec 000 §7 priority: see resolveRpcUrl). */
  rpcConfig?: RpcConfig;
  intl?: { defaultCountry?: string };
  embeddedWallets?: {
    ethereum?: { createOnLogin?: CreateOnLogin };
    solana?: { createOnLogin?: CreateOnLogin };
    requireUserOwnedRecoveryOnCreate?: boolean;
    /** Recovery methods the user may choose (default: the server's, else "user-passcode"). */
    userOwnedRecoveryOptions?: RecoveryOption[];
    /**
     * "legacy-embedded-wallets-only" (default: keys split on the user's device) or
     * "user-controlled-server-wallets-only" (keys kept by the server; the app must allow it server-side).
     */
    mode?: EmbeddedWalletMode;
    /**
     * Which amount the transaction screens show first (spec 000 §1 "fiat price display", 001 §9):
     * "fiat-currency" (default: "$30.00" over "0.01 ETH") or "native-token" ("0.01 ETH" over "$30.00").
     */
    priceDisplay?: { primary: PriceDisplayPrimary };
  };
  /**
   * What the allowlist screen's button does when the app's allowlist config has a link: "new-tab"
   * (default: the modal stays, the link opens beside it) or "redirect" (the browser goes to the link).
   */
  allowlistLinkBehavior?: "new-tab" | "redirect";
  /**
   * OAuth: "popup" (default; in-app browsers such as Instagram's always use "redirect") or "redirect" (the
   * whole page goes to the provider and comes back). `redirectUrl` is the page of your app the provider
   * returns to (default: the current page with `?foyer_oauth=1`); it must call `handleOAuthRedirect()`.
   */
  oauth?: { mode?: "popup" | "redirect"; redirectUrl?: string };
  /**
   * Connectors for wallets that are not in the page, e.g. `[walletConnect(), coinbaseWallet(), baseAccount()]`
   * from `@foyer/core/connectors/*` (each loads its SDK only when chosen; the app installs the SDK).
   */
  walletConnectors?: readonly WalletConnectorDefinition[];
  /**
   * Cross-app login buttons: Foyer app ids of provider apps (each must be in this app's server-side
   * `cross_app.allowed_provider_app_ids`). Each shows the provider app's name and icon on the login screen.
   */
  crossAppProviders?: string[];
}

/** The configuration every screen and flow reads: client options merged with the server's app config, defaults applied. */
export interface ResolvedConfig {
  /** App id from the server config, null before it is known. */
  appId: string | null;
  /** App name from the server config, null before it is known. */
  appName: string | null;
  /**
   * Every login method after dedupe and intersection with the server flags, primary ones first, then the
   * overflow ones; never empty.
   */
  loginMethods: LoginMethod[];
  /** How many of `loginMethods` are primary; the rest sit under "More options" only. */
  primaryLoginMethodCount: number;
  appearance: {
    theme: ThemeOption;
    accentColor: HexColor;
    logo: string | null;
    footerLogo: string | null;
    landingHeader: string;
    loginMessage: string | null;
    /** True only when requested (client, else server) and wallet login is enabled. */
    showWalletLoginFirst: boolean;
    walletList: WalletListEntry[];
    walletChainType: WalletChainType;
  };
  legal: { termsAndConditionsUrl: string | null; privacyPolicyUrl: string | null; requireTermsAcceptance: boolean };
  /** null: no restriction given by the host (built-in chains apply). */
  supportedChains: Chain[] | null;
  /** The host's default chain, else the first supported chain, else null. */
  defaultChain: Chain | null;
  /** The host's per-chain RPC URLs (empty when none), and per Solana cluster. */
  rpcConfig: { rpcUrls: Record<number, string>; solanaRpcUrls: NonNullable<RpcConfig["solanaRpcUrls"]> };
  intl: { defaultCountry: string };
  embeddedWallets: {
    ethereum: { createOnLogin: CreateOnLogin };
    solana: { createOnLogin: CreateOnLogin };
    requireUserOwnedRecoveryOnCreate: boolean;
    userOwnedRecoveryOptions: RecoveryOption[];
    mode: EmbeddedWalletMode;
  };
  /**
   * Where the calls after the app config go: the server's `custom_api_url` when it is an http(s) URL (https
   * unless loopback), else null (the provider's `serverUrl` stays).
   */
  customApiUrl: string | null;
  /** Wording of the allowlist rejection screen; null fields fall back to the screen's defaults. */
  allowlist: {
    errorTitle: string | null;
    errorDetail: string | null;
    errorCtaText: string | null;
    errorCtaLink: string | null;
    linkBehavior: "new-tab" | "redirect";
  };
  /** Captcha before every code send; provider "altcha" (self-hosted) unless the server names another. */
  captcha: { enabled: boolean; siteKey: string | null; provider: CaptchaProvider };
  /** The raw server app config, for flows that need a field not lifted above (funding, telegram, mfa ...). */
  server: WireAppConfig | null;
}
