import type { lazyFrom, loadOnce } from "../ui/loadOnce.ts";

/**
 * What the built-in methods' descriptors loaded apart from the modal (methods/builtinMethodList.ts) take from the
 * modal's chunk, passed in rather than imported: imported from there, loaded apart, they would be split off with
 * whatever else both reach into chunks of their own on every login (issue 19).
 */
export interface MethodHelpers {
  loadOnce: typeof loadOnce;
  lazyFrom: typeof lazyFrom;
}
