// @foyer/core/client: the framework-free client runtime (store, machine runner, sign-in adoption, runners'
// entry points). Only what a page needs at start-up is imported statically from here; flows, runners and the
// wallet runtimes load on demand, so a bundler keeps them out of the initial chunks.

export {
  createMachineRunner,
  type MachineRunner,
  type MachineRunnerOptions,
  type TimerEffect,
  type Transition,
} from "./client/machine/createMachineRunner.ts";
