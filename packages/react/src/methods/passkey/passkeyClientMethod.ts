import type { LoginEffect } from "@foyer/core/login";
import type { ClientLoginMethod } from "../../provider/ClientLoginMethod.ts";
import type { MethodHelpers } from "../../provider/MethodHelpers.ts";
import { offeredOrLinking } from "../../provider/offeredOrLinking.ts";

/** Passkeys on the client: the choice and status screens; the ceremony (with @simplewebauthn) loads on use. */
export function passkeyClientMethod({ loadOnce, lazyFrom }: MethodHelpers): ClientLoginMethod {
  /** Its machine, entry and runner (passkeyPart.ts), fetched before an opening that offers passkeys starts. */
  const part = loadOnce(() => import("./passkeyPart.ts"));
  return {
    id: "passkey",
    loadDefinition: () => part.load().then((m) => m.passkeyMethod),
    events: ["openPasskeyChoice", "startPasskey"],
    neededFor: offeredOrLinking("passkey", (name) => name === "passkey"),
    entries: ["passkey"],
    Entry: lazyFrom(part, (m) => m.PasskeyEntry),
    screens: {
      passkeyChoice: () => import("./PasskeyChoiceScreen.tsx").then((m) => m.PasskeyChoiceScreen),
      passkey: () => import("./PasskeyScreen.tsx").then((m) => m.PasskeyScreen),
    },
    run: {
      // Its effects come from its machine, so the part is loaded by then.
      passkey: (effect: Extract<LoginEffect, { type: "passkey" }>, ctx) => part.loaded?.runPasskey(effect, ctx),
    },
  };
}
