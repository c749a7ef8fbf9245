import type { TelegramAuthResult } from "../../api/telegram.ts";
import type { LoginMode } from "../../api/wire.ts";
import { FoyerError } from "../../errors/FoyerError.ts";
import type { AuthResult, User } from "../../types.ts";
import { type BrowserPorts, browserPorts, type PopupPort } from "../browserPorts.ts";
import type { FoyerStore } from "../FoyerStore.ts";
import { loadTelegramWidget, type TelegramLoginGlobal } from "./loadTelegramWidget.ts";

export type TelegramOutcome = { kind: "signedIn"; result: AuthResult } | { kind: "linked"; user: User };

/** The bot of the server's development app: its Login Widget is the server's /dev/telegram stand-in. */
export const DEV_TELEGRAM_BOT_NAME = "foyer_dev_bot";
const DEV_MESSAGE_TYPE = "foyer:dev-telegram-auth";

/** The stand-in page of the Foyer server, told which origin may receive its signed data. */
export function devTelegramUrl(serverUrl: string, origin: string): string {
  const url = new URL("/dev/telegram", serverUrl);
  url.searchParams.set("origin", origin);
  return url.toString();
}

/** Signed widget data from the dev stand-in popup: accepted only from the server's origin and that popup. */
function fromStandIn(
  popup: PopupPort,
  serverUrl: string,
  ports: Pick<BrowserPorts, "onMessage">,
): Promise<TelegramAuthResult> {
  const serverOrigin = new URL(serverUrl).origin;
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; result?: TelegramAuthResult } | null;
      if (event.origin !== serverOrigin || event.source !== popup || data?.type !== DEV_MESSAGE_TYPE) return;
      finish();
      popup.close();
      if (data.result && typeof data.result.hash === "string") resolve(data.result);
      else reject(new FoyerError("unknown_auth_error"));
    };
    const watch = setInterval(() => {
      if (!popup.closed) return;
      finish();
      reject(new FoyerError("exited_auth_flow"));
    }, 500);
    const finish = () => {
      clearInterval(watch);
      stopListening();
    };
    const stopListening = ports.onMessage(onMessage);
  });
}

/** The official widget: Telegram's own popup; `false` means the user closed or refused it. */
async function fromWidget(botId: string, load = loadTelegramWidget): Promise<TelegramAuthResult> {
  const telegram: TelegramLoginGlobal = await load();
  return new Promise((resolve, reject) => {
    telegram.Login.auth({ bot_id: botId, request_access: "write" }, (data) =>
      data ? resolve(data) : reject(new FoyerError("exited_auth_flow")),
    );
  });
}

/**
 * One Telegram login (or link): widget data (dev stand-in popup, else the official widget loaded on
 * demand), then telegram/authenticate or telegram/link, where the server checks the signature.
 */
export async function runTelegram(
  store: FoyerStore,
  run: { action: "login" | "link"; mode?: LoginMode; popup: PopupPort | null; captchaToken?: string },
  ports: Pick<BrowserPorts, "onMessage"> = browserPorts(),
): Promise<TelegramOutcome> {
  const config = store.getSnapshot().config?.server?.telegram_auth_config ?? null;
  let data: TelegramAuthResult;
  if (run.popup) data = await fromStandIn(run.popup, store.serverUrl, ports);
  else if (config) data = await fromWidget(config.bot_id);
  else throw new FoyerError("disallowed_login_method");
  if (run.action === "link")
    return { kind: "linked", user: await store.api.telegram.link({ telegramAuthResult: data }) };
  const result = await store.api.telegram.authenticate({
    telegramAuthResult: data,
    ...(run.mode ? { mode: run.mode } : {}),
    ...(run.captchaToken === undefined ? {} : { captchaToken: run.captchaToken }),
  });
  return { kind: "signedIn", result };
}
