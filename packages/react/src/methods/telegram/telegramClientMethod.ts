import type { LoginEffect } from "@foyer/core/login";
import { openPopup } from "../../shell/openPopup.ts";
import { type ClientLoginMethod, offeredOrLinking } from "../ClientLoginMethod.ts";
import { TelegramEntry } from "./TelegramEntry.tsx";

/** Mirrors runTelegram's constant (kept here so the popup opens without waiting for that chunk). */
const DEV_TELEGRAM_BOT_NAME = "foyer_dev_bot";
const devTelegramUrl = (serverUrl: string, origin: string) =>
  `${new URL("/dev/telegram", serverUrl).toString()}?origin=${encodeURIComponent(origin)}`;

/** Telegram on the client: the login widget, or the dev stand-in's popup for the development bot. */
export const telegramClientMethod: ClientLoginMethod = {
  id: "telegram",
  // Its machine loads before an opening that offers it starts (`@foyer/core/login/telegram`): the popup below
  // opens in the click's own task, which a definition fetched on the click would not allow.
  loadDefinition: () => import("@foyer/core/login/telegram").then((m) => m.telegramMethod),
  events: ["startTelegram"],
  neededFor: offeredOrLinking("telegram", (name) => name === "telegram"),
  entries: ["telegram"],
  Entry: TelegramEntry,
  screens: { telegram: () => import("./TelegramScreen.tsx").then((m) => m.TelegramScreen) },
  transfer: (store, account) => (account.type === "telegram" ? store.api.telegram : null),
  run: {
    telegram(effect: Extract<LoginEffect, { type: "telegram" }>, ctx) {
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
    },
  },
};
