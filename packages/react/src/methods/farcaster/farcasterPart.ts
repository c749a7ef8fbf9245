// The Farcaster method's loaded part (farcasterClientMethod.ts): its machine, its entry and its runner, fetched
// before an opening that offers Farcaster starts, never on the email journey's path.
import type { LoginEffect } from "@foyer/core/login";
import { toFlowError } from "@foyer/core/runtime/errors";
import type { LoginRunContext } from "../../provider/ClientLoginMethod.ts";

export { farcasterMethod } from "@foyer/core/login/farcaster";
export { FarcasterEntry } from "./FarcasterEntry.tsx";

/** Runs a "farcaster" effect (init, status, authenticate or link) and feeds its outcome back. */
export function runFarcaster(effect: Extract<LoginEffect, { type: "farcaster" }>, ctx: LoginRunContext): void {
  import("@foyer/core/runtime/farcaster")
    .then((m) =>
      m.runFarcasterEffect(ctx.store, effect.effect, {
        action: effect.action,
        ...(effect.mode ? { mode: effect.mode } : {}),
        ...(effect.captchaToken === undefined ? {} : { captchaToken: effect.captchaToken }),
      }),
    )
    .then(
      (outcome) => {
        if (ctx.disposed()) return;
        if (outcome.kind === "event") return ctx.send({ type: "farcaster", event: outcome.event });
        if (outcome.kind === "linked") return ctx.linked(outcome.user);
        return ctx.signIn(outcome.result);
      },
      // Only the chunk can fail to load here (the calls never reject): the screen's Retry applies.
      (error: unknown) => ctx.send({ type: "farcaster", event: { type: "openFailed", error: toFlowError(error) } }),
    );
}
