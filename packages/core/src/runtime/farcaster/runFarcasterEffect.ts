import type { LoginMode } from "../../api/wire.ts";
import { toFlowError } from "../../errors/FoyerError.ts";
import type { FarcasterEffect, FarcasterEvent } from "../../flows/farcaster/farcasterMachine.ts";
import type { AuthResult, User } from "../../types.ts";
import type { FoyerStore } from "../FoyerStore.ts";

/** What one Farcaster call yields: an event for the Farcaster machine, or the finished sign-in / link. */
export type FarcasterOutcome =
  | { kind: "event"; event: FarcasterEvent }
  | { kind: "signedIn"; result: AuthResult }
  | { kind: "linked"; user: User };

type FarcasterCall = Extract<FarcasterEffect, { type: "openChannel" | "pollStatus" | "verify" }>;

/** Runs one Farcaster call of the login machine (farcaster/init, status, authenticate or link); never rejects. */
export async function runFarcasterEffect(
  store: FoyerStore,
  effect: FarcasterCall,
  run: { action: "login" | "link"; mode?: LoginMode; captchaToken?: string },
): Promise<FarcasterOutcome> {
  switch (effect.type) {
    case "openChannel":
      try {
        const init = run.captchaToken === undefined ? {} : { captchaToken: run.captchaToken };
        return { kind: "event", event: { type: "opened", channel: await store.api.farcaster.init(init) } };
      } catch (error) {
        return { kind: "event", event: { type: "openFailed", error: toFlowError(error) } };
      }
    case "pollStatus":
      try {
        const status = await store.api.farcaster.status({ channelToken: effect.channelToken });
        if (status.state === "pending") return { kind: "event", event: { type: "statusPending" } };
        const { state: _state, ...signature } = status;
        return { kind: "event", event: { type: "statusCompleted", signature } };
      } catch (error) {
        return { kind: "event", event: { type: "statusFailed", error: toFlowError(error) } };
      }
    case "verify": {
      const proof = {
        message: effect.signature.message,
        signature: effect.signature.signature,
        fid: effect.signature.fid,
        channelToken: effect.channelToken,
      };
      try {
        if (run.action === "link") return { kind: "linked", user: await store.api.farcaster.link(proof) };
        const result = await store.api.farcaster.authenticate(run.mode ? { ...proof, mode: run.mode } : proof);
        return { kind: "signedIn", result };
      } catch (error) {
        return { kind: "event", event: { type: "verifyFailed", error: toFlowError(error) } };
      }
    }
  }
}
