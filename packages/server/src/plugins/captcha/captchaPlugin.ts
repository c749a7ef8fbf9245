import type { ServerPlugin } from "../../plugin/ServerPlugin.ts";
import { captchaRoutes } from "./routes.ts";

/** The ALTCHA challenge endpoint; checking tokens is the core's (`ctx.captcha`, used by every init). */
export const captchaPlugin: ServerPlugin = {
  id: "captcha",
  setup: (ctx) => ({ api: captchaRoutes(ctx) }),
};
