import {
  mfaPasskeyEnrollBody,
  mfaPasskeyInitBody,
  mfaSmsEnrollBody,
  mfaSmsInitBody,
  mfaUnenrollBody,
  mfaVerifyBody,
} from "@foyer/core/contract";
import { Hono } from "hono";
import { clientIp } from "../../http/clientIp.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { withPhoneNumbers } from "../../http/phoneNumberSchema.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import { wire } from "../../http/wire.ts";
import { MFA_TOKEN_HEADER, type MfaService } from "../../sessions/MfaService.ts";
import type { SessionService } from "../../sessions/SessionService.ts";

// The group's schemas are the wire contract, shared with the client (@foyer/core/contract). The phone
// number is read by the server's own rule around them (withPhoneNumbers: libphonenumber-js, E.164), as sms does.
const smsInitBody = withPhoneNumbers(mfaSmsInitBody, ["phone_number"]);
const smsEnrollBody = withPhoneNumbers(mfaSmsEnrollBody, ["phone_number"]);

export interface MfaRouteDeps {
  mfa: MfaService;
  sessions: SessionService;
  trustProxy: boolean;
}

/**
 * /api/v1/mfa/*: enrol, verify and unenrol SMS and passkey second factors. `mfa/verify` answers
 * `{ token }`, the MFA proof that `requireMfa` routes take in the `foyer-mfa-token` header.
 */
export function mfaRoutes(deps: MfaRouteDeps): Hono<FoyerEnv> {
  const { mfa } = deps;
  const routes = new Hono<FoyerEnv>();
  routes.use("/mfa/*", requireAuth(deps.sessions));
  routes.use("/mfa", requireAuth(deps.sessions));

  const methods = async (userId: string) => ({ mfa_methods: (await mfa.list(userId)).map((m) => m.method) });

  routes.get("/mfa", wire({ summary: "The user's second factors." }), async (c) => {
    const list = await mfa.list(c.get("auth").userId);
    return c.json({
      mfa_methods: [...new Set(list.map((m) => m.method))],
      // Only the last digits of the number: the management screen names it without exposing it whole.
      methods: list.map((m) => ({
        method: m.method,
        hint: m.method === "sms" ? `•••${m.subject.slice(-4)}` : m.subject,
      })),
    });
  });

  routes.post("/mfa/passwordless_sms/init", wire({ body: smsInitBody }), async (c) => {
    const { phone_number } = await parseBody(c, smsInitBody);
    await mfa.sendSmsCode(c.get("app"), c.get("auth"), phone_number, clientIp(c, deps.trustProxy));
    return c.json({ success: true });
  });

  routes.post("/mfa/passwordless_sms/enroll", wire({ body: smsEnrollBody }), async (c) => {
    const { phone_number, code } = await parseBody(c, smsEnrollBody);
    const auth = c.get("auth");
    await mfa.enrollSms(c.get("app"), auth, phone_number, code, c.req.header(MFA_TOKEN_HEADER));
    return c.json(await methods(auth.userId));
  });

  routes.post("/mfa/passkeys/init", wire({ body: mfaPasskeyInitBody }), async (c) => {
    const { purpose } = await parseBody(c, mfaPasskeyInitBody);
    const options = await mfa.passkeyInit(c.get("app"), c.get("auth"), c.req.header("origin"), purpose);
    return c.json({ options });
  });

  routes.post("/mfa/passkeys/enroll", wire({ body: mfaPasskeyEnrollBody }), async (c) => {
    const { passkey_response } = await parseBody(c, mfaPasskeyEnrollBody);
    const auth = c.get("auth");
    await mfa.enrollPasskey(
      c.get("app"),
      auth,
      c.req.header("origin"),
      passkey_response as never,
      c.req.header(MFA_TOKEN_HEADER),
    );
    return c.json(await methods(auth.userId));
  });

  routes.post("/mfa/verify", wire({ body: mfaVerifyBody }), async (c) => {
    const body = await parseBody(c, mfaVerifyBody);
    const token = await mfa.verify(
      c.get("app"),
      c.get("auth"),
      c.req.header("origin"),
      body.method === "sms"
        ? { method: "sms", code: body.code }
        : { method: "passkey", passkeyResponse: body.passkey_response as never },
    );
    return c.json({ token });
  });

  routes.post("/mfa/unenroll", wire({ body: mfaUnenrollBody }), async (c) => {
    const { method } = await parseBody(c, mfaUnenrollBody);
    const auth = c.get("auth");
    await mfa.unenroll(c.get("app"), auth, method, c.req.header(MFA_TOKEN_HEADER));
    return c.json(await methods(auth.userId));
  });

  return routes;
}
