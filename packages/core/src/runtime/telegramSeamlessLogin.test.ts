import { afterEach, describe, expect, it, vi } from "vitest";
import type { WireAppConfig } from "../api/wire.ts";
import type { FoyerStore } from "./FoyerStore.ts";
import { telegramSeamlessLogin } from "./telegramSeamlessLogin.ts";

const server = (seamless: boolean) =>
  ({
    telegram_auth: true,
    telegram_auth_config: { bot_id: "1", bot_name: "bot", link_enabled: true, seamless_auth_enabled: seamless },
  }) as WireAppConfig;

function fakes(status: "authenticated" | "unauthenticated" = "unauthenticated") {
  const result = { user: { id: "u1" }, isNewUser: true };
  const authenticate = vi.fn(async () => result);
  const adoptSignIn = vi.fn(async () => ({}) as never);
  const store = {
    api: { telegram: { authenticate } },
    session: { getState: () => ({ status }) },
    adoptSignIn,
  } as unknown as FoyerStore;
  return { store, authenticate, adoptSignIn, result };
}

afterEach(() => vi.unstubAllGlobals());

describe("telegramSeamlessLogin", () => {
  it("signs in with Telegram.WebApp.initData when the app enables seamless auth", async () => {
    vi.stubGlobal("Telegram", { WebApp: { initData: "query_id=1&hash=abc" } });
    const f = fakes();
    await expect(telegramSeamlessLogin(f.store, server(true))).resolves.toBe(f.result);
    expect(f.authenticate).toHaveBeenCalledWith({ telegramWebAppData: "query_id=1&hash=abc" });
    expect(f.adoptSignIn).toHaveBeenCalledWith(f.result, { loginMethod: "telegram" });
  });

  it("does nothing when the flag is off, outside Telegram, or already signed in", async () => {
    vi.stubGlobal("Telegram", { WebApp: { initData: "query_id=1&hash=abc" } });
    const off = fakes();
    expect(await telegramSeamlessLogin(off.store, server(false))).toBeNull();
    const signedIn = fakes("authenticated");
    expect(await telegramSeamlessLogin(signedIn.store, server(true))).toBeNull();
    vi.stubGlobal("Telegram", { WebApp: { initData: "" } });
    const outside = fakes();
    expect(await telegramSeamlessLogin(outside.store, server(true))).toBeNull();
    expect([off, signedIn, outside].every((f) => f.authenticate.mock.calls.length === 0)).toBe(true);
  });

  it("leaves the login screen available when the server refuses the data", async () => {
    vi.stubGlobal("Telegram", { WebApp: { initData: "tampered" } });
    const f = fakes();
    f.authenticate.mockRejectedValueOnce(new Error("invalid_credentials"));
    expect(await telegramSeamlessLogin(f.store, server(true))).toBeNull();
    expect(f.adoptSignIn).not.toHaveBeenCalled();
  });
});
