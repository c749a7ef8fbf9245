import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../db/Database.ts";
import { toWireAuthResponse } from "../../domain/users/toWireAuthResponse.ts";
import type { UserService } from "../../domain/users/UserService.ts";
import { clientIp } from "../../http/clientIp.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import { captchaTokenSchema, codeSchema } from "../../http/schemas.ts";
import type { CaptchaVerifier } from "../../security/CaptchaVerifier.ts";
import type { SessionService } from "../../sessions/SessionService.ts";
import { phoneNumberSchema } from "./phoneNumberSchema.ts";
import type { SmsService } from "./SmsService.ts";

const initBody = z.object({
  phone_number: phoneNumberSchema,
  channel: z.enum(["sms", "whatsapp"]).default("sms"),
  captcha_token: captchaTokenSchema,
});
const authenticateBody = z.object({
  phone_number: phoneNumberSchema,
  code: codeSchema,
  mode: z.enum(["login-or-sign-up", "no-signup"]).default("login-or-sign-up"),
});
const linkBody = z.object({ phone_number: phoneNumberSchema, code: codeSchema });
const unlinkBody = z.object({ phone_number: phoneNumberSchema });
const updateBody = z.object({
  old_phone_number: phoneNumberSchema,
  new_phone_number: phoneNumberSchema,
  code: codeSchema,
});

export interface SmsRouteDeps {
  sms: SmsService;
  sessions: SessionService;
  users: UserService;
  db: Database;
  captcha: CaptchaVerifier;
  trustProxy: boolean;
}

/** /api/v1/passwordless_sms/*: phone codes by SMS or WhatsApp. Link, unlink and update answer the WireUser. */
export function smsRoutes(deps: SmsRouteDeps): Hono<FoyerEnv> {
  const { sms, sessions, users, db } = deps;
  const routes = new Hono<FoyerEnv>();
  const auth = requireAuth(sessions);

  routes.post("/passwordless_sms/init", async (c) => {
    const { phone_number, channel, captcha_token } = await parseBody(c, initBody);
    const ip = clientIp(c, deps.trustProxy);
    await deps.captcha.check(c.get("app"), captcha_token, ip);
    await sms.sendCode(c.get("app"), phone_number, channel, ip);
    return c.json({ success: true });
  });

  routes.post("/passwordless_sms/authenticate", async (c) => {
    const { phone_number, code, mode } = await parseBody(c, authenticateBody);
    const { tokens, isNewUser } = await sms.authenticate(c.get("app"), phone_number, code, mode);
    return c.json(await toWireAuthResponse(users, db, tokens, isNewUser));
  });

  routes.post("/passwordless_sms/link", auth, async (c) => {
    const { phone_number, code } = await parseBody(c, linkBody);
    const { userId } = c.get("auth");
    await sms.link(c.get("app"), userId, phone_number, code);
    return c.json(await users.toWire(db, userId));
  });

  routes.post("/passwordless_sms/unlink", auth, async (c) => {
    const { phone_number } = await parseBody(c, unlinkBody);
    const { userId } = c.get("auth");
    await sms.unlink(c.get("app"), userId, phone_number);
    return c.json(await users.toWire(db, userId));
  });

  routes.post("/passwordless_sms/update", auth, async (c) => {
    const body = await parseBody(c, updateBody);
    const { userId } = c.get("auth");
    await sms.update(c.get("app"), userId, body.old_phone_number, body.new_phone_number, body.code);
    return c.json(await users.toWire(db, userId));
  });

  return routes;
}
