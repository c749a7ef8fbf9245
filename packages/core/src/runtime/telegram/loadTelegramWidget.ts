import type { TelegramAuthResult } from "../../api/telegram.ts";
import { loadScriptOnce, type ScriptHost } from "../captcha/loadScriptOnce.ts";

export const TELEGRAM_WIDGET_URL = "https://telegram.org/js/telegram-widget.js";

/** The part of Telegram's widget global the login uses. */
export interface TelegramLoginGlobal {
  Login: {
    auth(
      options: { bot_id: string; request_access?: "write" },
      callback: (data: TelegramAuthResult | false) => void,
    ): void;
  };
}

export interface WidgetLoaderDeps {
  host?: ScriptHost;
  /** Where the script puts `Telegram` (window). */
  scope?: { Telegram?: TelegramLoginGlobal };
  pollMs?: number;
  /** Gives up after this many polls (the script is blocked or offline). */
  maxPolls?: number;
}

/**
 * Loads Telegram's widget script once, on demand (never in the initial bundle), and answers its global
 * when `Telegram.Login.auth` exists; fails with a retryable error when it does not appear in time.
 */
export function loadTelegramWidget(deps: WidgetLoaderDeps = {}): Promise<TelegramLoginGlobal> {
  const scope = deps.scope ?? (globalThis as { Telegram?: TelegramLoginGlobal });
  const ready = () => typeof scope.Telegram?.Login?.auth === "function";
  if (ready()) return Promise.resolve(scope.Telegram as TelegramLoginGlobal);
  loadScriptOnce(TELEGRAM_WIDGET_URL, deps.host ?? document);
  const pollMs = deps.pollMs ?? 100;
  const maxPolls = deps.maxPolls ?? 100;
  return new Promise((resolve, reject) => {
    let polls = 0;
    const timer = setInterval(() => {
      polls += 1;
      if (ready()) {
        clearInterval(timer);
        resolve(scope.Telegram as TelegramLoginGlobal);
      } else if (polls >= maxPolls) {
        clearInterval(timer);
        reject(new Error("Telegram widget script did not load"));
      }
    }, pollMs);
  });
}
