// What the journeys on a fixture host page (e2e/fixtures, built by serveFixturePage) set up the same way: the
// page, the stack with one app allowed from the page's origin, Chromium; and a tab on the page for that app.
import type { AppSeed } from "@foyer/server";
import type { Page } from "playwright-core";
import { closeJourney, type Journey, openJourney } from "./journey.ts";
import { type FixturePage, serveFixturePage } from "./serveFixturePage.ts";
import type { StackOptions } from "./startStack.ts";

export interface FixtureJourney extends Journey {
  fixture: FixturePage;
  /** The page for the journey's app on the journey's server (`?app=…&server=…`). */
  url: string;
}

/**
 * Serves `e2e/fixtures/<name>.tsx` and starts the stack with `app` (its origin allowed: the page's) and
 * Chromium, for a test file's `beforeAll`; close with `closeFixtureJourney`.
 *
 * @example
 * journey = await openFixtureJourney("outsideMethodPage", { id: APP, name: "Outside" }, { server: { plugins } });
 */
export async function openFixtureJourney(
  name: string,
  app: AppSeed,
  options: Omit<StackOptions, "apps"> = {},
): Promise<FixtureJourney> {
  const fixture = await serveFixturePage(name);
  try {
    const journey = await openJourney({ ...options, apps: [{ ...app, allowed_origins: [fixture.url] }] });
    const url = `${fixture.url}/?app=${app.id}&server=${encodeURIComponent(journey.stack.apiUrl)}`;
    return { ...journey, fixture, url };
  } catch (error) {
    await fixture.close();
    throw error;
  }
}

/** Closes what `openFixtureJourney` started (any part may be missing when the start failed). */
export async function closeFixtureJourney(journey: Partial<FixtureJourney>): Promise<void> {
  await closeJourney(journey);
  await journey.fixture?.close();
}

/**
 * Runs `steps` on a new 1280 x 800 tab (not yet on the page: it may listen first), then closes its context.
 * `openLogin` takes the tab to the page and clicks 'Log in'.
 */
export async function withFixtureTab(
  journey: FixtureJourney,
  steps: (tab: Page, openLogin: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const tab = await context.newPage();
  try {
    await steps(tab, async () => {
      await tab.goto(journey.url);
      await tab.getByRole("button", { name: "Log in", exact: true }).click();
    });
  } finally {
    await context.close();
  }
}
