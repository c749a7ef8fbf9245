import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ScriptHost } from "../captcha/loadScriptOnce.ts";
import { loadTelegramWidget, TELEGRAM_WIDGET_URL, type TelegramLoginGlobal } from "./loadTelegramWidget.ts";
import { devTelegramUrl } from "./runTelegram.ts";

function fakeHost() {
  const added: { src: string }[] = [];
  const host: ScriptHost = {
    querySelector: (selector) =>
      (added.find((s) => selector.includes(`"${s.src}"`)) as unknown as Element | undefined) ?? null,
    createElement: () => ({ dataset: {} }) as unknown as HTMLScriptElement,
    head: { appendChild: (node) => void added.push(node as unknown as { src: string }) },
  };
  return { host, added };
}

const telegram: TelegramLoginGlobal = { Login: { auth: () => {} } };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("loadTelegramWidget", () => {
  it("adds Telegram's script once, on demand, and answers the global when it appears", async () => {
    const { host, added } = fakeHost();
    const scope: { Telegram?: TelegramLoginGlobal } = {};
    const first = loadTelegramWidget({ host, scope, pollMs: 10 });
    const second = loadTelegramWidget({ host, scope, pollMs: 10 });
    expect(added.map((s) => s.src)).toEqual([TELEGRAM_WIDGET_URL]);
    scope.Telegram = telegram;
    await vi.advanceTimersByTimeAsync(10);
    await expect(first).resolves.toBe(telegram);
    await expect(second).resolves.toBe(telegram);
  });
  it("does not load anything when the widget is already there", async () => {
    const { host, added } = fakeHost();
    await expect(loadTelegramWidget({ host, scope: { Telegram: telegram } })).resolves.toBe(telegram);
    expect(added).toEqual([]);
  });
  it("fails when the script never defines Telegram.Login (blocked, offline)", async () => {
    const { host } = fakeHost();
    const loading = loadTelegramWidget({ host, scope: {}, pollMs: 10, maxPolls: 3 });
    const failed = expect(loading).rejects.toThrow("did not load");
    await vi.advanceTimersByTimeAsync(30);
    await failed;
  });
});

describe("devTelegramUrl", () => {
  it("points at the server's stand-in with the page's origin as the only allowed receiver", () => {
    expect(devTelegramUrl("http://127.0.0.1:8787", "http://localhost:5173")).toBe(
      "http://127.0.0.1:8787/dev/telegram?origin=http%3A%2F%2Flocalhost%3A5173",
    );
  });
});
