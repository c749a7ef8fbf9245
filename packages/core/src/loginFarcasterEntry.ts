// @foyer/core/login/farcaster: the Farcaster login method (and its machine), loaded by the modal on use.

export {
  FARCASTER_TIMERS,
  type FarcasterEffect,
  type FarcasterEvent,
  type FarcasterState,
  type FarcasterTimerId,
  farcasterMachine,
  farcasterTimeoutError,
} from "./flows/farcaster/farcasterMachine.ts";
export { type FarcasterStep, farcasterMethod } from "./flows/loginMethods/farcaster/farcasterMethod.ts";
