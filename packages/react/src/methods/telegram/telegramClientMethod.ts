import type { LoginEffect } from "@foyer/core/login";
import type { ClientLoginMethod } from "../../provider/ClientLoginMethod.ts";
import type { MethodHelpers } from "../../provider/MethodHelpers.ts";
import { offeredOrLinking } from "../../provider/offeredOrLinking.ts";

/** Telegram on the client: the login widget, or the dev stand-in's popup for the development bot. */
export function telegramClientMethod({ loadOnce, lazyFrom }: MethodHelpers): ClientLoginMethod {
  /**
   * Its machine, entry and runner (telegramPart.ts), fetched before an opening that offers Telegram starts: the
   * popup then opens in the click's own task, which a part fetched on the click would not allow.
   */
  const part = loadOnce(() => import("./telegramPart.ts"));
  return {
    id: "telegram",
    loadDefinition: () => part.load().then((m) => m.telegramMethod),
    events: ["startTelegram"],
    neededFor: offeredOrLinking("telegram", (name) => name === "telegram"),
    entries: ["telegram"],
    Entry: lazyFrom(part, (m) => m.TelegramEntry),
    screens: { telegram: () => import("./TelegramScreen.tsx").then((m) => m.TelegramScreen) },
    transfer: (store, account) => (account.type === "telegram" ? store.api.telegram : null),
    run: {
      // Its effects come from its machine, so the part is loaded by then.
      telegram: (effect: Extract<LoginEffect, { type: "telegram" }>, ctx) => part.loaded?.runTelegram(effect, ctx),
    },
  };
}
