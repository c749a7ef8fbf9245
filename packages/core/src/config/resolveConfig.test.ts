import { describe, expect, it } from "vitest";
import type { Chain } from "../chains/Chain.ts";
import {
  DEFAULT_COUNTRY,
  DEFAULT_LANDING_HEADER,
  DEFAULT_WALLET_LIST,
  LOGIN_MESSAGE_MAX_LENGTH,
} from "../constants.ts";
import { wireAppConfigFixture } from "../testing/wireAppConfigFixture.ts";
import { DEFAULT_ACCENT_COLOR, resolveConfig } from "./resolveConfig.ts";

function chain(id: number, name = `Chain ${id}`): Chain {
  return {
    id,
    name,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [`https://rpc.example/${id}`] } },
  };
}

describe("resolveConfig — login methods", () => {
  it("defaults to email when neither client nor server lists methods", () => {
    const { config, warnings } = resolveConfig({});
    expect(config.loginMethods).toEqual(["email"]);
    expect(warnings).toEqual([]);
  });

  it("keeps the client's list and order without a server config", () => {
    expect(resolveConfig({ loginMethods: ["google", "email"] }).config.loginMethods).toEqual(["google", "email"]);
  });

  it("uses the methods enabled on the server when the client gives none", () => {
    const server = wireAppConfigFixture({ email_auth: true, google_oauth: true, passkey_auth: true });
    expect(resolveConfig({}, server).config.loginMethods).toEqual(["email", "google", "passkey"]);
  });

  it("intersects the client's list with the server flags and warns about hidden methods", () => {
    const server = wireAppConfigFixture({ email_auth: true, sms_auth: false, github_oauth: true });
    const { config, warnings } = resolveConfig({ loginMethods: ["sms", "github", "email"] }, server);
    expect(config.loginMethods).toEqual(["github", "email"]);
    expect(warnings).toEqual([expect.stringContaining('"sms" is not enabled')]);
  });

  it("treats wallet login as enabled when either the Ethereum or Solana wallet flag is on", () => {
    const solanaOnly = wireAppConfigFixture({ wallet_auth: false, solana_wallet_auth: true });
    expect(resolveConfig({ loginMethods: ["wallet", "email"] }, solanaOnly).config.loginMethods).toEqual([
      "wallet",
      "email",
    ]);
    const neither = wireAppConfigFixture();
    expect(resolveConfig({ loginMethods: ["wallet", "email"] }, neither).config.loginMethods).toEqual(["email"]);
  });

  it("maps every method to its server flag", () => {
    const server = wireAppConfigFixture({
      email_auth: true,
      sms_auth: true,
      wallet_auth: true,
      google_oauth: true,
      twitter_oauth: true,
      discord_oauth: true,
      github_oauth: true,
      spotify_oauth: true,
      instagram_oauth: true,
      tiktok_oauth: true,
      line_oauth: true,
      twitch_oauth: true,
      linkedin_oauth: true,
      apple_oauth: true,
      farcaster_auth: true,
      telegram_auth: true,
      passkey_auth: true,
    });
    expect(resolveConfig({}, server).config.loginMethods).toHaveLength(17);
  });

  it("drops duplicates with a warning", () => {
    const { config, warnings } = resolveConfig({ loginMethods: ["email", "google", "email"] });
    expect(config.loginMethods).toEqual(["email", "google"]);
    expect(warnings).toEqual([expect.stringContaining('"email" is listed more than once')]);
  });

  it("drops unknown methods with a warning (untyped callers): the server's config names its providers", () => {
    const { config, warnings } = resolveConfig({ loginMethods: ["email", "myspace"] as never }, wireAppConfigFixture());
    expect(config.loginMethods).toEqual(["email"]);
    expect(warnings).toEqual([expect.stringContaining('"myspace"')]);
  });

  it("throws when the client lists no method", () => {
    expect(() => resolveConfig({ loginMethods: [] })).toThrow("You must enable at least one login method");
  });

  it("throws when the server enables none of the client's methods", () => {
    expect(() => resolveConfig({ loginMethods: ["sms"] }, wireAppConfigFixture())).toThrow(
      "You must enable at least one login method",
    );
  });

  it("throws when the server enables no method at all and the client gives none", () => {
    expect(() => resolveConfig({}, wireAppConfigFixture({ email_auth: false }))).toThrow(
      "You must enable at least one login method",
    );
  });

  it("adds overflowLoginMethods after the primary ones, without counting them as primary", () => {
    const { config, warnings } = resolveConfig({
      loginMethods: ["email", "google", "sms", "passkey"],
      overflowLoginMethods: ["github", "email", "discord"],
    });
    expect(config.loginMethods).toEqual(["email", "google", "sms", "passkey", "github", "discord"]);
    expect(config.primaryLoginMethodCount).toBe(4);
    expect(warnings).toEqual(['Login method "email" is listed more than once; the duplicate was dropped.']);
  });

  it("warns above 4 primary methods, not at 4", () => {
    expect(resolveConfig({ loginMethods: ["email", "sms", "google", "apple"] }).warnings).toEqual([]);
    const { config, warnings } = resolveConfig({ loginMethods: ["email", "sms", "google", "apple", "github"] });
    expect(config.loginMethods).toHaveLength(5);
    expect(warnings).toEqual([expect.stringContaining("5 primary login methods")]);
  });
});

describe("resolveConfig — showWalletLoginFirst", () => {
  it("warns when set without wallet login and resolves to false", () => {
    const { config, warnings } = resolveConfig({ loginMethods: ["email"], appearance: { showWalletLoginFirst: true } });
    expect(config.appearance.showWalletLoginFirst).toBe(false);
    expect(warnings).toEqual([expect.stringContaining("wallet login is not enabled")]);
  });

  it("warns when unset and wallet is the only method", () => {
    const { config, warnings } = resolveConfig({ loginMethods: ["wallet"] });
    expect(config.appearance.showWalletLoginFirst).toBe(false);
    expect(warnings).toEqual([expect.stringContaining("wallet login is the only method")]);
  });

  it("warns when explicitly false and wallet is the only method", () => {
    expect(
      resolveConfig({ loginMethods: ["wallet"], appearance: { showWalletLoginFirst: false } }).warnings,
    ).toHaveLength(1);
  });

  it("is silent when unset with other methods besides wallet", () => {
    expect(resolveConfig({ loginMethods: ["wallet", "email"] }).warnings).toEqual([]);
  });

  it("is silent and true when set with wallet login enabled", () => {
    const { config, warnings } = resolveConfig({
      loginMethods: ["wallet"],
      appearance: { showWalletLoginFirst: true },
    });
    expect(config.appearance.showWalletLoginFirst).toBe(true);
    expect(warnings).toEqual([]);
  });

  it("falls back to the server's show_wallet_login_first; the client wins when set", () => {
    const server = wireAppConfigFixture({ wallet_auth: true, show_wallet_login_first: true });
    expect(resolveConfig({ loginMethods: ["wallet", "email"] }, server).config.appearance.showWalletLoginFirst).toBe(
      true,
    );
    expect(
      resolveConfig({ loginMethods: ["wallet", "email"], appearance: { showWalletLoginFirst: false } }, server).config
        .appearance.showWalletLoginFirst,
    ).toBe(false);
  });

  it("warns when the server asks for wallet-first but wallet login is off", () => {
    const server = wireAppConfigFixture({ show_wallet_login_first: true });
    expect(resolveConfig({}, server).warnings).toEqual([expect.stringContaining("wallet login is not enabled")]);
  });
});

describe("resolveConfig — chains", () => {
  it("throws on an empty supportedChains", () => {
    expect(() => resolveConfig({ supportedChains: [] })).toThrow("supportedChains must not be empty");
  });

  it("throws when defaultChain is not among supportedChains", () => {
    expect(() => resolveConfig({ supportedChains: [chain(1), chain(8453)], defaultChain: chain(10) })).toThrow(
      "defaultChain (id 10) must be one of supportedChains",
    );
  });

  it("matches defaultChain by id", () => {
    const { config } = resolveConfig({ supportedChains: [chain(1), chain(8453)], defaultChain: chain(8453, "Base") });
    expect(config.defaultChain?.name).toBe("Base");
    expect(config.supportedChains?.map((c) => c.id)).toEqual([1, 8453]);
  });

  it("drops a repeated chain id with a warning (the first definition wins)", () => {
    const { config, warnings } = resolveConfig({
      supportedChains: [chain(1, "Ethereum"), chain(8453), chain(1, "Again")],
    });
    expect(config.supportedChains?.map((c) => c.name)).toEqual(["Ethereum", "Chain 8453"]);
    expect(warnings).toContain("Chain id 1 is listed more than once in supportedChains; the duplicate was dropped.");
  });

  it("keeps the host's per-chain RPC URLs", () => {
    expect(resolveConfig({}).config.rpcConfig).toEqual({ rpcUrls: {}, solanaRpcUrls: {} });
    const solana = resolveConfig({ rpcConfig: { solanaRpcUrls: { localnet: "http://127.0.0.1:9999" } } });
    expect(solana.config.rpcConfig.solanaRpcUrls.localnet).toBe("http://127.0.0.1:9999");
    const rpcConfig = { rpcUrls: { 31337: "http://127.0.0.1:8545" } };
    expect(resolveConfig({ rpcConfig }).config.rpcConfig.rpcUrls[31337]).toBe("http://127.0.0.1:8545");
  });

  it("defaults defaultChain to the first supported chain", () => {
    expect(resolveConfig({ supportedChains: [chain(10), chain(1)] }).config.defaultChain?.id).toBe(10);
  });

  it("leaves chains null when the host gives none, and accepts a lone defaultChain", () => {
    expect(resolveConfig({}).config).toMatchObject({ supportedChains: null, defaultChain: null });
    expect(resolveConfig({ defaultChain: chain(137) }).config.defaultChain?.id).toBe(137);
  });

  it("accepts a viem-shaped chain (readonly arrays, extra rpc groups and explorers)", () => {
    const viemLike = {
      id: 8453,
      name: "Base",
      nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
      rpcUrls: { default: { http: ["https://mainnet.base.org"] as const } },
      blockExplorers: {
        default: { name: "Basescan", url: "https://basescan.org", apiUrl: "https://api.basescan.org" },
      },
      contracts: { multicall3: { address: "0xca11bde05977b3631167028862be2a173976ca11" } },
      testnet: false,
    } as const;
    expect(resolveConfig({ supportedChains: [viemLike] }).config.defaultChain?.id).toBe(8453);
  });
});

describe("resolveConfig — appearance", () => {
  it("applies the defaults", () => {
    const { config } = resolveConfig({});
    expect(config.appearance).toEqual({
      theme: "light",
      accentColor: DEFAULT_ACCENT_COLOR,
      logo: null,
      footerLogo: null,
      landingHeader: DEFAULT_LANDING_HEADER,
      loginMessage: null,
      showWalletLoginFirst: false,
      walletList: [...DEFAULT_WALLET_LIST],
      walletChainType: "ethereum-only",
    });
    expect(config.intl.defaultCountry).toBe(DEFAULT_COUNTRY);
  });

  it("keeps the host's values", () => {
    const { config } = resolveConfig({
      appearance: {
        theme: "#101010",
        accentColor: "#FF0000",
        logo: "https://x.test/logo.svg",
        footerLogo: "https://x.test/footer.svg",
        landingHeader: "Welcome",
        loginMessage: "Hello",
        walletList: ["phantom", "metamask"],
        walletChainType: "ethereum-and-solana",
      },
      intl: { defaultCountry: "FR" },
    });
    expect(config.appearance).toMatchObject({
      theme: "#101010",
      accentColor: "#FF0000",
      logo: "https://x.test/logo.svg",
      footerLogo: "https://x.test/footer.svg",
      landingHeader: "Welcome",
      loginMessage: "Hello",
      walletList: ["phantom", "metamask"],
      walletChainType: "ethereum-and-solana",
    });
    expect(config.intl.defaultCountry).toBe("FR");
  });

  it("truncates loginMessage to 100 characters without splitting a surrogate pair", () => {
    const long = "a".repeat(150);
    expect(resolveConfig({ appearance: { loginMessage: long } }).config.appearance.loginMessage).toHaveLength(
      LOGIN_MESSAGE_MAX_LENGTH,
    );
    const emoji = "😀".repeat(120);
    const truncated = resolveConfig({ appearance: { loginMessage: emoji } }).config.appearance.loginMessage ?? "";
    expect(Array.from(truncated)).toHaveLength(100);
    expect(truncated).toBe("😀".repeat(100));
    const exact = "b".repeat(100);
    expect(resolveConfig({ appearance: { loginMessage: exact } }).config.appearance.loginMessage).toBe(exact);
  });

  it("takes the accent colour and logo from the server when the host omits them", () => {
    const server = wireAppConfigFixture({ accent_color: "#00AA00", logo_url: "https://srv.test/logo.png" });
    const { config } = resolveConfig({}, server);
    expect(config.appearance.accentColor).toBe("#00AA00");
    expect(config.appearance.logo).toBe("https://srv.test/logo.png");
    const hostWins = resolveConfig({ appearance: { accentColor: "#123456", logo: "/mine.png" } }, server).config;
    expect(hostWins.appearance).toMatchObject({ accentColor: "#123456", logo: "/mine.png" });
  });

  it("ignores a malformed accent colour (server silently, host with a warning)", () => {
    expect(resolveConfig({}, wireAppConfigFixture({ accent_color: "green" })).config.appearance.accentColor).toBe(
      DEFAULT_ACCENT_COLOR,
    );
    const { config, warnings } = resolveConfig({ appearance: { accentColor: "#zz" } });
    expect(config.appearance.accentColor).toBe(DEFAULT_ACCENT_COLOR);
    expect(warnings).toEqual([expect.stringContaining("accentColor")]);
  });

  it("throws when the wallet list mixes wallet_connect_qr_solana with wallet_connect_qr or wallet_connect", () => {
    const message = /cannot contain wallet_connect_qr or wallet_connect together with wallet_connect_qr_solana/;
    expect(() =>
      resolveConfig({ appearance: { walletList: ["wallet_connect_qr", "wallet_connect_qr_solana"] } }),
    ).toThrow(message);
    expect(() => resolveConfig({ appearance: { walletList: ["wallet_connect", "wallet_connect_qr_solana"] } })).toThrow(
      message,
    );
    expect(
      resolveConfig({ appearance: { walletList: ["phantom", "wallet_connect_qr_solana"] } }).config.appearance
        .walletList,
    ).toEqual(["phantom", "wallet_connect_qr_solana"]);
    expect(
      resolveConfig({ appearance: { walletList: ["wallet_connect_qr", "wallet_connect"] } }).config.appearance
        .walletList,
    ).toEqual(["wallet_connect_qr", "wallet_connect"]);
  });

  it("drops repeated wallet list entries", () => {
    expect(
      resolveConfig({ appearance: { walletList: ["metamask", "rainbow", "metamask"] } }).config.appearance.walletList,
    ).toEqual(["metamask", "rainbow"]);
  });
});
