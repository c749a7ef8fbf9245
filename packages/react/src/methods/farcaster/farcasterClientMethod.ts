import type { LoginEffect } from "@foyer/core/login";
import { toFlowError } from "@foyer/core/runtime/errors";
import type { ClientLoginMethod } from "../../provider/ClientLoginMethod.ts";
import { FarcasterEntry } from "./FarcasterEntry.tsx";

/** Farcaster on the client: its screen (QR code, link) and its calls (init, status, authenticate or link). */
export const farcasterClientMethod: ClientLoginMethod = {
  id: "farcaster",
  // The Farcaster machine loads with its screen, not with the modal.
  loadDefinition: () => import("@foyer/core/login/farcaster").then((m) => m.farcasterMethod),
  events: ["startFarcaster", "farcaster"],
  neededFor: (options) => options.mode === "link" && options.linkMethod === "farcaster",
  entries: ["farcaster"],
  Entry: FarcasterEntry,
  screens: { farcaster: () => import("./FarcasterScreen.tsx").then((m) => m.FarcasterScreen) },
  transfer: (store, account) => (account.type === "farcaster" ? store.api.farcaster : null),
  run: {
    farcaster(effect: Extract<LoginEffect, { type: "farcaster" }>, ctx) {
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
    },
  },
};
