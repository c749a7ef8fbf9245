import { Hono } from "hono";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { wire } from "../../http/wire.ts";
import type { CaptchaVerifier } from "../../security/CaptchaVerifier.ts";

/** GET /api/v1/captcha/altcha/challenge: an ALTCHA challenge for the app (400 captcha_disabled when off). */
export function captchaRoutes(deps: { captcha: CaptchaVerifier }): Hono<FoyerEnv> {
  const routes = new Hono<FoyerEnv>();
  routes.get("/captcha/altcha/challenge", wire({ summary: "An ALTCHA challenge." }), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await deps.captcha.altchaChallenge(c.get("app")));
  });
  return routes;
}
