import { resolveConfig } from "@foyer/core/config";
import { beforeAll, describe, expect, it } from "vitest";
import { toOAuthPresentation } from "../../../../core/src/providers/oauth/toOAuthPresentation.ts";
import { acmeid } from "../../../../core/src/testing/acmeidOAuthProvider.ts";
import { wireAppConfigFixture } from "../../../../core/src/testing/wireAppConfigFixture.ts";
import { builtinEntryCatalog, loadBuiltinEntries } from "../../methods/builtinEntryCatalog.ts";
import { renderScreenMarkup } from "../../testing/renderScreenText.tsx";
import { transferMethodLabel } from "../gating/transferMethodLabel.ts";
import { LandingScreen } from "./LandingScreen.tsx";

// README "Adding a provider": its file plus one line in the registry, which only the server reads. The server
// then answers the app config with the provider's flag and presentation (server/src/plugins/oauth/
// addingProvider.test.ts asserts that answer for this same fixture: toOAuthPresentation of its file). This test
// draws the login screen from that answer: the button, its mark and the account texts follow with no client
// edit and no client copy of the registry.
const serverConfig = () =>
  wireAppConfigFixture({
    acmeid_oauth: true,
    twitter_oauth: true,
    oauth_providers: [
      toOAuthPresentation(acmeid),
      { provider: "twitter", label: "X", account_label: "Twitter", icon: { badge: "#000" } },
    ],
  } as never);

// The OAuth entry draws once its part is loaded (the modal loads it before an opening that offers OAuth).
beforeAll(loadBuiltinEntries);

describe("a provider added to the server's registry shows on the login screen", () => {
  it("the client config keeps it as a login method, drawn by the OAuth method", () => {
    const { config } = resolveConfig({}, serverConfig());
    expect(config.loginMethods).toEqual(["email", "twitter", "acmeid"]);
    expect(builtinEntryCatalog.methodOf("acmeid")?.id).toBe("oauth");
    expect(builtinEntryCatalog.accountType("acmeid")).toBe("acmeid_oauth");
  });

  it("draws its button on the login screen: label and mark from the app config (SVG attributes as React props)", () => {
    const server = serverConfig();
    const { config } = resolveConfig({}, server);
    const markup = renderScreenMarkup(
      <LandingScreen step={{ name: "landing", form: { email: "", status: "idle", error: null } }} />,
      { config: { loginMethods: config.loginMethods, primaryLoginMethodCount: 3 }, server: server as never },
    );
    const button = markup.slice(markup.indexOf('data-foyer-social="acmeid"'));
    expect(button.slice(0, button.indexOf("</button>"))).toContain("Acme ID");
    expect(button).toContain('<circle cx="12" cy="12" r="9" stroke="#B45309">');
    expect(button.slice(0, button.indexOf("</button>"))).toContain('stroke-width="2"');
    // A provider without a drawn mark: a lettered badge in its colour, lettered from its label.
    const twitter = markup.slice(markup.indexOf('data-foyer-social="twitter"'));
    expect(twitter.slice(0, twitter.indexOf("</button>"))).toMatch(/fill="#000".*>X<\/text>/);
  });

  it("names its accounts with the account label the app config gives it", () => {
    const server = serverConfig();
    expect(transferMethodLabel("acmeid_oauth", server)).toBe("Acme account");
    expect(transferMethodLabel("twitter_oauth", server)).toBe("Twitter");
    expect(transferMethodLabel("email", server)).toBe("Email");
    // Before the app config is known, an OAuth account is "This account".
    expect(transferMethodLabel("acmeid_oauth", null)).toBe("This account");
  });
});
