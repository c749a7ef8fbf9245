import type { ApiClient, WireAppConfig } from "@foyer/core/api";
import type { SessionManager } from "@foyer/core/session";
import { afterEach, describe, expect, it, vi } from "vitest";
import { telegramSeamlessLogin } from "./telegramSeamlessLogin.ts";

const server = (seamless: boolean) =>
  ({
    telegram_auth: true,
    telegram_auth_config: { bot_id: "1", bot_name: "bot", link_enabled: true, seamless_auth_enabled: seamless },
  }) as WireAppConfig;

function fakes(status: "authenticated" | "unauthenticated" = "unauthenticated") {
  const result = { user: { id: "u1" }, isNewUser: true };
  const authenticate = vi.fn(async () => result);
  const setSession = vi.fn(async () => {});
  const api = { telegram: { authenticate } } as unknown as ApiClient;
  const session = { getState: () => ({ status }), setSession } as unknown as SessionManager;
  return { api, session, authenticate, setSession, result };
}

afterEach(() => vi.unstubAllGlobals());

describe("telegramSeamlessLogin", () => {
  it("signs in with Telegram.WebApp.initData when the app enables seamless auth", async () => {
    vi.stubGlobal("Telegram", { WebApp: { initData: "query_id=1&hash=abc" } });
    const f = fakes();
    await expect(telegramSeamlessLogin(f.api, f.session, server(true))).resolves.toBe(f.result);
    expect(f.authenticate).toHaveBeenCalledWith({ telegramWebAppData: "query_id=1&hash=abc" });
    expect(f.setSession).toHaveBeenCalledWith(f.result);
  });

  it("does nothing when the flag is off, outside Telegram, or already signed in", async () => {
    vi.stubGlobal("Telegram", { WebApp: { initData: "query_id=1&hash=abc" } });
    const off = fakes();
    expect(await telegramSeamlessLogin(off.api, off.session, server(false))).toBeNull();
    const signedIn = fakes("authenticated");
    expect(await telegramSeamlessLogin(signedIn.api, signedIn.session, server(true))).toBeNull();
    vi.stubGlobal("Telegram", { WebApp: { initData: "" } });
    const outside = fakes();
    expect(await telegramSeamlessLogin(outside.api, outside.session, server(true))).toBeNull();
    expect([off, signedIn, outside].every((f) => f.authenticate.mock.calls.length === 0)).toBe(true);
  });

  it("leaves the login screen available when the server refuses the data", async () => {
    vi.stubGlobal("Telegram", { WebApp: { initData: "tampered" } });
    const f = fakes();
    f.authenticate.mockRejectedValueOnce(new Error("invalid_credentials"));
    expect(await telegramSeamlessLogin(f.api, f.session, server(true))).toBeNull();
    expect(f.setSession).not.toHaveBeenCalled();
  });
});
