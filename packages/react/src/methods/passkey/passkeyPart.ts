// The passkey method's loaded part (passkeyClientMethod.ts): its machine, its entry and its runner, fetched
// before an opening that offers passkeys starts, never on the email journey's path.
import type { LoginEffect } from "@foyer/core/login";
import { toFlowError } from "@foyer/core/runtime/errors";
import type { LoginRunContext } from "../../provider/ClientLoginMethod.ts";

export { passkeyMethod } from "@foyer/core/login/passkey";
export { PasskeyEntry } from "./PasskeyEntry.tsx";

/** Runs a "passkey" effect: the ceremony (with @simplewebauthn, loaded on use), then a sign-in or a link. */
export function runPasskey(effect: Extract<LoginEffect, { type: "passkey" }>, ctx: LoginRunContext): void {
  import("@foyer/core/runtime/passkey")
    .then((m) => m.runPasskey(ctx.store, effect.action, effect.mode, effect.captchaToken))
    .then(
      (outcome) => (outcome.kind === "linked" ? ctx.linked(outcome.user) : ctx.signIn(outcome.result)),
      (error: unknown) => ctx.send({ type: "passkeyFailed", error: toFlowError(error) }),
    );
}
