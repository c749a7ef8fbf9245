import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../db/Database.ts";
import { toWireAuthResponse } from "../../domain/users/toWireAuthResponse.ts";
import type { UserService } from "../../domain/users/UserService.ts";
import { clientIp } from "../../http/clientIp.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import { captchaTokenSchema } from "../../http/schemas.ts";
import type { CaptchaVerifier } from "../../security/CaptchaVerifier.ts";
import type { SessionService } from "../../sessions/SessionService.ts";
import type { TelegramProof, TelegramService } from "./TelegramService.ts";

const field = z.union([z.string().max(1_024), z.number().finite()]);
/** Login Widget fields; unknown extra fields are kept because the signature covers them too. */
const widgetResult = z
  .object({
    id: z.number().int().positive(),
    first_name: z.string().max(256),
    auth_date: z.number().int().positive(),
    hash: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .catchall(field)
  .refine((value) => Object.keys(value).length <= 20, { message: "Too many fields" });
const proofShape = {
  captcha_token: captchaTokenSchema,
  telegram_auth_result: widgetResult.optional(),
  telegram_web_app_data: z.string().min(1).max(8_192).optional(),
};
const exactlyOne = (body: { telegram_auth_result?: unknown; telegram_web_app_data?: unknown }) =>
  (body.telegram_auth_result === undefined) !== (body.telegram_web_app_data === undefined);
const message = "Give exactly one of telegram_auth_result or telegram_web_app_data";
const authenticateBody = z
  .object({ ...proofShape, mode: z.enum(["login-or-sign-up", "no-signup"]).default("login-or-sign-up") })
  .refine(exactlyOne, { message });
const linkBody = z.object(proofShape).refine(exactlyOne, { message });
const unlinkBody = z.object({ telegram_user_id: z.string().regex(/^\d{1,20}$/) });

function proofOf(body: z.output<typeof linkBody>): TelegramProof {
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

  routes.post("/telegram/authenticate", async (c) => {
    const body = await parseBody(c, authenticateBody);
    // A widget sign-in (or sign-up) starts here: captcha applies, checked before the proof is spent. A Mini
    // App's seamless sign-in has no screen to solve one on; its initData is signed by the bot for this user.
    if (body.telegram_auth_result !== undefined) {
      await deps.captcha.check(c.get("app"), body.captcha_token, clientIp(c, deps.trustProxy));
    }
    const { tokens, isNewUser } = await telegram.authenticate(c.get("app"), proofOf(body), body.mode);
    return c.json(await toWireAuthResponse(users, db, tokens, isNewUser));
  });

  routes.post("/telegram/link", auth, async (c) => {
    const body = await parseBody(c, linkBody);
    const { userId } = c.get("auth");
    await telegram.link(c.get("app"), userId, proofOf(body));
    return c.json(await users.toWire(db, userId));
  });

  routes.post("/telegram/unlink", auth, async (c) => {
    const { telegram_user_id } = await parseBody(c, unlinkBody);
    const { userId } = c.get("auth");
    await telegram.unlink(userId, telegram_user_id);
    return c.json(await users.toWire(db, userId));
  });

  return routes;
}
