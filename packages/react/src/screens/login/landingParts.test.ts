import { type ResolvedConfig, resolveConfig } from "@foyer/core/config";
import { describe, expect, it } from "vitest";
import type { FoyerStore } from "../../provider/createFoyerStore.ts";
import { drawsFullLanding, landingButtons } from "./landingParts.ts";

// The landing draws its login methods' entries itself only when they all show; anything more loads with the
// landing's part before the opening starts (issue 19: an email login never downloads it).
const store = (crossAppProviders?: string[]) =>
  ({ clientConfig: crossAppProviders ? { crossAppProviders } : {} }) as unknown as FoyerStore;
const { config } = resolveConfig({}, null);

describe("the landing's part", () => {
  it("an app offering its login methods, all shown, draws without it", () => {
    expect(drawsFullLanding(config, store(), 1)).toBe(false);
    expect(drawsFullLanding(config, store(), 5)).toBe(false);
    expect(landingButtons(config, store())).toEqual([]);
  });

  it("more than five entries, overflow methods or wallet-first mode need it", () => {
    expect(drawsFullLanding(config, store(), 6)).toBe(true);
    const overflow: ResolvedConfig = { ...config, loginMethods: ["email", "google"], primaryLoginMethodCount: 1 };
    expect(drawsFullLanding(overflow, store(), 2)).toBe(true);
    const walletFirst = { ...config, appearance: { ...config.appearance, showWalletLoginFirst: true } };
    expect(drawsFullLanding(walletFirst, store(), 1)).toBe(true);
  });

  it("the buttons that are no login method need it: the app's own providers, cross-app, SSO", () => {
    const server = (fields: object) => ({ ...config, server: { custom_oauth_providers: [], ...fields } as never });
    const custom = (enabled: boolean) => ({
      custom_oauth_providers: [
        { provider: "custom:acme", provider_display_name: "Acme", provider_icon_url: null, enabled },
      ],
    });
    expect(landingButtons(server(custom(true)), store())).toEqual(["customOAuth"]);
    expect(landingButtons(server(custom(false)), store())).toEqual([]);
    expect(landingButtons(server({ sso_auth: true }), store())).toEqual(["sso"]);
    expect(landingButtons(config, store(["beta"]))).toEqual(["crossApp"]);
    expect(drawsFullLanding(server({ sso_auth: true }), store(), 1)).toBe(true);
    expect(drawsFullLanding(config, store(["beta"]), 1)).toBe(true);
  });
});
