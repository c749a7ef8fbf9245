// @foyer/core/runtime/telegram: the Telegram login (the official widget loaded on demand, or the server's
// development stand-in), loaded with the Telegram screen.

export { type BrowserPorts, browserPorts, type PopupPort } from "./runtime/browserPorts.ts";
export {
  loadTelegramWidget,
  TELEGRAM_WIDGET_URL,
  type TelegramLoginGlobal,
  type WidgetLoaderDeps,
} from "./runtime/telegram/loadTelegramWidget.ts";
export {
  DEV_TELEGRAM_BOT_NAME,
  devTelegramUrl,
  runTelegram,
  type TelegramOutcome,
} from "./runtime/telegram/runTelegram.ts";
