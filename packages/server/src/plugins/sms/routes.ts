import {
  passwordlessSmsAuthenticateBody,
  passwordlessSmsInitBody,
  passwordlessSmsLinkBody,
  passwordlessSmsUnlinkBody,
  passwordlessSmsUpdateBody,
} from "@foyer/core/contract";
import { Hono } from "hono";
import type { Database } from "../../db/Database.ts";
import { toWireAuthResponse } from "../../domain/users/toWireAuthResponse.ts";
import type { UserService } from "../../domain/users/UserService.ts";
import { clientIp } from "../../http/clientIp.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { withPhoneNumbers } from "../../http/phoneNumberSchema.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import { wire } from "../../http/wire.ts";
import type { CaptchaVerifier } from "../../security/CaptchaVerifier.ts";
import type { SessionService } from "../../sessions/SessionService.ts";
import type { SmsService } from "./SmsService.ts";

// The group's schemas are the wire contract, shared with the client (@foyer/core/contract), with their phone
// numbers read by the server's own rule around them (libphonenumber-js, normalised to E.164).
const initBody = withPhoneNumbers(passwordlessSmsInitBody, ["phone_number"]);
const authenticateBody = withPhoneNumbers(passwordlessSmsAuthenticateBody, ["phone_number"]);
const linkBody = withPhoneNumbers(passwordlessSmsLinkBody, ["phone_number"]);
const unlinkBody = withPhoneNumbers(passwordlessSmsUnlinkBody, ["phone_number"]);
const updateBody = withPhoneNumbers(passwordlessSmsUpdateBody, ["old_phone_number", "new_phone_number"]);

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

  routes.post("/passwordless_sms/init", wire({ body: initBody }), async (c) => {
    const { phone_number, channel, captcha_token } = await parseBody(c, initBody);
    const ip = clientIp(c, deps.trustProxy);
    await deps.captcha.check(c.get("app"), captcha_token, ip);
    await sms.sendCode(c.get("app"), phone_number, channel, ip);
    return c.json({ success: true });
  });

  routes.post("/passwordless_sms/authenticate", wire({ body: authenticateBody }), async (c) => {
    const { phone_number, code, mode } = await parseBody(c, authenticateBody);
    const { tokens, isNewUser } = await sms.authenticate(c.get("app"), phone_number, code, mode);
    return c.json(await toWireAuthResponse(users, db, tokens, isNewUser));
  });

  routes.post("/passwordless_sms/link", wire({ body: linkBody }), auth, async (c) => {
    const { phone_number, code } = await parseBody(c, linkBody);
    const { userId } = c.get("auth");
    await sms.link(c.get("app"), userId, phone_number, code);
    return c.json(await users.toWire(db, userId));
  });

  routes.post("/passwordless_sms/unlink", wire({ body: unlinkBody }), auth, async (c) => {
    const { phone_number } = await parseBody(c, unlinkBody);
    const { userId } = c.get("auth");
    await sms.unlink(c.get("app"), userId, phone_number);
    return c.json(await users.toWire(db, userId));
  });

  routes.post("/passwordless_sms/update", wire({ body: updateBody }), auth, async (c) => {
    const body = await parseBody(c, updateBody);
    const { userId } = c.get("auth");
    await sms.update(c.get("app"), userId, body.old_phone_number, body.new_phone_number, body.code);
    return c.json(await users.toWire(db, userId));
  });

  return routes;
}
