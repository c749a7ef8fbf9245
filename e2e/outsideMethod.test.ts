// A whole login method added from outside the shared files (issue 12 "Must show"): the magic-word server
// plugin (packages/server/src/testing/magicWordPlugin.ts, registered with createServer({ plugins })) and its
// client method and screen (e2e/fixtures/magicWordMethod.tsx, registered with <FoyerProvider methods>), on a
// small host page built here with esbuild; a login completes with it in real Chromium.
import { defaultPlugins } from "@foyer/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { magicWordPlugin } from "../packages/server/src/testing/magicWordPlugin.ts";
import { closeFixtureJourney, type FixtureJourney, openFixtureJourney, withFixtureTab } from "./fixtureJourney.ts";
import { shotsDir } from "./journey.ts";

const WORD = "abracadabra";
let journey: FixtureJourney;

beforeAll(async () => {
  journey = await openFixtureJourney(
    "outsideMethodPage",
    { id: "e2e-outside", name: "Outside method app", magic_word: { word: WORD } },
    { server: { plugins: [...defaultPlugins, magicWordPlugin] } },
  );
});

afterAll(() => closeFixtureJourney(journey));

describe("a login method from outside the shared files", () => {
  it("shows its entry, opens its own screen, refuses a wrong word, then signs in with the right one", async () => {
    await withFixtureTab(journey, async (tab, openLogin) => {
      await openLogin();
      await tab.locator('[data-foyer-screen="landing"]').waitFor();
      await tab.getByRole("button", { name: "Continue with the magic word" }).click();
      const screen = tab.locator('[data-foyer-screen="magic-word"]');
      await screen.waitFor();
      await screen.getByLabel("Username").fill("merlin");
      await screen.getByLabel("Magic word").fill("hocus pocus");
      await screen.getByRole("button", { name: "Sign in" }).click();
      await screen.getByRole("alert").getByText("Wrong word.").waitFor();
      await screen.getByLabel("Magic word").fill(WORD);
      await screen.getByRole("button", { name: "Sign in" }).click();
      await tab.screenshot({ path: new URL("outside-method-1280.png", shotsDir).pathname });
      const user = JSON.parse((await tab.getByTestId("user").textContent({ timeout: 20_000 })) ?? "{}");
      expect(user.linkedAccounts).toEqual([expect.objectContaining({ type: "custom_auth", customUserId: "merlin" })]);
    });
  });
});
