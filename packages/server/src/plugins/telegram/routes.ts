import { telegramAuthenticateBody, telegramLinkBody, telegramUnlinkBody } from "@foyer/core/contract";
import { Hono } from "hono";
import type { z } from "zod";
import type { Database } from "../../db/Database.ts";
import { toWireAuthResponse } from "../../domain/users/toWireAuthResponse.ts";
import type { UserService } from "../../domain/users/UserService.ts";
import { clientIp } from "../../http/clientIp.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import { wire } from "../../http/wire.ts";
import type { CaptchaVerifier } from "../../security/CaptchaVerifier.ts";
import type { SessionService } from "../../sessions/SessionService.ts";
import type { TelegramProof, TelegramService } from "./TelegramService.ts";

// The group's schemas are the wire contract, shared with the client (@foyer/core/contract).
function proofOf(body: z.output<typeof telegramLinkBody>): TelegramProof {
  if (body.telegram_web_app_data !== undefined) return { webAppData: body.telegram_web_app_data };
  const widget: Record<string, string> = {};
  for (const [key, value] of Object.entries(body.telegram_auth_result ?? {})) widget[key] = String(value);
  return { widget };
}

/** /api/v1/telegram/{authenticate,link,unlink} (TelegramService). */
export function telegramRoutes(deps: {
  telegram: TelegramService;
  captcha: CaptchaVerifier;
  trustProxy: boolean;
  sessions: SessionService;
  users: UserService;
  db: Database;
}): Hono<FoyerEnv> {
  const { telegram, users, db } = deps;
  const routes = new Hono<FoyerEnv>();
  const auth = requireAuth(deps.sessions);

  routes.post("/telegram/authenticate", wire({ body: telegramAuthenticateBody }), async (c) => {
    const body = await parseBody(c, telegramAuthenticateBody);
    // A widget sign-in (or sign-up) starts here: captcha applies, checked before the proof is spent. A Mini
    // App's seamless sign-in has no screen to solve one on; its initData is signed by the bot for this user.
    if (body.telegram_auth_result !== undefined) {
      await deps.captcha.check(c.get("app"), body.captcha_token, clientIp(c, deps.trustProxy));
    }
    const { tokens, isNewUser } = await telegram.authenticate(c.get("app"), proofOf(body), body.mode);
    return c.json(await toWireAuthResponse(users, db, tokens, isNewUser));
  });

  routes.post("/telegram/link", wire({ body: telegramLinkBody }), auth, async (c) => {
    const body = await parseBody(c, telegramLinkBody);
    const { userId } = c.get("auth");
    await telegram.link(c.get("app"), userId, proofOf(body));
    return c.json(await users.toWire(db, userId));
  });

  routes.post("/telegram/unlink", wire({ body: telegramUnlinkBody }), auth, async (c) => {
    const { telegram_user_id } = await parseBody(c, telegramUnlinkBody);
    const { userId } = c.get("auth");
    await telegram.unlink(userId, telegram_user_id);
    return c.json(await users.toWire(db, userId));
  });

  return routes;
}
