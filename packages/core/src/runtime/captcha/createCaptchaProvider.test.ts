import { solveChallenge } from "altcha-lib/v1";
import { describe, expect, it, vi } from "vitest";
import {
  altchaPayload,
  createAltchaProvider,
  createWidgetProvider,
  HCAPTCHA_SCRIPT,
  TURNSTILE_SCRIPT,
} from "./createCaptchaProvider.ts";
import { loadScriptOnce, type ScriptHost } from "./loadScriptOnce.ts";

/** A fake document head that records added scripts. */
function fakeScripts() {
  const added: { src: string; async: boolean; dataset: Record<string, string> }[] = [];
  const host: ScriptHost = {
    querySelector: (selector) =>
      (added.find((s) => selector.includes(`"${s.src}"`)) as unknown as Element | undefined) ?? null,
    createElement: () => ({ dataset: {} }) as unknown as HTMLScriptElement,
    head: { appendChild: (node) => void added.push(node as unknown as (typeof added)[number]) },
  };
  return { host, added };
}

/** A fake Turnstile/hCaptcha global: render stores the callback, execute answers with the next token. */
function fakeWidget() {
  let callback: ((token: string) => void) | null = null;
  let n = 0;
  const api = {
    render: vi.fn((_el: HTMLElement, options: Record<string, unknown>) => {
      callback = options.callback as (token: string) => void;
      return "w1";
    }),
    execute: vi.fn(() => callback?.(`widget-token-${++n}`)),
    reset: vi.fn(),
    remove: vi.fn(),
  };
  return api;
}

describe("loadScriptOnce", () => {
  it("adds the script once per URL", () => {
    const { host, added } = fakeScripts();
    loadScriptOnce(TURNSTILE_SCRIPT, host);
    loadScriptOnce(TURNSTILE_SCRIPT, host);
    loadScriptOnce(HCAPTCHA_SCRIPT, host);
    expect(added.map((s) => s.src)).toEqual([TURNSTILE_SCRIPT, HCAPTCHA_SCRIPT]);
    expect(added[0]?.async).toBe(true);
  });
});

describe("createWidgetProvider", () => {
  it("loads the widget script on demand and is ready only once the global exists", async () => {
    const { host, added } = fakeScripts();
    let global: ReturnType<typeof fakeWidget> | undefined;
    const container = { remove: vi.fn() } as unknown as HTMLElement;
    const provider = createWidgetProvider("hcaptcha", "site-key", {
      widget: () => global,
      scripts: host,
      createContainer: () => container,
    });
    expect(added.map((s) => s.src)).toEqual([HCAPTCHA_SCRIPT]);
    expect(provider.isReady()).toBe(false);
    await expect(provider.execute(false)).rejects.toThrow("hcaptcha is not loaded");
    global = fakeWidget();
    expect(provider.isReady()).toBe(true);
    await expect(provider.execute(false)).resolves.toBe("widget-token-1");
    expect(global.render).toHaveBeenCalledTimes(1);
    expect(global.render.mock.calls[0]?.[1]).toMatchObject({ sitekey: "site-key", execution: "execute" });
    // A retry resets the same widget and executes again for a fresh token.
    await expect(provider.execute(true)).resolves.toBe("widget-token-2");
    expect(global.reset).toHaveBeenCalledWith("w1");
    expect(global.render).toHaveBeenCalledTimes(1);
    provider.dispose();
    expect(global.remove).toHaveBeenCalledWith("w1");
    expect(container.remove).toHaveBeenCalled();
  });
});

describe("createAltchaProvider", () => {
  it("solves the server's challenge and answers the widget's base64 payload", async () => {
    // A real challenge with a small search space, made the way the server makes them.
    const { createChallenge } = await import("altcha-lib/v1");
    const challenge = await createChallenge({ hmacKey: "test-key", maxnumber: 500, number: 123 });
    const provider = createAltchaProvider({
      captcha: { altchaChallenge: async () => ({ ...challenge, algorithm: "SHA-256", maxnumber: 500 }) },
    });
    expect(provider.isReady()).toBe(true);
    const token = await provider.execute(false);
    const payload = JSON.parse(atob(token));
    expect(payload).toEqual({
      algorithm: "SHA-256",
      challenge: challenge.challenge,
      number: 123,
      salt: challenge.salt,
      signature: challenge.signature,
    });
    expect(typeof solveChallenge).toBe("function");
    expect(altchaPayload({ ...challenge, algorithm: "SHA-256", maxnumber: 500 }, 123)).toBe(token);
  });
});
