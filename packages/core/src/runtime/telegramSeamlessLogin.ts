import type { WireAppConfig } from "../api/wire.ts";
import type { AuthResult } from "../types.ts";
import type { FoyerStore } from "./FoyerStore.ts";

/** The Mini App's signed launch data, when this page runs inside Telegram (`Telegram.WebApp.initData`). */
export function readTelegramInitData(): string | null {
  const telegram = (globalThis as { Telegram?: { WebApp?: { initData?: unknown } } }).Telegram;
  const initData = telegram?.WebApp?.initData;
  return typeof initData === "string" && initData !== "" ? initData : null;
}

/**
 * Seamless Telegram sign-in (telegram_auth_config.seamless_auth_enabled): inside a Telegram Mini App with
 * nobody signed in, the launch data Telegram signed for this bot is the proof, so the user is signed in
 * without a screen. The server verifies it (Mini App scheme, freshness). Null when it does not apply or
 * the server refuses (the login screen stays available). A sign-in is adopted and reported as "telegram".
 */
export async function telegramSeamlessLogin(
  store: Pick<FoyerStore, "api" | "session" | "adoptSignIn">,
  server: WireAppConfig | null | undefined,
): Promise<AuthResult | null> {
  const { api, session } = store;
  if (!server?.telegram_auth || !server.telegram_auth_config?.seamless_auth_enabled) return null;
  if (session.getState().status === "authenticated") return null;
  const initData = readTelegramInitData();
  if (!initData) return null;
  try {
    const result = await api.telegram.authenticate({ telegramWebAppData: initData });
    await store.adoptSignIn(result, { loginMethod: "telegram" });
    return result;
  } catch {
    return null;
  }
}
