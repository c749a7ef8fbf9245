import { type LoginEffect, passkeyMethod } from "@foyer/core/login";
import { toFlowError } from "@foyer/core/runtime/errors";
import type { ClientLoginMethod } from "../../provider/ClientLoginMethod.ts";
import { PasskeyEntry } from "./PasskeyEntry.tsx";

/** Passkeys on the client: the choice and status screens; the ceremony (with @simplewebauthn) loads on use. */
export const passkeyClientMethod: ClientLoginMethod = {
  id: "passkey",
  definition: passkeyMethod,
  entries: ["passkey"],
  Entry: PasskeyEntry,
  screens: {
    passkeyChoice: () => import("./PasskeyChoiceScreen.tsx").then((m) => m.PasskeyChoiceScreen),
    passkey: () => import("./PasskeyScreen.tsx").then((m) => m.PasskeyScreen),
  },
  run: {
    passkey(effect: Extract<LoginEffect, { type: "passkey" }>, ctx) {
      import("@foyer/core/runtime/passkey")
        .then((m) => m.runPasskey(ctx.store, effect.action, effect.mode, effect.captchaToken))
        .then(
          (outcome) => (outcome.kind === "linked" ? ctx.linked(outcome.user) : ctx.signIn(outcome.result)),
          (error: unknown) => ctx.send({ type: "passkeyFailed", error: toFlowError(error) }),
        );
    },
  },
};
