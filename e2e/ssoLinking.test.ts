// Issue 4 gap in real Chromium against the real server, demo and local OpenID provider: an email user links an
// enterprise SSO account with useFoyer().linkSso() (the OAuth status screen, then the identity provider's
// popup), sees it in linkedAccounts, and removes it with unlinkSso(issuer, subject).
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestCode } from "./latestCode.ts";
import { launchChromium } from "./launchChromium.ts";
import { type Stack, startStack } from "./startStack.ts";

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe("SSO linking from useFoyer()", () => {
  it("links an SSO account to an email user and unlinks it", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await page.goto(stack.demoUrl);
      await page.getByRole("button", { name: "Log in", exact: true }).click();
      const email = `sso-linker-${Date.now()}@example.com`;
      await page.getByPlaceholder("your@email.com").fill(email);
      await page.getByRole("button", { name: "Submit" }).click();
      await page.locator('[data-foyer-screen="code"]').waitFor();
      await page
        .locator("input[data-foyer-code-box]")
        .first()
        .fill(await latestCode(stack.apiUrl, email));
      await page.getByTestId("demo-user").waitFor({ timeout: 20_000 });

      await page.getByRole("button", { name: "Link SSO" }).click();
      await page.locator('[data-foyer-screen="oauth"]').waitFor();
      const [popup] = await Promise.all([
        page.waitForEvent("popup"),
        page.getByRole("button", { name: "Continue" }).click(),
      ]);
      await popup.locator("#name").waitFor({ timeout: 15_000 });
      await popup.locator("#name").fill("Linda Enterprise");
      await popup.getByRole("button", { name: "Sign in" }).click();
      const row = page.locator('[data-account-type="sso"]');
      await row.waitFor({ timeout: 20_000 });
      const user = JSON.parse((await page.getByTestId("demo-user").textContent()) ?? "{}") as {
        linkedAccounts: { type: string; email?: string | null; issuer?: string }[];
      };
      expect(user.linkedAccounts.map((a) => a.type).sort()).toEqual(["email", "sso"]);
      expect(user.linkedAccounts.find((a) => a.type === "sso")?.email).toBe("linda.enterprise@example.com");

      await row.getByRole("button", { name: "Unlink" }).click();
      await row.waitFor({ state: "detached", timeout: 20_000 });
    } finally {
      await context.close();
    }
  });
});
