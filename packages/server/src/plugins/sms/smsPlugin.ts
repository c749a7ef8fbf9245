import type { ServerPlugin } from "../../plugin/ServerPlugin.ts";
import { smsRoutes } from "./routes.ts";
import { SmsService } from "./SmsService.ts";
import { smsAppSettings } from "./SmsSettings.ts";

/** Phone one-time codes by SMS or WhatsApp (`passwordless_sms/*`); moves phone accounts. */
export const smsPlugin: ServerPlugin = {
  id: "passwordless_sms",
  settings: smsAppSettings.shape,
  transfer: { moves: (type) => type === "phone" },
  devSeed: () => ({ config: { sms_auth: true, whatsapp_enabled: true } }),
  setup(ctx) {
    const sms = new SmsService(ctx);
    return { api: smsRoutes({ ...ctx, sms }) };
  },
};
