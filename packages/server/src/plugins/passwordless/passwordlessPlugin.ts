import type { ServerPlugin } from "../../plugin/ServerPlugin.ts";
import { PasswordlessService } from "./PasswordlessService.ts";
import { passwordlessRoutes } from "./routes.ts";

/** Email one-time codes (`passwordless/*`); moves email accounts. */
export const passwordlessPlugin: ServerPlugin = {
  id: "passwordless",
  transfer: { moves: (type) => type === "email" },
  devSeed: () => ({ config: { email_auth: true } }),
  setup(ctx) {
    const passwordless = new PasswordlessService(ctx);
    return { api: passwordlessRoutes({ ...ctx, passwordless }) };
  },
};
