import type { ServerPlugin } from "../../plugin/ServerPlugin.ts";
import { PasskeyService } from "./PasskeyService.ts";
import { passkeyRoutes } from "./routes.ts";

/** Passkey (WebAuthn) sign-in, sign-up and link (`passkeys/*`). No transfer: a passkey is never moved. */
export const passkeysPlugin: ServerPlugin = {
  id: "passkeys",
  devSeed: () => ({ config: { passkey_auth: true, passkeys_for_signup_enabled: true } }),
  setup(ctx) {
    const passkeys = new PasskeyService(ctx);
    return { api: passkeyRoutes({ ...ctx, passkeys }) };
  },
};
