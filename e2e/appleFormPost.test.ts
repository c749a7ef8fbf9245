// "Apple with name and email" (issue 18): in real Chromium against the real server and demo, Sign in with
// Apple through the popup. The local provider answers as Apple does, by form_post with Apple's `user`
// field, to the Foyer server's callback, which sends the popup on to the redirect page with the code. The
// new account carries the name and email Apple sent.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeJourney, demoUserOf, openJourney, openLanding } from "./journey.ts";
import type { Stack } from "./startStack.ts";

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  ({ stack, browser } = await openJourney());
});
afterAll(() => closeJourney({ stack, browser }));

describe("Sign in with Apple", () => {
  it("Apple with name and email: the form_post reaches the server and the account has both", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await openLanding(page, stack.demoUrl);
      const apple = page.getByRole("button", { name: "Apple", exact: true });
      if (!(await apple.isVisible())) await page.getByRole("button", { name: /Other socials|More options/ }).click();
      const posts: string[] = [];
      context.on("request", (request) => {
        if (request.method() === "POST" && request.url().includes("/oauth/form_post")) posts.push(request.url());
      });
      const [popup] = await Promise.all([page.waitForEvent("popup"), apple.click()]);
      await popup.locator("#name").waitFor();
      await popup.locator("#name").fill("Grace Hopper");
      await popup.getByRole("button", { name: "Sign in" }).click();
      await page.getByTestId("demo-user").waitFor({ timeout: 20_000 });
      // Apple's answer went to the server's callback, not to the page.
      expect(posts).toEqual([`${stack.apiUrl}/apps/foyer-dev/oauth/form_post`]);
      const user = await demoUserOf<{
        linkedAccounts: { type: string; name?: string | null; email?: string | null }[];
      }>(page);
      expect(user.linkedAccounts).toEqual([
        expect.objectContaining({ type: "apple_oauth", name: "Grace Hopper", email: "grace.hopper@example.com" }),
      ]);
    } finally {
      await context.close();
    }
  });
});
