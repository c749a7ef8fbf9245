import { Hono } from "hono";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import type { ServerPlugin } from "../../plugin/ServerPlugin.ts";
import { telegramRoutes } from "./routes.ts";
import { TelegramService } from "./TelegramService.ts";
import { telegramAppSettings } from "./TelegramSettings.ts";
import { DEV_TELEGRAM_BOT_NAME, DEV_TELEGRAM_BOT_TOKEN, telegramStandInRoutes } from "./telegramStandInRoutes.ts";

/** Telegram Login Widget and Mini App sign-in (`telegram/*`); moves Telegram accounts. */
export const telegramPlugin: ServerPlugin = {
  id: "telegram",
  settings: telegramAppSettings.shape,
  transfer: { moves: (type) => type === "telegram" },
  // The stand-in at /dev/telegram signs with this test bot's token.
  devSeed: () => ({
    config: {
      telegram_auth: true,
      telegram_auth_config: {
        bot_id: DEV_TELEGRAM_BOT_TOKEN.split(":")[0] ?? "",
        bot_name: DEV_TELEGRAM_BOT_NAME,
        link_enabled: true,
        seamless_auth_enabled: false,
      },
    },
    settings: { telegram: { bot_token: DEV_TELEGRAM_BOT_TOKEN } },
  }),
  setup(ctx) {
    const telegram = new TelegramService(ctx);
    return {
      api: telegramRoutes({ ...ctx, telegram }),
      ...(ctx.mode === "development" ? { pages: new Hono<FoyerEnv>().route("/", telegramStandInRoutes(ctx.now)) } : {}),
    };
  },
};
