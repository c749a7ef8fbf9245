// The Telegram method's loaded part (telegramClientMethod.ts): its machine, its entry and its runner, fetched
// before an opening that offers Telegram starts, never on the email journey's path.
import type { LoginEffect } from "@foyer/core/login";
import type { LoginRunContext } from "../../provider/ClientLoginMethod.ts";
import { openPopup } from "../../shell/openPopup.ts";

export { telegramMethod } from "@foyer/core/login/telegram";
export { TelegramEntry } from "./TelegramEntry.tsx";

/** Mirrors runTelegram's constant (kept here so the popup opens without waiting for that chunk). */
const DEV_TELEGRAM_BOT_NAME = "foyer_dev_bot";
const devTelegramUrl = (serverUrl: string, origin: string) =>
  `${new URL("/dev/telegram", serverUrl).toString()}?origin=${encodeURIComponent(origin)}`;

/** Runs a "telegram" effect: the login widget, or the dev stand-in's popup for the development bot. */
export function runTelegram(effect: Extract<LoginEffect, { type: "telegram" }>, ctx: LoginRunContext): void {
  const { store } = ctx;
  const bot = store.getSnapshot().config?.server?.telegram_auth_config?.bot_name;
  // The development app's bot is served by the Foyer server's /dev/telegram stand-in, in a popup.
  const popup =
    bot === undefined || bot === DEV_TELEGRAM_BOT_NAME
      ? openPopup("foyer-telegram", devTelegramUrl(store.serverUrl, window.location.origin))
      : null;
  ctx.settle(
    import("@foyer/core/runtime/telegram").then((m) =>
      m.runTelegram(store, {
        action: effect.action,
        popup,
        ...(effect.mode ? { mode: effect.mode } : {}),
        ...(effect.captchaToken === undefined ? {} : { captchaToken: effect.captchaToken }),
      }),
    ),
  );
}
