import type { LoginEffect } from "@foyer/core/login";
import type { ClientLoginMethod } from "../../provider/ClientLoginMethod.ts";
import type { MethodHelpers } from "../../provider/MethodHelpers.ts";
import { offeredOrLinking } from "../../provider/offeredOrLinking.ts";

/** Farcaster on the client: its screen (QR code, link) and its calls (init, status, authenticate or link). */
export function farcasterClientMethod({ loadOnce, lazyFrom }: MethodHelpers): ClientLoginMethod {
  /** Its machine, entry and runner (farcasterPart.ts): fetched before an opening that offers Farcaster starts. */
  const part = loadOnce(() => import("./farcasterPart.ts"));
  return {
    id: "farcaster",
    loadDefinition: () => part.load().then((m) => m.farcasterMethod),
    events: ["startFarcaster", "farcaster"],
    neededFor: offeredOrLinking("farcaster", (name) => name === "farcaster"),
    entries: ["farcaster"],
    Entry: lazyFrom(part, (m) => m.FarcasterEntry),
    screens: { farcaster: () => import("./FarcasterScreen.tsx").then((m) => m.FarcasterScreen) },
    transfer: (store, account) => (account.type === "farcaster" ? store.api.farcaster : null),
    run: {
      // Its effects come from its machine, so the part is loaded by then.
      farcaster: (effect: Extract<LoginEffect, { type: "farcaster" }>, ctx) => part.loaded?.runFarcaster(effect, ctx),
      // The screen's copy button (the connect link): only its screen asks for it, so it is carried out here.
      copy: (effect: Extract<LoginEffect, { type: "copy" }>) =>
        void globalThis.navigator?.clipboard?.writeText(effect.text).catch(() => {}),
    },
  };
}
