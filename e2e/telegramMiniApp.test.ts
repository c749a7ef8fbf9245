// Issue 4: inside a Telegram Mini App (a fake Telegram.WebApp injected before the page loads, its initData
// signed here with the test bot's token the way Telegram signs it), an app with seamless_auth_enabled signs
// the user in on load, with no click; with the flag off, nothing happens.
import { createHmac } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./launchChromium.ts";
import { type Stack, startStack } from "./startStack.ts";

const BOT_TOKEN = "7000000007:mini-app-test-bot-token";
let stack: Stack;
let browser: Browser;

/** The Mini App scheme: key HMAC-SHA256("WebAppData", token), hash over the sorted key=value lines. */
function signedInitData(fields: Record<string, string>): string {
  const check = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join("\n");
  const secret = createHmac("sha256", "WebAppData").update(BOT_TOKEN).digest();
  const params = new URLSearchParams(fields);
  params.set("hash", createHmac("sha256", secret).update(check).digest("hex"));
  return params.toString();
}

const telegramApp = (id: string, seamless: boolean) => ({
  id,
  name: `Mini App ${id}`,
  email_auth: true,
  telegram_auth: true,
  telegram_auth_config: {
    bot_id: "7000000007",
    bot_name: "mini_app_test_bot",
    link_enabled: true,
    seamless_auth_enabled: seamless,
  },
  telegram: { bot_token: BOT_TOKEN },
});

beforeAll(async () => {
  stack = await startStack({ apps: [telegramApp("tg-seamless", true), telegramApp("tg-manual", false)] });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function openInTelegram(appId: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const initData = signedInitData({
    query_id: "AAE-test",
    user: JSON.stringify({ id: 4242, first_name: "Mina", username: "mina_app" }),
    auth_date: String(Math.floor(Date.now() / 1000)),
  });
  await context.addInitScript((data: string) => {
    (window as unknown as { Telegram: unknown }).Telegram = { WebApp: { initData: data, ready() {} } };
  }, initData);
  const page = await context.newPage();
  await page.goto(`${stack.demoUrl}/?app=${appId}`);
  return { context, page };
}

describe("Telegram Mini App", () => {
  it("signs in seamlessly with the Mini App's initData when the app enables it", async () => {
    const { context, page } = await openInTelegram("tg-seamless");
    try {
      await page.getByTestId("demo-user").waitFor({ timeout: 20_000 });
      const user = JSON.parse((await page.getByTestId("demo-user").textContent()) ?? "{}") as {
        linkedAccounts: { type: string; telegramUserId?: string; username?: string }[];
      };
      expect(user.linkedAccounts).toEqual([
        expect.objectContaining({ type: "telegram", telegramUserId: "4242", username: "mina_app" }),
      ]);
    } finally {
      await context.close();
    }
  });

  it("does nothing on its own when seamless_auth_enabled is off", async () => {
    const { context, page } = await openInTelegram("tg-manual");
    try {
      await page.getByRole("button", { name: "Log in", exact: true }).waitFor({ timeout: 20_000 });
      // Long enough for config + session load and a sign-in call, were one made.
      await page.waitForLoadState("networkidle");
      expect(await page.getByTestId("demo-user").count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
