// @foyer/core/runtime/farcaster: the Farcaster calls of the login machine and useLoginWithFarcaster (init, status,
// authenticate or link), loaded with the Farcaster method.

export { type FarcasterOutcome, runFarcasterEffect } from "./runtime/farcaster/runFarcasterEffect.ts";
