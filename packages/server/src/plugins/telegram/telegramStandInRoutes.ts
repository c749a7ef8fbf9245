import { createHash } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { signTelegramFields } from "./verifyTelegramData.ts";

/** The test bot of the development app: the stand-in signs for this token and no other. */
export const DEV_TELEGRAM_BOT_TOKEN = "1000000001:foyer-dev-telegram-bot-token";
export const DEV_TELEGRAM_BOT_NAME = "foyer_dev_bot";

const signBody = z.object({
  first_name: z.string().trim().min(1).max(64),
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{0,32}$/)
    .optional(),
});

/** A stable Telegram-like numeric id for a typed name (same name, same user). */
const idFor = (name: string) =>
  Number.parseInt(createHash("sha256").update(name.toLowerCase()).digest("hex").slice(0, 12), 16);

/**
 * Development stand-in for the Telegram Login Widget: GET /dev/telegram is a page where any name can be
 * typed; it gets Login Widget data signed with the dev bot token from POST /dev/telegram/widget.json and
 * shows it (and posts it to the opener page, origin `?origin=`, when opened as a popup).
 */
export function telegramStandInRoutes(now: () => number): Hono {
  const routes = new Hono();
  routes.post("/dev/telegram/widget.json", async (c) => {
    const parsed = signBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success)
      return c.json({ error: "Give first_name (and optionally username).", code: "invalid_data" }, 400);
    const { first_name, username } = parsed.data;
    const fields: Record<string, string> = {
      id: String(idFor(first_name)),
      first_name,
      auth_date: String(Math.floor(now() / 1000)),
      ...(username ? { username } : {}),
    };
    const hash = signTelegramFields("widget", DEV_TELEGRAM_BOT_TOKEN, fields);
    return c.json({ ...fields, id: Number(fields.id), auth_date: Number(fields.auth_date), hash });
  });
  routes.get("/dev/telegram", (c) => {
    const origin = c.req.query("origin") ?? "";
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev Telegram login · Foyer</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center; background: #eef5fb; }
  main { background: #fff; border: 1px solid #cfe0ee; border-radius: 14px; padding: 1.6rem; width: min(22rem, calc(100vw - 2rem)); box-sizing: border-box; }
  h1 { font-size: 1.3rem; margin: 0 0 .3rem; } p { color: #555; font-size: .9rem; }
  label { display: block; font-weight: 600; font-size: .9rem; margin: .6rem 0 .3rem; }
  input { width: 100%; box-sizing: border-box; font: inherit; padding: .6rem .7rem; border: 1px solid #bbb; border-radius: 8px; }
  button { width: 100%; margin-top: 1rem; font: inherit; padding: .6rem; border-radius: 8px; border: 0; background: #2aabee; color: #fff; cursor: pointer; }
  pre { white-space: pre-wrap; word-break: break-all; font-size: .75rem; background: #f6f6f6; padding: .6rem; border-radius: 8px; }
</style></head>
<body><main>
<h1>Dev Telegram login</h1>
<p>Stands in for the Telegram Login Widget of the bot <b>@${DEV_TELEGRAM_BOT_NAME}</b> (development only). Any name signs in; the data is signed with the dev bot token.</p>
<form id="f"><label for="n">First name</label><input id="n" required maxlength="64" placeholder="Ada">
<label for="u">Username (optional)</label><input id="u" maxlength="32" placeholder="ada"><button>Log in with Telegram</button></form>
<pre id="out" hidden></pre>
</main>
<script>
const origin = ${JSON.stringify(origin).replace(/</g, "\\u003c")};
document.getElementById("f").addEventListener("submit", async (event) => {
  event.preventDefault();
  const body = { first_name: document.getElementById("n").value };
  const username = document.getElementById("u").value.trim();
  if (username) body.username = username;
  const result = await (await fetch("/dev/telegram/widget.json", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).json();
  const out = document.getElementById("out");
  out.hidden = false;
  out.textContent = JSON.stringify(result, null, 2);
  if (window.opener && origin) window.opener.postMessage({ type: "foyer:dev-telegram-auth", result }, origin);
});
</script>
</body></html>`);
  });
  return routes;
}
