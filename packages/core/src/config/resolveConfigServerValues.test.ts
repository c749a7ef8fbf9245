import { describe, expect, it } from "vitest";
import type { Chain } from "../chains/Chain.ts";
import { wireAppConfigFixture } from "../testing/wireAppConfigFixture.ts";
import { resolveConfig } from "./resolveConfig.ts";

function chain(id: number, name = `Chain ${id}`): Chain {
  return {
    id,
    name,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [`https://rpc.example/${id}`] } },
  };
}

describe("resolveConfig — server-derived values", () => {
  it("has neutral values without a server config", () => {
    const { config } = resolveConfig({});
    expect(config).toMatchObject({
      appId: null,
      appName: null,
      legal: { termsAndConditionsUrl: null, privacyPolicyUrl: null, requireTermsAcceptance: false },
      embeddedWallets: {
        ethereum: { createOnLogin: "off" },
        solana: { createOnLogin: "off" },
        requireUserOwnedRecoveryOnCreate: false,
        userOwnedRecoveryOptions: ["user-passcode"],
        mode: "legacy-embedded-wallets-only",
      },
      customApiUrl: null,
      allowlist: { errorTitle: null, errorDetail: null, errorCtaText: null, errorCtaLink: null },
      captcha: { enabled: false, siteKey: null },
      server: null,
    });
  });

  it("lifts name, legal, terms, allowlist and captcha from the server", () => {
    const server = wireAppConfigFixture({
      id: "app-1",
      name: "Acme",
      terms_and_conditions_url: "https://acme.test/terms",
      privacy_policy_url: "https://acme.test/privacy",
      require_users_accept_terms: true,
      allowlist_config: {
        error_title: "Closed beta",
        error_detail: "Ask us",
        cta_text: "Join",
        cta_link: "https://a.test",
      },
      captcha_enabled: true,
      captcha_site_key: "site-key",
    });
    const { config } = resolveConfig({}, server);
    expect(config).toMatchObject({
      appId: "app-1",
      appName: "Acme",
      legal: {
        termsAndConditionsUrl: "https://acme.test/terms",
        privacyPolicyUrl: "https://acme.test/privacy",
        requireTermsAcceptance: true,
      },
      allowlist: {
        errorTitle: "Closed beta",
        errorDetail: "Ask us",
        errorCtaText: "Join",
        errorCtaLink: "https://a.test",
      },
      captcha: { enabled: true, siteKey: "site-key" },
    });
    expect(config.server).toBe(server);
  });

  it("prefers the host's legal URLs over the server's", () => {
    const server = wireAppConfigFixture({
      terms_and_conditions_url: "https://srv/terms",
      privacy_policy_url: "https://srv/pp",
    });
    const { config } = resolveConfig({ legal: { privacyPolicyUrl: "https://host/pp" } }, server);
    expect(config.legal).toMatchObject({
      termsAndConditionsUrl: "https://srv/terms",
      privacyPolicyUrl: "https://host/pp",
    });
  });

  it("resolves embedded wallet options: host, then server, then off", () => {
    const server = wireAppConfigFixture({
      embedded_wallet_config: {
        ethereum: { create_on_login: "users-without-wallets" },
        solana: { create_on_login: "all-users" },
        require_user_owned_recovery_on_create: true,
        user_owned_recovery_options: ["user-passcode"],
        mode: "legacy-embedded-wallets-only",
      },
    });
    expect(resolveConfig({}, server).config.embeddedWallets).toEqual({
      ethereum: { createOnLogin: "users-without-wallets" },
      solana: { createOnLogin: "all-users" },
      requireUserOwnedRecoveryOnCreate: true,
      userOwnedRecoveryOptions: ["user-passcode"],
      mode: "legacy-embedded-wallets-only",
    });
    const host = resolveConfig(
      {
        embeddedWallets: {
          ethereum: { createOnLogin: "all-users" },
          requireUserOwnedRecoveryOnCreate: false,
          userOwnedRecoveryOptions: ["google-drive", "user-passcode"],
          mode: "user-controlled-server-wallets-only",
        },
      },
      server,
    ).config.embeddedWallets;
    expect(host).toEqual({
      ethereum: { createOnLogin: "all-users" },
      solana: { createOnLogin: "all-users" },
      requireUserOwnedRecoveryOnCreate: false,
      userOwnedRecoveryOptions: ["google-drive", "user-passcode"],
      mode: "user-controlled-server-wallets-only",
    });
  });

  it("takes custom_api_url when it is https (or http on loopback), else warns and keeps serverUrl", () => {
    const with_ = (url: string | null) => resolveConfig({}, wireAppConfigFixture({ custom_api_url: url }));
    expect(with_("https://auth.example.com/").config.customApiUrl).toBe("https://auth.example.com");
    expect(with_("http://localhost:9999").config.customApiUrl).toBe("http://localhost:9999");
    expect(with_(null).config.customApiUrl).toBeNull();
    const bad = with_("http://auth.example.com");
    expect(bad.config.customApiUrl).toBeNull();
    expect(bad.warnings).toContain(
      'custom_api_url "http://auth.example.com" is not an https URL; the provider\'s serverUrl is used.',
    );
    expect(with_("not a url").config.customApiUrl).toBeNull();
  });

  it("does not mutate the host's config", () => {
    const config = { loginMethods: ["email", "email"] as ("email" | "google")[], supportedChains: [chain(1)] };
    const frozen = structuredClone(config);
    const resolved = resolveConfig(config).config;
    expect(config).toEqual(frozen);
    expect(resolved.supportedChains).not.toBe(config.supportedChains);
  });
});
