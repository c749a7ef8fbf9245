import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// README "Adding a provider": its file plus a line in each registry. This test writes the client line (the
// client registry with a fixture appended) and loads the login screen's readers again: the button, its icon and the account
// texts must follow without another edit. The server half is plugins/oauth/addingProvider.test.ts.
const REGISTRY = "../../../../core/src/providers/oauth/oauthProviders.ts";

describe("the login screen reads the OAuth provider registry", () => {
  let modules: {
    entries: typeof import("./buildLoginEntries.ts");
    catalog: typeof import("../../methods/builtinEntryCatalog.ts");
    icon: typeof import("../../shell/SocialIcon.tsx");
    transfer: typeof import("../gating/transferMethodLabel.ts");
  };

  beforeAll(async () => {
    vi.doMock(REGISTRY, async (importOriginal) => {
      const registry = await importOriginal<typeof import("../../../../core/src/providers/oauth/oauthProviders.ts")>();
      const { defineOAuthProvider } = await import("../../../../core/src/providers/oauth/OAuthProviderDefinition.ts");
      const acmeid = defineOAuthProvider({
        name: "acmeid",
        label: "Acme ID",
        accountLabel: "Acme account",
        icon: { children: [["circle", { cx: 12, cy: 12, r: 10, fill: "#B45309", "stroke-width": 2 }]] },
      });
      const OAUTH_PROVIDERS = [...registry.OAUTH_PROVIDERS, acmeid];
      return {
        ...registry,
        OAUTH_PROVIDERS,
        findOAuthProvider: (n: string) => OAUTH_PROVIDERS.find((p) => p.name === n),
      };
    });
    vi.resetModules();
    modules = {
      entries: await import("./buildLoginEntries.ts"),
      catalog: await import("../../methods/builtinEntryCatalog.ts"),
      icon: await import("../../shell/SocialIcon.tsx"),
      transfer: await import("../gating/transferMethodLabel.ts"),
    };
    await modules.catalog.loadBuiltinEntries();
  });
  afterAll(() => {
    vi.doUnmock(REGISTRY);
    vi.resetModules();
  });

  it("lists the new provider as a method the modal runs, and lays it out", () => {
    const { buildLoginEntries } = modules.entries;
    const { builtinEntryCatalog } = modules.catalog;
    expect(builtinEntryCatalog.methodOf("acmeid")?.id).toBe("oauth");
    expect(builtinEntryCatalog.accountType("acmeid")).toBe("acmeid_oauth");
    expect(
      buildLoginEntries(["email", "acmeid" as never], null, builtinEntryCatalog).visible.map((e) => e.method),
    ).toEqual(["email", "acmeid"]);
  });

  it("labels its button and draws its mark from the file (SVG attribute names as React props)", () => {
    const { SocialIcon, socialLabel } = modules.icon;
    expect(socialLabel("acmeid")).toBe("Acme ID");
    expect(socialLabel("twitter")).toBe("X");
    const markup = renderToStaticMarkup(<SocialIcon method="acmeid" />);
    expect(markup).toContain('<circle cx="12" cy="12" r="10" fill="#B45309" stroke-width="2">');
  });

  it("names its accounts with the file's account label", () => {
    expect(modules.transfer.transferMethodLabel("acmeid_oauth")).toBe("Acme account");
    expect(modules.transfer.transferMethodLabel("twitter_oauth")).toBe("Twitter");
  });
});
